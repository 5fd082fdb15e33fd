import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImageAdOverallAnalysis } from '@contracts/image-ad';
import { AdReadingCard } from '@web/components/analysis/ad-reading-card';
import { AnalysisSummary } from '@web/components/analysis/analysis-summary';
import { twinAnswers } from '@web/components/analysis/twin-answer';
import { AdReactionBox } from './ad-reaction-box';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { RecordSection } from '@web/entities/feedback-record/record-views/section';
import { TwinAnswersSection } from '@web/entities/feedback-record/record-views/twin-answers-section';

/** The twins' mean attention, clarity and appeal for the creative, 1..5. */
export function CreativeScores({ scores }: { scores: ImageAdOverallAnalysis['creativeScores'] }) {
  const items: Array<[string, number]> = [
    ['Attention', scores.attention],
    ['Clarity', scores.clarity],
    ['Appeal', scores.appeal],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }} data-testid="creative-scores">
      <Typography variant="h6" component="h3">
        How the creative lands
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Mean rating of the twins, 1 to 5
      </Typography>
      <Box sx={{ mt: 1.5, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        {items.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: { xs: 22, md: 26 } }}>{value.toFixed(1)}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** An ad creative test: the ad and what was read from it, the score and summary, then each twin's reaction. */
export function AdTestView({ record, imageUrl, feedbackId }: RecordViewProps<'image-ad'>) {
  const analysis = record.overall_analysis;
  const reactionById = new Map(
    record.responses.map((response) => [response.personaId, response.detailed.adReaction]),
  );
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      {analysis && <AdReadingCard reading={analysis.adReading} imageUrl={imageUrl} />}
      <RecordSection id="record-summary-title" title="Overall summary">
        {analysis ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <CreativeScores scores={analysis.creativeScores} />
            <AnalysisSummary analysis={analysis} />
          </Box>
        ) : (
          <Alert severity="info">This run was saved without an overall summary.</Alert>
        )}
      </RecordSection>
      <TwinAnswersSection
        title="Twin reactions"
        answers={twinAnswers(record.responses)}
        feedbackId={feedbackId}
        extra={(answer) => {
          const reaction = reactionById.get(answer.personaId);
          return reaction ? <AdReactionBox reaction={reaction} /> : null;
        }}
      />
    </Box>
  );
}
