import { format } from 'date-fns';

/** 'Mar 4, 2026 14:05' */
export function formatUpdatedDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy HH:mm');
}
