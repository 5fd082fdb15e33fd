import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { Logo } from '@web/components/logo';
import { SiteLink } from '@web/components/site-link';
import { WorkspaceSwitcher } from '@web/entities/workspaces/workspace-switcher';
import { useAuth } from '@web/entities/session/use-auth';
import { routes } from '@web/lib/routes';
import { ADMIN_LINKS } from './admin-links';
import { useSignOutAction } from './use-sign-out-action';
import { isActivePath, type NavItem } from './nav-items';

type Props = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  brandName: string;
  pathname: string;
  signedIn: boolean;
  loading: boolean;
};

/** Narrow screens: the navigation as a side drawer (80% wide, at most 280 px). */
export function NavDrawer({ open, onClose, items, brandName, pathname, signedIn, loading }: Props) {
  return (
    <Drawer
      id="site-drawer"
      anchor="left"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{
        paper: { sx: { width: '80%', maxWidth: 280 }, 'aria-label': 'Navigation', role: 'dialog' } as object,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          height: 56,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Logo name={brandName} />
        <IconButton aria-label="Close navigation menu" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <List sx={{ px: 1, py: 1.5 }}>
        {items.map((item) => {
          const active = isActivePath(pathname, item.to);
          return (
            <ListItemButton
              key={item.to}
              component={SiteLink}
              to={item.to}
              onClick={onClose}
              selected={active}
              aria-current={active ? 'page' : undefined}
            >
              <ListItemText
                primary={item.label}
                slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
      <Divider />
      <Box sx={{ p: 2, mt: 'auto' }}>
        {loading ? null : signedIn ? (
          <DrawerAccount onClose={onClose} />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Button component={SiteLink} to={routes.login} variant="outlined" onClick={onClose} fullWidth>
              Sign In
            </Button>
            <Button component={SiteLink} to={routes.signup} variant="contained" onClick={onClose} fullWidth>
              Sign Up
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}

/** The signed-in visitor's part of the drawer: who they are, the workspace, account links and Sign Out. */
function DrawerAccount({ onClose }: { onClose: () => void }) {
  const { user, profile, isAdmin } = useAuth();
  const signOut = useSignOutAction(onClose);
  if (!user) return null;
  return (
    <>
      <Typography sx={{ fontWeight: 700 }} noWrap>
        {profile?.full_name || user.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1.5 }}>
        {user.email}
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <WorkspaceSwitcher dense />
      </Box>
      <List disablePadding>
        <ListItemButton component={SiteLink} to={routes.profile} onClick={onClose}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Profile" />
        </ListItemButton>
        <ListItemButton component={SiteLink} to={routes.apiReference} onClick={onClose}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <ApiOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="API reference" />
        </ListItemButton>
        {isAdmin &&
          ADMIN_LINKS.map(({ label, to, Icon }) => (
            <ListItemButton key={to} component={SiteLink} to={to} onClick={onClose}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        <ListItemButton onClick={signOut}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Sign Out" />
        </ListItemButton>
      </List>
    </>
  );
}
