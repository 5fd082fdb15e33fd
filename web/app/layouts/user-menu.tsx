import { useCallback, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { WorkspaceSwitcher } from '@web/entities/workspaces/workspace-switcher';
import { useAuth } from '@web/entities/session/use-auth';
import { routes } from '@web/lib/routes';
import { ADMIN_LINKS } from './admin-links';
import { useSignOutAction } from './use-sign-out-action';

export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email ?? '?').slice(0, 1).toUpperCase();
}

/** The signed-in avatar menu: who you are, the active workspace, Profile, API reference, the admin pages and Sign Out. */
export function UserMenu() {
  const { user, profile, isAdmin } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = useCallback(() => setAnchor(null), []);
  const signOut = useSignOutAction(close);
  if (!user) return null;
  const name = profile?.full_name || user.name;
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* The initials are a picture of who is signed in; the button's name says what it does. */}
        <Avatar
          aria-hidden
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14, fontWeight: 700 }}
        >
          {initialsOf(name, user.email)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 280, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Box sx={{ mt: 1.5 }} onKeyDown={(event) => event.stopPropagation()}>
            <WorkspaceSwitcher dense />
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={routes.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem component={RouterLink} to={routes.apiReference} onClick={close}>
          <ListItemIcon>
            <ApiOutlined fontSize="small" />
          </ListItemIcon>
          API reference
        </MenuItem>
        {isAdmin &&
          ADMIN_LINKS.map(({ label, to, Icon }) => (
            <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {label}
            </MenuItem>
          ))}
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
