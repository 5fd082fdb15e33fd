import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Send from '@mui/icons-material/Send';
import type { FollowUp } from '@contracts/feedback';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAskFollowUp, useFollowUps } from './use-follow-ups';

type Props = {
  open: boolean;
  onClose: () => void;
  feedbackId: string;
  personaId: string;
  twinName: string;
  twinImage?: string;
  /** The follow-ups known from the run, shown until the saved list arrives. */
  initialFollowUps: FollowUp[];
};

const FOLLOW_UP_MAX_LENGTH = 1000;

function Bubble({ from, children, image }: { from: 'you' | 'twin'; children: string; image?: string }) {
  const mine = from === 'you';
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: mine ? 'flex-end' : 'flex-start',
        alignItems: 'flex-end',
      }}
    >
      {!mine && <Avatar src={image} alt="" sx={{ width: 28, height: 28 }} />}
      <Typography
        variant="body2"
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2.5,
          whiteSpace: 'pre-wrap',
          bgcolor: mine ? 'primary.main' : '#f1f5f9',
          color: mine ? 'primary.contrastText' : 'text.primary',
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** A short conversation with one twin about a saved run: earlier follow-ups, a question box, the twin's reply. */
export function FollowUpDialog({
  open,
  onClose,
  feedbackId,
  personaId,
  twinName,
  twinImage,
  initialFollowUps,
}: Props) {
  const [question, setQuestion] = useState('');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const followUps = useFollowUps(feedbackId, personaId, open);
  const ask = useAskFollowUp(feedbackId, personaId);
  const end = useRef<HTMLDivElement>(null);
  const conversation = followUps.data ?? initialFollowUps;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [conversation.length, ask.isPending]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || ask.isPending) return;
    ask.mutate(text, { onSuccess: () => setQuestion('') });
  };

  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      scroll="paper"
      aria-labelledby="follow-up-title"
    >
      <DialogTitle id="follow-up-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={twinImage} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ display: 'block' }}>
            Ask {twinName} a follow-up
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block', mt: 0.25 }}
          >
            Replies stay consistent with their first answer and are saved with this run.
          </Typography>
        </Box>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'grid', gap: 1.5, minHeight: 200, alignContent: 'start' }}
        aria-live="polite"
        data-testid="follow-up-conversation"
      >
        {followUps.isPending && initialFollowUps.length === 0 && open ? (
          <Skeleton variant="rounded" height={48} />
        ) : conversation.length === 0 && !ask.isPending ? (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            No follow-ups yet. Ask about price, how they would use it, or what would change their mind.
          </Typography>
        ) : null}
        {conversation.map((entry) => (
          <Box key={`${entry.timestamp}-${entry.question}`} sx={{ display: 'grid', gap: 1 }}>
            <Bubble from="you">{entry.question}</Bubble>
            <Bubble from="twin" image={twinImage}>
              {entry.response}
            </Bubble>
          </Box>
        ))}
        {ask.isPending && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Bubble from="you">{ask.variables ?? ''}</Bubble>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <CircularProgress size={14} /> {twinName} is answering…
            </Typography>
          </Box>
        )}
        <ProblemAlert error={followUps.error} />
        <ProblemAlert error={ask.error} />
        <div ref={end} />
      </DialogContent>
      <Box
        component="form"
        onSubmit={send}
        sx={{ px: 3, pt: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          multiline
          maxRows={4}
          size="small"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={sendOnEnter}
          placeholder={`Ask ${twinName} a question…`}
          helperText="Enter sends · Shift+Enter adds a line"
          slotProps={{
            htmlInput: { maxLength: FOLLOW_UP_MAX_LENGTH, 'aria-label': 'Your follow-up question' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!question.trim() || ask.isPending}
          endIcon={<Send />}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Ask
        </Button>
      </Box>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
