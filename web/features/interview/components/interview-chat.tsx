import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import Send from '@mui/icons-material/Send';
import { MAX_INTERVIEW_MESSAGE_LENGTH, MAX_INTERVIEW_QUESTIONS } from '@contracts/interviews';
import type { Persona } from '@contracts/personas';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { errorMessage } from '@web/lib/api-client';
import { questionsAskedIn, type Interview } from '../api/use-interview';
import { suggestedQuestions } from './suggested-questions';
import { TwinFacts } from './twin-facts';
import { RecordActions } from '@web/entities/feedback-record/record-actions';

type Props = {
  interview: Interview | null;
  twin: Persona | undefined;
  answering: boolean;
  pending: { question: string; text: string } | null;
  error: unknown;
  canRetry: boolean;
  onAsk: (question: string) => void;
  onRetry: () => void;
};

const bounce = keyframes`0%, 80%, 100% { opacity: 0.25; transform: translateY(0); } 40% { opacity: 1; transform: translateY(-3px); }`;

function TypingIndicator({ name }: { name: string }) {
  return (
    <Box role="status" aria-label={`${name} is typing`} sx={{ display: 'inline-flex', gap: 0.5, py: 0.75 }}>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          component="span"
          sx={{
            width: 7,
            height: 7,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
          }}
        />
      ))}
    </Box>
  );
}

function Bubble({
  from,
  twin,
  children,
  testId,
}: {
  from: 'user' | 'ai';
  twin: Persona | undefined;
  children: React.ReactNode;
  testId: string;
}) {
  const mine = from === 'user';
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: mine ? 'flex-end' : 'flex-start',
        alignItems: 'flex-end',
        listStyle: 'none',
      }}
    >
      {!mine && twin && <PersonaAvatar persona={twin} size={32} />}
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.75,
          py: 1,
          borderRadius: 2.5,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : '#f1f5f9',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The conversation with one twin: its profile at hand, the messages, the answer being written, and the composer. */
export function InterviewChat({
  interview,
  twin,
  answering,
  pending,
  error,
  canRetry,
  onAsk,
  onRetry,
}: Props) {
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const asked = questionsAskedIn(interview) + (pending ? 1 : 0);
  const full = asked >= MAX_INTERVIEW_QUESTIONS;
  const name = twin?.name.split(/\s+/)[0] ?? 'The twin';

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [interview?.messages.length, pending?.text, error]);

  if (!interview) {
    return (
      <ResultsPlaceholder>
        Choose a digital twin and start the interview; your conversation will show here.
      </ResultsPlaceholder>
    );
  }

  const send = (question = draft) => {
    const text = question.trim();
    if (!text || answering || full) return;
    onAsk(text);
    if (question === draft) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        minHeight: { md: 520 },
      }}
      data-testid="interview-chat"
    >
      <Box
        sx={{
          p: 2,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {twin && <PersonaAvatar persona={twin} size={48} />}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {twin?.name ?? 'Digital twin'}
            </Typography>
            {twin && <TwinFacts twin={twin} />}
          </Box>
          <Chip
            size="small"
            label={`${asked} of ${MAX_INTERVIEW_QUESTIONS} questions`}
            data-testid="question-count"
            sx={{ flexShrink: 0 }}
          />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minWidth: 0,
          }}
        >
          {interview.topic ? (
            <Chip
              size="small"
              variant="outlined"
              label={`Topic: ${interview.topic}`}
              sx={{ minWidth: 0, maxWidth: '100%' }}
            />
          ) : (
            <span />
          )}
          <RecordActions record={{ id: interview.id, type: 'interview' }} withOpen size="small" />
        </Box>
      </Box>

      <Box sx={{ flex: 1, p: { xs: 1.5, sm: 2 }, display: 'grid', alignContent: 'start', gap: 1.5 }}>
        {interview.messages.length === 0 && !pending && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Suggested opening questions
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {suggestedQuestions(interview.topic).map((question) => (
                <Chip
                  key={question}
                  label={question}
                  onClick={() => send(question)}
                  clickable
                  color="primary"
                  variant="outlined"
                  sx={{
                    maxWidth: '100%',
                    height: 'auto',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                  }}
                />
              ))}
            </Box>
          </Box>
        )}
        <Box
          component="ol"
          aria-label="Conversation"
          aria-live="polite"
          sx={{ display: 'grid', gap: 1.25, p: 0, m: 0 }}
        >
          {interview.messages.map((message) => (
            <Bubble
              key={message.id}
              from={message.sender}
              twin={twin}
              testId={message.sender === 'user' ? 'interview-question' : 'interview-answer'}
            >
              {message.text}
            </Bubble>
          ))}
          {pending && (
            <>
              <Bubble from="user" twin={twin} testId="interview-question">
                {pending.question}
              </Bubble>
              <Bubble from="ai" twin={twin} testId="interview-answer-streaming">
                {pending.text || <TypingIndicator name={name} />}
              </Bubble>
            </>
          )}
        </Box>
        {error ? (
          <Alert
            severity="error"
            action={
              canRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  Retry
                </Button>
              ) : undefined
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : null}
        <div ref={end} />
      </Box>

      <Box sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider', bgcolor: '#f8fafc' }}>
        {full && !pending ? (
          <Alert severity="info">
            This interview has used all {MAX_INTERVIEW_QUESTIONS} questions. Start a new interview to keep
            talking.
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
            <TextField
              fullWidth
              multiline
              maxRows={6}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={`Ask ${name} a question…`}
              helperText="Enter to send · Shift+Enter for a new line"
              slotProps={{
                htmlInput: { maxLength: MAX_INTERVIEW_MESSAGE_LENGTH, 'aria-label': 'Your question' },
              }}
              sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
            />
            <IconButton
              color="primary"
              aria-label="Send question"
              disabled={!draft.trim() || answering}
              onClick={() => send()}
              sx={{ mb: 3 }}
            >
              <Send />
            </IconButton>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
