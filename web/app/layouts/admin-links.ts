// The administration pages offered to admins in the avatar menu and the side drawer.
import type { SvgIconComponent } from '@mui/icons-material';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { routes } from '@web/lib/routes';

export type AdminLink = { label: string; to: string; Icon: SvgIconComponent };

export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Content', to: routes.adminContent, Icon: LibraryBooksOutlined },
  { label: 'Snapshot requests', to: routes.adminSnapshotRequests, Icon: MarkEmailUnreadOutlined },
  { label: 'Manage users', to: routes.adminUsers, Icon: ManageAccountsOutlined },
];
