import { z } from 'zod';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../../contracts/feedback';

/** A page of one research type's records: keyset cursor and page size, as the history's. */
export const recordPageQuerySchema = z.object({
  cursor: z.string().min(1).max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
