import { format } from 'date-fns';

/** 'Mar 4, 2026' */
export function formatResourceDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}
