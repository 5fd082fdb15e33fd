// The results column of a panel study in the lab (pricing study, concept comparison, feature value study): progress
// while it runs, the shown record with its actions, trust report and its type's view, or a placeholder; then the
// type's history.
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { RecordType } from '@contracts/feedback';
import { runReadingOf, type FeedbackRecord } from '@contracts/feedback-records';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { PanelRunProgress } from '@web/entities/feedback-record/panel-run-progress';
import type { PanelStudyLab } from '@web/entities/feedback-record/panel-study-lab';
import { RecordActions } from '@web/entities/feedback-record/record-actions';
import { TypedRecordHistory } from '@web/entities/feedback-record/history/typed-record-history';
import type { RecordPagesQuery } from '@web/entities/feedback-record/typed-record-pages';
import { useRecordTypeDescriptor } from '@web/entities/feedback-record/record-type-descriptor';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { TrustReportSection } from '@web/entities/feedback-record/record-views/trust-report-section';
import { ReadingSection } from '@web/entities/feedback-record/record-views/reading-section';

type Props<Item extends FeedbackRecord> = {
  lab: Pick<PanelStudyLab<never, Item>, 'progress' | 'placeholder' | 'historyName' | 'historyLabel'>;
  run: { isPending: boolean; answered: number; queued: number | null };
  shown: Item | undefined;
  onSelect: (record: Item) => void;
  history: RecordPagesQuery<Item>;
};

function ShownRecord({ record }: { record: FeedbackRecord }) {
  const View = useRecordTypeDescriptor(record.type).View as ComponentType<RecordViewProps<RecordType>>;
  const reading = runReadingOf(record);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordActions record={record} withOpen size="small" />
      {record.trust && <TrustReportSection trust={record.trust} size="panel" />}
      {reading && <ReadingSection reading={reading} size="panel" />}
      <View record={record} imageUrl="" feedbackId={record.id} />
    </Box>
  );
}

export function PanelStudyResults<Item extends FeedbackRecord>({
  lab,
  run,
  shown,
  onSelect,
  history,
}: Props<Item>) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {run.isPending ? (
        <PanelRunProgress answered={run.answered} queued={run.queued} what={lab.progress} />
      ) : shown ? (
        <ShownRecord record={shown} />
      ) : (
        <ResultsPlaceholder>{lab.placeholder}</ResultsPlaceholder>
      )}
      <TypedRecordHistory
        query={history}
        name={lab.historyName}
        label={lab.historyLabel}
        onSelect={onSelect}
      />
    </Box>
  );
}
