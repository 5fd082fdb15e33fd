import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { MIN_SEGMENT_TWINS, type SegmentDimension } from '@contracts/research-panel';
import { DataTable } from '@web/components/data-table';

type Segment<Figure> = {
  dimension: SegmentDimension;
  segment: string;
  twins: number;
  weightShare: number;
  figure: Figure;
};

/** Results by segment with each segment's size; segments under 10 twins are left out, and the table says so. */
export function SegmentTable<Figure>({
  segments,
  hidden,
  columns,
  cells,
}: {
  segments: Segment<Figure>[];
  hidden: Partial<Record<SegmentDimension, number>>;
  columns: string[];
  cells: (figure: Figure) => ReactNode[];
}) {
  const hiddenCount = Object.values(hidden).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <>
      <DataTable
        caption="By segment"
        testId="segment-table"
        columns={['Segment', 'Twins', 'Share of panel', ...columns]}
        rows={segments.map((s) => [
          `${s.dimension}: ${s.segment}`,
          s.twins,
          `${Math.round(s.weightShare * 100)}%`,
          ...cells(s.figure),
        ])}
      />
      {hiddenCount > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${hiddenCount} ${hiddenCount === 1 ? 'segment' : 'segments'} with fewer than ${MIN_SEGMENT_TWINS} twins not shown.`}
        </Typography>
      )}
    </>
  );
}
