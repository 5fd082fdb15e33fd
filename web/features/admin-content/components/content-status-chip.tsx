import Chip from '@mui/material/Chip';
import type { ContentItem } from '@contracts/content';

export function ContentStatusChip({ status }: { status: ContentItem['status'] }) {
  return status === 'published' ? (
    <Chip size="small" color="success" variant="outlined" label="Published" />
  ) : (
    <Chip size="small" variant="outlined" label="Draft" />
  );
}
