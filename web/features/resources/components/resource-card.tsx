import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CONTENT_KIND_LABELS, type ContentSummary } from '@contracts/content';
import { buildPath } from '@web/lib/routes';
import { formatResourceDate } from './format-resource-date';
import { ResourceCover } from './resource-cover';

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

export function ResourceCard({ item }: { item: ContentSummary }) {
  const date = item.publishedAt ?? item.createdAt;
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={buildPath('resource', { slug: item.slug })}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ResourceCover item={item} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
            {CONTENT_KIND_LABELS[item.kind]}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, ...clamp(3) }}>
            {item.title}
          </Typography>
          {item.summary && (
            <Typography variant="body2" color="text.secondary" sx={clamp(3)}>
              {item.summary}
            </Typography>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={date}
            sx={{ mt: 'auto', pt: 1 }}
          >
            {formatResourceDate(date)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
