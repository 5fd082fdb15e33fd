import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { RecordType } from '@contracts/feedback';
import { runReadingOf, type FeedbackRecordContent } from '@contracts/feedback-records';
import { useRecordTypeDescriptor } from '../record-type-descriptor';
import type { RecordViewProps } from './record-content';
import { ReadingSection } from './reading-section';
import { TrustReportSection } from './trust-report-section';

type Props = { record: FeedbackRecordContent; imageUrl: string; feedbackId: string | null };

/**
 * A saved run drawn by its own type's view (its descriptor's), its trust report first: the lab, the run page and the
 * shared snapshot all show it this way.
 */
export function RecordView({ record, imageUrl, feedbackId }: Props) {
  const View = useRecordTypeDescriptor(record.type).View as ComponentType<RecordViewProps<RecordType>>;
  const reading = runReadingOf(record);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      {record.trust && <TrustReportSection trust={record.trust} />}
      {reading && <ReadingSection reading={reading} />}
      <View record={record} imageUrl={imageUrl} feedbackId={feedbackId} />
    </Box>
  );
}
