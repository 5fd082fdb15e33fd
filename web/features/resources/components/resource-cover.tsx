import Box from '@mui/material/Box';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ContentItem } from '@contracts/content';

const kindIcons: Record<ContentItem['kind'], typeof ArticleOutlined> = {
  article: ArticleOutlined,
  guide: MenuBookOutlined,
  'case-study': WorkspacePremiumOutlined,
  webinar: CastForEducationOutlined,
};

type Props = { item: Pick<ContentItem, 'coverImage' | 'kind'>; radius?: number };

/** The resource's cover at 16:9, or a branded placeholder showing its kind. */
export function ResourceCover({ item, radius = 0 }: Props) {
  const Icon = kindIcons[item.kind];
  return (
    <Box sx={{ aspectRatio: '16 / 9', borderRadius: radius, overflow: 'hidden', bgcolor: '#eef2ff' }}>
      {item.coverImage ? (
        <Box
          component="img"
          src={item.coverImage}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            height: '100%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            background: 'linear-gradient(135deg, #eef2ff 0%, #e0e7ff 55%, #ccfbf1 100%)',
            '& svg': { fontSize: 48, opacity: 0.7 },
          }}
        >
          <Icon />
        </Box>
      )}
    </Box>
  );
}
