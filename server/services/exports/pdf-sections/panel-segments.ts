import { MIN_SEGMENT_TWINS, type SegmentDimension } from '@contracts/research-panel';
import { note, type Pdf } from './pdf-kit';

/** Says how many segments were left out for having too few twins, if any. */
export function hiddenSegmentsNote(doc: Pdf, hidden: Partial<Record<SegmentDimension, number>>) {
  const count = Object.values(hidden).reduce((sum, n) => sum + (n ?? 0), 0);
  if (count > 0)
    note(
      doc,
      `${count} segment${count === 1 ? '' : 's'} with fewer than ${MIN_SEGMENT_TWINS} twins not shown.`,
    );
}
