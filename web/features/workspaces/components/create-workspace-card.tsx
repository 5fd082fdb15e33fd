import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { buildPath } from '@web/lib/routes';
import { useCreateWorkspace } from '../api/create-workspace';

/** A new team workspace with the user as its owner (Business plan); it becomes the active one. */
export function CreateWorkspaceCard({ onCreated }: { onCreated: (workspaceId: string) => void }) {
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const needsPlan = isApiError(create.error) && create.error.code === 'WORKSPACE_PLAN_REQUIRED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (workspace) => {
        setName('');
        onCreated(workspace.id);
      },
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          New team workspace
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Share history, audiences and snapshots with colleagues. Runs in a team workspace are paid from its
          owner’s credits or subscription. Comes with the Business plan.
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            label="Workspace name"
            required
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create
          </Button>
        </Box>
        <ProblemAlert error={create.error} fallback="The workspace could not be created" sx={{ mt: 2 }} />
        {needsPlan && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button component={RouterLink} to={buildPath('pricing')} size="small">
              See the Business plan
            </Button>
            <Button component={RouterLink} to={buildPath('adminUsers')} size="small">
              Admins: grant the plan in Admin → Users
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
