import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { CONTENT_KIND_LABELS } from '@contracts/content';
import { buildPath, routes } from '@web/lib/routes';
import { MarkdownView } from '@web/components/markdown-view';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';
import { publicPages } from '@web/lib/public-pages';
import { usePublishedItem } from '@web/entities/site/get-published-content';
import { formatResourceDate } from './format-resource-date';
import { ResourceCover } from './resource-cover';

type Props = { notFound: ReactNode };

/** /resources/:slug: one published resource, its markdown rendered sanitised; unknown or draft slugs get the 404 page. */
export function ResourcePage({ notFound }: Props) {
  const { slug = '' } = useParams();
  const resource = usePublishedItem(slug);
  const item = resource.data;
  usePageMeta({
    title: item?.title ?? publicPages.resources.title,
    description: item?.summary || publicPages.resources.description,
    path: buildPath('resource', { slug }),
  });

  if (resource.isError && isApiError(resource.error) && resource.error.status === 404) return notFound;
  const date = item ? (item.publishedAt ?? item.createdAt) : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
        <Box sx={{ mb: 2 }}>
          <Button component={RouterLink} to={routes.resources} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
            All resources
          </Button>
        </Box>

        {resource.isError && <ProblemAlert error={resource.error} />}

        {resource.isPending && (
          <Box role="status" aria-label="Loading the resource">
            <Skeleton width="20%" />
            <Skeleton height={56} />
            <Skeleton width="60%" />
            <Skeleton
              variant="rectangular"
              sx={{ mt: 3, aspectRatio: '16 / 9', height: 'auto', borderRadius: 3 }}
            />
          </Box>
        )}

        {item && date && (
          <>
            <Typography variant="overline" color="primary" component="p">
              {CONTENT_KIND_LABELS[item.kind]}
            </Typography>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontSize: { xs: 30, md: 42 }, lineHeight: 1.15, overflowWrap: 'anywhere' }}
            >
              {item.title}
            </Typography>
            {item.summary && (
              <Typography
                color="text.secondary"
                sx={{ mt: 2, fontSize: { xs: 18, md: 20 }, lineHeight: 1.5 }}
              >
                {item.summary}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {item.authorName && <>{item.authorName} · </>}
              <time dateTime={date}>{formatResourceDate(date)}</time>
            </Typography>
            {item.coverImage && (
              <Box sx={{ mt: { xs: 3, md: 4 } }}>
                <ResourceCover item={item} radius={1.6} />
              </Box>
            )}
            <Box sx={{ mt: { xs: 3, md: 4 } }}>
              <MarkdownView markdown={item.body} />
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
