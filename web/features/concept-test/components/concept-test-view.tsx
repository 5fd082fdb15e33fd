import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { AnalysisSummary } from '@web/components/analysis/analysis-summary';
import { twinAnswers } from '@web/components/analysis/twin-answer';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { RecordSection } from '@web/entities/feedback-record/record-views/section';
import { TwinAnswersSection } from '@web/entities/feedback-record/record-views/twin-answers-section';

/** A concept test: the overall summary (score, sentiment, intent, themes, segments), then every twin's answer. */
export function ConceptTestView({ record, feedbackId }: RecordViewProps<'focus-group'>) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <RecordSection id="record-summary-title" title="Overall summary">
        {record.overall_analysis ? (
          <AnalysisSummary analysis={record.overall_analysis} />
        ) : (
          <Alert severity="info">This run was saved without an overall summary.</Alert>
        )}
      </RecordSection>
      <TwinAnswersSection answers={twinAnswers(record.responses)} feedbackId={feedbackId} />
    </Box>
  );
}
