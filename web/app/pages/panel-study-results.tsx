// The results column of a panel study in the lab (pricing study, concept comparison): progress while it runs, the
// shown record with its actions and trust report, or a placeholder; then the type's history.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { runReadingOf, type FeedbackRecord } from '@contracts/feedback-records';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { PanelRunProgress } from '@web/entities/feedback-record/panel-run-progress';
import { RecordActions } from '@web/entities/feedback-record/record-actions';
import { TypedRecordHistory } from '@web/entities/feedback-record/history/typed-record-history';
import type { RecordPagesQuery } from '@web/entities/feedback-record/typed-record-pages';
import { TrustReportSection } from '@web/entities/feedback-record/record-views/trust-report-section';
import { ReadingSection } from '@web/entities/feedback-record/record-views/reading-section';

type Props<Item extends FeedbackRecord> = {
  run: { isPending: boolean; answered: number; queued: Parameters<typeof PanelRunProgress>[0]['queued'] };
  /** What the twins are doing while it runs: 'The twins are weighing your prices'. */
  progress: string;
  shown: Item | undefined;
  onSelect: (record: Item) => void;
  view: (record: Item) => ReactNode;
  placeholder: ReactNode;
  history: RecordPagesQuery<Item>;
  historyName: string;
  historyLabel: string;
};

export function PanelStudyResults<Item extends FeedbackRecord>(props: Props<Item>) {
  const { run, shown } = props;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {run.isPending ? (
        <PanelRunProgress answered={run.answered} queued={run.queued} what={props.progress} />
      ) : shown ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <RecordActions record={shown} withOpen size="small" />
          {shown.trust && <TrustReportSection trust={shown.trust} size="panel" />}
          {runReadingOf(shown) && <ReadingSection reading={runReadingOf(shown)!} size="panel" />}
          {props.view(shown)}
        </Box>
      ) : (
        <ResultsPlaceholder>{props.placeholder}</ResultsPlaceholder>
      )}
      <TypedRecordHistory
        query={props.history}
        name={props.historyName}
        label={props.historyLabel}
        onSelect={props.onSelect}
      />
    </Box>
  );
}
