import { useState } from 'react';
import { format, formatDistanceToNow } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX_LENGTH,
  scopeOfPermissions,
  type ApiKeyScope,
  type ApiKeySummary,
} from '@contracts/api-keys';
import { ProblemAlert } from '@web/components/problem-alert';
import { createApiKeySchema, useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ConfirmRemovalDialog } from '@web/components/confirm-removal-dialog';
import { ShownOnceSecret } from '@web/components/shown-once-secret';
import { OutlinedRow } from './outlined-row';

const scopeLabels: Record<ApiKeyScope, string> = { read: 'Read', run: 'Read and run' };
const DAY_SECONDS = 24 * 60 * 60;

function lastUsed(key: ApiKeySummary): string {
  return key.lastRequest
    ? `Last used ${formatDistanceToNow(new Date(key.lastRequest), { addSuffix: true })}`
    : 'Never used';
}

function expiry(key: ApiKeySummary): string {
  if (!key.expiresAt) return 'Never expires';
  const at = new Date(key.expiresAt);
  return `${at.getTime() < Date.now() ? 'Expired' : 'Expires'} ${format(at, 'd MMM yyyy')}`;
}

/** Named API keys for `Authorization: Bearer`: created with a scope and an expiry, shown once, revoked here. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiryDays, setExpiryDays] = useState<string>('90');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  const onCreate = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      expiresIn: expiryDays === 'never' ? null : Number(expiryDays) * DAY_SECONDS,
      metadata: { scope },
    };
    const parsed = createApiKeySchema.safeParse(input);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Name the key');
      return;
    }
    setNameError(null);
    try {
      const answer = await create.mutateAsync(parsed.data);
      setCreated({ name: parsed.data.name, key: answer.key });
      setName('');
    } catch {
      // shown from create.error
    }
  };

  return (
    <Card component="section" aria-labelledby="api-keys-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="api-keys-title" variant="h6" component="h2">
          API keys
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Call the API from your own tools with <code>Authorization: Bearer &lt;key&gt;</code>. A read key
          reads your results; a read-and-run key also starts studies, charged to your credits.
        </Typography>

        {created && (
          <ShownOnceSecret
            title={`Your key “${created.name}”.`}
            secret={created.key}
            testId="new-api-key"
            onClose={() => setCreated(null)}
          />
        )}

        <Box component="form" noValidate onSubmit={onCreate} aria-label="Create an API key">
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1.3fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              label="Key name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX_LENGTH } }}
              size="small"
            />
            <TextField
              select
              label="Scope"
              value={scope}
              onChange={(event) => setScope(event.target.value as ApiKeyScope)}
              size="small"
            >
              <MenuItem value="read">{scopeLabels.read}</MenuItem>
              <MenuItem value="run">{scopeLabels.run}</MenuItem>
            </TextField>
            <TextField
              select
              label="Expires"
              value={expiryDays}
              onChange={(event) => setExpiryDays(event.target.value)}
              size="small"
            >
              {API_KEY_EXPIRY_DAYS.map((days) => (
                <MenuItem key={days} value={String(days)}>
                  In {days} days
                </MenuItem>
              ))}
              <MenuItem value="never">Never</MenuItem>
            </TextField>
            <Button
              type="submit"
              variant="contained"
              loading={create.isPending}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Create key
            </Button>
          </Box>
          <ProblemAlert error={create.error} sx={{ mt: 1 }} />
        </Box>

        <Box sx={{ mt: 2 }}>
          <ProblemAlert error={keys.error} fallback="Could not load your API keys." />
          <ProblemAlert error={revoke.error} sx={{ mb: 1 }} />
          {keys.isPending ? (
            <Stack spacing={1} aria-label="Loading your API keys">
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          ) : keys.data?.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No API keys yet.
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label="Your API keys"
            >
              {keys.data?.map((key) => (
                <OutlinedRow key={key.id}>
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {key.name ?? 'Unnamed key'}{' '}
                      <Chip
                        size="small"
                        label={scopeLabels[scopeOfPermissions(key.permissions)]}
                        sx={{ ml: 0.5 }}
                      />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <code>{key.start}…</code> · {lastUsed(key)} · {expiry(key)}
                    </Typography>
                  </Box>
                  <Button
                    color="error"
                    variant="outlined"
                    size="small"
                    onClick={() => setRevoking(key)}
                    aria-label={`Revoke ${key.name ?? 'key'}`}
                  >
                    Revoke
                  </Button>
                </OutlinedRow>
              ))}
            </Stack>
          )}
        </Box>
      </CardContent>

      <ConfirmRemovalDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? 'key'}”?`}
        text="Anything that uses this key is refused from now on. This cannot be undone."
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </Card>
  );
}
