import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { useWorkspace, workspaceTypeLabel } from './use-workspace';

/** The active workspace's name; a select to switch when the user has several. */
export function WorkspaceSwitcher({ dense = false }: { dense?: boolean }) {
  const { workspaces, activeWorkspace, loading, error, switchWorkspace } = useWorkspace();
  if (loading && !activeWorkspace) {
    return (
      <Typography variant="body2" color="text.secondary">
        Loading workspace…
      </Typography>
    );
  }
  if (!activeWorkspace) {
    return (
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ? 'Workspaces could not be loaded' : 'No workspace'}
      </Typography>
    );
  }
  if (workspaces.length < 2) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <WorkspacesOutlined fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" noWrap title={activeWorkspace.name}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Workspace:{' '}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }} data-testid="active-workspace-name">
            {activeWorkspace.name}
          </Box>
        </Typography>
      </Box>
    );
  }
  return (
    <TextField
      select
      size="small"
      label="Workspace"
      value={activeWorkspace.id}
      onChange={(event) => switchWorkspace(event.target.value)}
      fullWidth
      sx={{ minWidth: dense ? 0 : 200 }}
    >
      <ListSubheader>Your workspaces</ListSubheader>
      {workspaces.map((workspace) => (
        <MenuItem key={workspace.id} value={workspace.id}>
          {workspace.name}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {workspaceTypeLabel(workspace.workspace_type)}
          </Typography>
        </MenuItem>
      ))}
    </TextField>
  );
}
