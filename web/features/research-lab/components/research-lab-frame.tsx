import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Groups2 from '@mui/icons-material/Groups2Outlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useAuth } from '@web/entities/session/use-auth';
import Alert from '@mui/material/Alert';
import {
  PERSONAL_WORKSPACE_TYPE,
  useCanRun,
  useWorkspace,
  VIEWER_REASON,
} from '@web/entities/workspaces/use-workspace';
import { WorkspaceSwitcher } from '@web/entities/workspaces/workspace-switcher';
import type { ResearchType } from '@web/entities/research-lab/research-types';
import { useResearchType } from './use-research-type';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { useHydrated } from '@web/lib/use-hydrated';
import { buildPath } from '@web/lib/routes';

type Props = {
  /** The selected research type's panel, under the type list; without it the type shows as coming soon. */
  sidebar?: ReactNode;
  /** The selected research type's results; without it an honest placeholder. */
  main?: ReactNode;
  /**
   * True when the panel hands what was typed into the server's HTML to the app once it is live (the concept test,
   * useCarryTypedValue). Every other panel and its results stay inert until then (decision 051): a field typed
   * into, or a file chosen, before the app took over would otherwise be wiped as it went live.
   */
  carriesEarlyInput?: boolean;
};

function ComingSoonPanel({ type }: { type: ResearchType }) {
  return (
    <Box
      sx={{ p: 2, borderRadius: 2.5, bgcolor: '#f8fafc', border: 1, borderColor: 'divider' }}
      data-testid="research-panel"
    >
      <Typography sx={{ fontWeight: 700 }} component="h2">
        {type.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {type.description}
      </Typography>
      <Chip size="small" label="Coming soon" sx={{ mt: 1.5, fontWeight: 600 }} />
    </Box>
  );
}

function ComingSoonResults({ type }: { type: ResearchType }) {
  return (
    <ResultsPlaceholder>
      {type.resultsHint} {type.label} is coming soon.
    </ResultsPlaceholder>
  );
}

/** The Research Lab frame: research types and the selected type's panel on the left, its results on the right (stacked on mobile). */
export function ResearchLabFrame({ sidebar, main, carriesEarlyInput = false }: Props) {
  const { types, selected, select } = useResearchType();
  const { profile, user } = useAuth();
  const { activeWorkspace } = useWorkspace();
  const canRun = useCanRun();
  const hydrated = useHydrated();
  const inert = !hydrated && !carriesEarlyInput;
  const untilLive = {
    inert,
    'aria-busy': inert || undefined,
    'data-live': hydrated || carriesEarlyInput,
  } as const;
  const firstName = (profile?.full_name || user?.name || '').trim().split(/\s+/)[0];

  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '360px minmax(0, 1fr)' },
        minHeight: { md: 'calc(100vh - 64px)' },
      }}
    >
      <Box
        component="aside"
        aria-label="Research types"
        sx={{
          bgcolor: 'background.paper',
          borderRight: { xs: 'none', md: '1px solid #e2e8f0' },
          borderBottom: { xs: '1px solid #e2e8f0', md: 'none' },
          minWidth: 0,
        }}
      >
        {/* On desktop the panel stays in view while long results scroll. */}
        <Box
          sx={{
            p: { xs: 2, md: 2.5 },
            position: { md: 'sticky' },
            top: { md: 64 },
            maxHeight: { md: 'calc(100vh - 64px)' },
            overflowY: { md: 'auto' },
          }}
        >
          <Typography variant="overline" color="text.secondary" component="h2" sx={{ px: 1 }}>
            Research type
          </Typography>
          <List
            sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' }, py: 0.5 }}
          >
            {types.map((type) => {
              const active = type.id === selected.id;
              return (
                <ListItem key={type.id} disablePadding>
                  <ListItemButton
                    selected={active}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => select(type.id)}
                    disabled={!hydrated}
                    sx={{
                      py: { xs: 0.75, md: 1 },
                      '&.Mui-selected': { bgcolor: 'rgba(79,70,229,0.1)', color: 'primary.main' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'text.secondary' }}>
                      {type.icon}
                    </ListItemIcon>
                    <ListItemText
                      primary={type.label}
                      slotProps={{
                        primary: { sx: { fontWeight: active ? 700 : 500, fontSize: { xs: 14, md: 15 } } },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <Button
            component={RouterLink}
            to={buildPath('audiences')}
            startIcon={<Groups2 />}
            size="small"
            sx={{ mt: 0.5, ml: 0.5 }}
          >
            Your audiences
          </Button>
          {/* A viewer reads the workspace's results and history; each panel's run button is disabled. */}
          {!canRun && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="viewer-notice">
              {VIEWER_REASON}
            </Alert>
          )}
          <Box
            sx={{ mt: 2, cursor: inert ? 'progress' : undefined }}
            {...untilLive}
            data-testid="lab-panel-area"
          >
            {sidebar ?? <ComingSoonPanel type={selected} />}
          </Box>
        </Box>
      </Box>

      <Box
        component="section"
        aria-label="Results"
        sx={{ p: { xs: 2, sm: 3, md: 5 }, display: 'flex', flexDirection: 'column', minWidth: 0 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 1,
            mb: 3,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 30 } }}>
              Research Lab
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {firstName ? `Welcome, ${firstName}. ` : ''}
              {selected.label} selected.
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: { xs: '100%', sm: 240 } }}>
            <WorkspaceSwitcher dense />
            <Button component={RouterLink} to={buildPath('workspace')} size="small" sx={{ flexShrink: 0 }}>
              {activeWorkspace && activeWorkspace.workspace_type !== PERSONAL_WORKSPACE_TYPE
                ? 'Members'
                : 'Teams'}
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: 'contents' }} {...untilLive}>
          {main ?? <ComingSoonResults type={selected} />}
        </Box>
      </Box>
    </Box>
  );
}
