import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { routes } from '@web/lib/routes';
import { DelayedSpinner } from '@web/components/delayed-spinner';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePageMeta } from '@web/lib/page-meta';
import { useAdminContent } from '../api/get-admin-content';
import { ContentEditorForm } from './content-editor-form';

/** /admin/content/new and /admin/content/edit/:contentId: one screen, empty or loaded with the resource. */
export function ContentEditorPage() {
  const { contentId } = useParams();
  const existing = useAdminContent(contentId);
  const item = existing.data;
  const heading = contentId ? (item ? `Editing “${item.title}”` : 'Edit resource') : 'New resource';
  usePageMeta({
    title: contentId ? 'Edit resource' : 'New resource',
    description: 'Write and publish a Twinsight resource.',
    path: routes.adminContentNew,
  });

  return (
    <PageContainer
      title="Content administration"
      subtitle={
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Box>
      }
      actions={
        <Button component={RouterLink} to={routes.adminContentDashboard} startIcon={<ArrowBack />}>
          All resources
        </Button>
      }
    >
      {contentId && existing.isPending && (
        <DelayedSpinner label="Loading the resource…" delayMs={200} minHeight={240} />
      )}
      {contentId && existing.isError && (
        <ProblemAlert error={existing.error} fallback="This resource could not be loaded." />
      )}
      {(!contentId || item) && <ContentEditorForm key={item?.id ?? 'new'} item={item} />}
    </PageContainer>
  );
}
