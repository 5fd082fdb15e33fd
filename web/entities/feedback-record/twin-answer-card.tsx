import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import type { Persona } from '@contracts/personas';
import type { Reason } from '@contracts/twin-answers';
import { FollowUpDialog } from './follow-up-dialog';
import { useFollowUps } from './use-follow-ups';
import { useCanRun, VIEWER_REASON } from '@web/entities/workspaces/use-workspace';
import { countryName, SENTIMENT_COLORS, type TwinAnswer } from '@web/components/analysis/twin-answer';

function TwinHeader({ twin, name }: { twin: Persona | undefined; name: string }) {
  const details = twin
    ? [`${twin.age}`, twin.occupation, countryName(twin.country_code)].filter(Boolean).join(' · ')
    : null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <Avatar src={twin?.profile_image} alt="" sx={{ width: 48, height: 48 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }} noWrap>
          {twin?.name ?? name}
        </Typography>
        {details ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        ) : (
          <Skeleton width={160} />
        )}
      </Box>
    </Box>
  );
}

function ReasonList({ title, reasons, positive }: { title: string; reasons: Reason[]; positive: boolean }) {
  if (reasons.length === 0) return null;
  const Icon = positive ? ThumbUpOutlined : ThumbDownOutlined;
  return (
    <Box>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 700,
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          color: positive ? 'success.dark' : 'error.dark',
        }}
      >
        <Icon sx={{ fontSize: 16 }} /> {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {reasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason.text}>
            {reason.text}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              About “{reason.conceptDetail}” · {reason.personaAttribute}
            </Typography>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** A twin that has not answered yet: who it is, and a placeholder for the answer. */
export function TwinAnswerSkeleton({ twin }: { twin: Persona | undefined }) {
  return (
    <Card aria-busy="true" data-testid="twin-answer-pending">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <TwinHeader twin={twin} name="Digital twin" />
        <Typography variant="caption" color="text.secondary">
          Thinking about your concept…
        </Typography>
        <Box>
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </Box>
      </CardContent>
    </Card>
  );
}

type Props = { answer: TwinAnswer; twin: Persona | undefined; feedbackId: string | null };

/** One twin's answer: who they are, how they feel about the concept, why, and a way to ask them more. */
export function TwinAnswerCard({ answer, twin, feedbackId }: Props) {
  const [reasonsOpen, setReasonsOpen] = useState(false);
  const [followUpOpen, setFollowUpOpen] = useState(false);
  // Follow-ups ask twins, which a workspace's viewers do not.
  const canAsk = useCanRun();
  const hasReasons = answer.reasonsFor.length + answer.reasonsAgainst.length > 0;
  const reasonsId = `reasons-${answer.personaId}`;
  const name = twin?.name ?? answer.personaName;
  // The saved conversation once the dialog has loaded or extended it, else what the run record carries.
  const followUps = useFollowUps(feedbackId ?? '', answer.personaId, false).data ?? answer.followUps;

  return (
    <Card component="article" aria-label={`${name}'s feedback`} data-testid="twin-answer">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <TwinHeader twin={twin} name={answer.personaName} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {answer.sentiment && (
            <Chip
              size="small"
              label={answer.sentiment.charAt(0).toUpperCase() + answer.sentiment.slice(1)}
              sx={{ fontWeight: 700, color: '#fff', bgcolor: SENTIMENT_COLORS[answer.sentiment] }}
            />
          )}
          {answer.score !== null && <Chip size="small" variant="outlined" label={`Score ${answer.score}`} />}
          {answer.interestLevel !== null && (
            <Chip size="small" variant="outlined" label={`Interest ${answer.interestLevel}/5`} />
          )}
          {answer.purchaseIntent !== null && (
            <Chip
              size="small"
              variant="outlined"
              label={`Purchase intent ${answer.purchaseIntent.toFixed(1)}/5`}
            />
          )}
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.65 }}>
          {answer.text}
        </Typography>
        {followUps.length > 0 && (
          <Box
            component="section"
            aria-label={`Follow-ups with ${name}`}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, display: 'grid', gap: 1 }}
          >
            {followUps.map((entry) => (
              <Box key={`${entry.timestamp}-${entry.question}`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.question}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {entry.response}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          {hasReasons && (
            <Button
              size="small"
              color="inherit"
              onClick={() => setReasonsOpen((open) => !open)}
              aria-expanded={reasonsOpen}
              aria-controls={reasonsId}
              endIcon={
                <ExpandMore
                  sx={{ transform: reasonsOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                />
              }
            >
              Reasons for and against
            </Button>
          )}
          {feedbackId && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<QuestionAnswerOutlined />}
              onClick={() => setFollowUpOpen(true)}
              disabled={!canAsk}
              title={canAsk ? undefined : VIEWER_REASON}
              sx={{ ml: 'auto' }}
            >
              Ask a follow-up
            </Button>
          )}
        </Box>
        {hasReasons && (
          <Collapse in={reasonsOpen} id={reasonsId} unmountOnExit>
            <Box sx={{ display: 'grid', gap: 1.5, pt: 0.5 }}>
              <ReasonList title="Reasons for" reasons={answer.reasonsFor} positive />
              <ReasonList title="Reasons against" reasons={answer.reasonsAgainst} positive={false} />
            </Box>
          </Collapse>
        )}
      </CardContent>
      {feedbackId && (
        <FollowUpDialog
          open={followUpOpen}
          onClose={() => setFollowUpOpen(false)}
          feedbackId={feedbackId}
          personaId={answer.personaId}
          twinName={name}
          twinImage={twin?.profile_image}
          initialFollowUps={answer.followUps}
        />
      )}
    </Card>
  );
}
