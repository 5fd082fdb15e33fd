import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { plural } from '@web/lib/plural';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { interviewQuestionCount } from '@web/entities/feedback-record/record-facts';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { RecordSection } from '@web/entities/feedback-record/record-views/section';

/** An interview: its summary and topics, then the conversation, every question and answer in order. */
export function InterviewView({ record }: RecordViewProps<'interview'>) {
  const { conversation_summary: summary, topics } = record.overall_analysis;
  const messages = record.responses;
  const twinId =
    messages.find((message) => message.sender === 'ai')?.personaId ?? record.selected_personas[0];
  const { byId } = usePersonasByIds(twinId ? [twinId] : []);
  const twin = twinId ? byId.get(twinId) : undefined;
  const twinName =
    twin?.name ?? messages.find((message) => message.sender === 'ai')?.personaName ?? 'Digital twin';
  const questions = interviewQuestionCount(record);
  const answers = messages.filter((message) => message.sender === 'ai').length;

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <RecordSection id="record-summary-title" title="Summary">
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
              <PersonaAvatar
                persona={{ name: twinName, profile_image: twin?.profile_image ?? '' }}
                size={44}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{twinName}</Typography>
                <Typography variant="body2" color="text.secondary" data-testid="interview-counts">
                  {plural(questions, 'question')} · {plural(answers, 'answer')}
                </Typography>
              </Box>
            </Box>
            <Typography data-testid="interview-summary" sx={{ whiteSpace: 'pre-wrap' }}>
              {summary?.trim() ||
                (messages.length === 0
                  ? 'No question was asked in this interview.'
                  : 'The summary is written once the conversation has a few messages.')}
            </Typography>
            {topics.length > 0 && (
              <Box
                component="ul"
                aria-label="Topics"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
              >
                {topics.map((topic) => (
                  <li key={topic}>
                    <Chip size="small" label={topic} sx={{ maxWidth: '100%' }} />
                  </li>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      </RecordSection>
      <RecordSection id="record-transcript-title" title="The conversation">
        {messages.length === 0 ? (
          <Typography color="text.secondary">No question was asked in this interview.</Typography>
        ) : (
          <Box
            component="ol"
            aria-label="Conversation"
            data-testid="interview-transcript"
            sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
          >
            {messages.map((message) => {
              const mine = message.sender === 'user';
              return (
                <Box
                  component="li"
                  key={message.id}
                  data-testid={mine ? 'transcript-question' : 'transcript-answer'}
                  sx={{
                    justifySelf: mine ? 'end' : 'start',
                    maxWidth: { xs: '92%', sm: '80%' },
                    px: 1.75,
                    py: 1.25,
                    borderRadius: 2.5,
                    bgcolor: mine ? 'primary.main' : '#f1f5f9',
                    color: mine ? 'primary.contrastText' : 'text.primary',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ fontWeight: 700, opacity: 0.85, mb: 0.25 }}
                  >
                    {mine ? 'Question' : twinName}
                  </Typography>
                  <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
                    {message.text}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </RecordSection>
    </Box>
  );
}
