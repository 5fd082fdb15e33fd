import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { NoticeCard } from '../../../components/notice-card';
import { PageContainer } from '../../../components/page-container';

type Mode = 'home' | 'dashboard' | 'new' | 'edit';

const subtitles: Record<Mode, string> = {
  home: 'Manage the resources published on the site.',
  dashboard: 'An overview of every resource, draft and published.',
  new: 'Write a new resource.',
  edit: 'Edit an existing resource.',
};

/** The content administration frame; the editor and dashboard arrive with their own issue. */
export function AdminContentPage({ mode }: { mode: Mode }) {
  const { contentId } = useParams();
  return (
    <PageContainer title="Content administration" subtitle={subtitles[mode]}>
      <Alert severity="info" sx={{ mb: 3 }}>
        You are signed in as an administrator.
      </Alert>
      <NoticeCard icon={<ArticleOutlined />} title="Content tools are on their way">
        The resource dashboard and editor{mode === 'edit' && contentId ? ` (for item ${contentId})` : ''} will appear here
        once content management is released.
      </NoticeCard>
    </PageContainer>
  );
}
