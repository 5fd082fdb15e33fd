import { useState } from 'react';
import { formatDistanceToNow } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  createWebhookSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type Webhook,
  type WebhookEvent,
} from '@contracts/webhooks';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { useWorkspace } from '@web/entities/workspaces/use-workspace';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useResumeWebhook } from '../api/resume-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { ConfirmRemovalDialog } from '@web/components/confirm-removal-dialog';
import { ShownOnceSecret } from '@web/components/shown-once-secret';
import { OutlinedRow } from './outlined-row';

const eventLabels: Record<WebhookEvent, string> = {
  'run.completed': 'A run completed',
  'run.failed': 'A run failed',
  'credits.low': 'Credits are running low',
};

function lastDelivery(webhook: Webhook): {
  label: string;
  color: 'default' | 'success' | 'warning' | 'error';
} {
  if (webhook.paused) return { label: 'Paused', color: 'error' };
  const last = webhook.lastDelivery;
  if (!last) return { label: 'No deliveries yet', color: 'default' };
  const when = formatDistanceToNow(new Date(last.lastAttemptAt ?? last.createdAt), { addSuffix: true });
  if (last.status === 'delivered') return { label: `Delivered ${when}`, color: 'success' };
  if (last.status === 'failed')
    return { label: `Failed after ${last.attempts} attempts ${when}`, color: 'error' };
  return {
    label: last.attempts === 0 ? 'Sending…' : `Retrying (${last.error ?? 'no answer'})`,
    color: 'warning',
  };
}

/** The active workspace's webhook endpoints: added with their events (signing secret shown once), removed here. */
export function WebhooksCard() {
  const { activeWorkspace } = useWorkspace();
  const workspaceId = activeWorkspace?.id;
  const webhooks = useWebhooks(workspaceId);
  const create = useCreateWebhook(workspaceId);
  const remove = useDeleteWebhook(workspaceId);
  const resume = useResumeWebhook(workspaceId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['run.completed', 'run.failed']);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);

  const toggle = (event: WebhookEvent, checked: boolean) =>
    setEvents((current) => (checked ? [...current, event] : current.filter((item) => item !== event)));

  const onAdd = async (submit: React.FormEvent) => {
    submit.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url: url.trim(), events });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({
        url: issues.find((issue) => issue.path[0] === 'url')?.message,
        events: issues.find((issue) => issue.path[0] === 'events')?.message,
      });
      return;
    }
    setErrors({});
    try {
      const answer = await create.mutateAsync(parsed.data);
      setSecret(answer.secret);
      setUrl('');
    } catch (error) {
      // A field the server refused is shown on the field; anything else in the alert below.
      const url = isApiError(error) ? error.invalidParams.find((param) => param.name === 'url') : undefined;
      if (url) setErrors({ url: url.reason });
    }
  };

  return (
    <Card component="section" aria-labelledby="webhooks-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="webhooks-title" variant="h6" component="h2">
          Webhooks
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          We POST a signed JSON event to your endpoint when something happens in the workspace “
          {activeWorkspace?.name ?? '…'}”. Check the <code>Twinsight-Signature</code> header with the
          endpoint’s secret; failed deliveries are retried with increasing waits.
        </Typography>

        {secret && (
          <ShownOnceSecret
            title="The endpoint’s signing secret."
            secret={secret}
            testId="new-webhook-secret"
            onClose={() => setSecret(null)}
          />
        )}

        <Box component="form" noValidate onSubmit={onAdd} aria-label="Add a webhook">
          <Stack spacing={1}>
            <TextField
              label="Endpoint URL"
              placeholder="https://example.com/hooks/twinsight"
              value={url}
              onChange={(change) => setUrl(change.target.value)}
              error={Boolean(errors.url)}
              helperText={errors.url}
              slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX_LENGTH, inputMode: 'url' } }}
              size="small"
            />
            <FormGroup row aria-label="Events to send">
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox
                      checked={events.includes(event)}
                      onChange={(change) => toggle(event, change.target.checked)}
                    />
                  }
                  label={eventLabels[event]}
                />
              ))}
            </FormGroup>
            {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={create.isPending}>
                Add webhook
              </Button>
            </Box>
            {!errors.url && <ProblemAlert error={create.error} />}
          </Stack>
        </Box>

        <Box sx={{ mt: 2 }}>
          <ProblemAlert error={webhooks.error} fallback="Could not load the workspace’s webhooks." />
          <ProblemAlert error={remove.error} sx={{ mb: 1 }} />
          <ProblemAlert error={resume.error} sx={{ mb: 1 }} />
          {webhooks.isPending ? (
            <Skeleton height={56} aria-label="Loading webhooks" />
          ) : webhooks.data?.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No webhooks yet.
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Your webhooks"
            >
              {webhooks.data?.map((webhook) => {
                const status = lastDelivery(webhook);
                return (
                  <OutlinedRow key={webhook.id}>
                    <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {webhook.url}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                        {webhook.events.join(' · ')}
                      </Typography>
                      <Chip size="small" color={status.color} label={status.label} />
                      {webhook.paused && (
                        <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                          {webhook.paused.reason}
                        </Typography>
                      )}
                    </Box>
                    {webhook.paused && (
                      <Button
                        variant="contained"
                        size="small"
                        loading={resume.isPending && resume.variables === webhook.id}
                        onClick={() => resume.mutate(webhook.id)}
                        aria-label={`Resume the webhook ${webhook.url}`}
                      >
                        Resume
                      </Button>
                    )}
                    <Button
                      color="error"
                      variant="outlined"
                      size="small"
                      onClick={() => setRemoving(webhook)}
                      aria-label={`Remove the webhook ${webhook.url}`}
                    >
                      Remove
                    </Button>
                  </OutlinedRow>
                );
              })}
            </Stack>
          )}
        </Box>
      </CardContent>

      <ConfirmRemovalDialog
        open={removing !== null}
        title="Remove this webhook?"
        text={`Nothing more is sent to ${removing?.url ?? 'this endpoint'}. This cannot be undone.`}
        confirmLabel="Remove webhook"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </Card>
  );
}
