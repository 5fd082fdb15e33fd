// What /search searches: the public site pages and the published resources.
import { CONTENT_KIND_LABELS, type ContentItem } from '@contracts/content';
import { publicPages } from '@web/lib/public-pages';
import type { SearchDocument } from './rank-results';

export const sitePageDocuments: SearchDocument[] = Object.values(publicPages)
  .filter((page) => page.searchable)
  .map((page) => ({
    href: page.path,
    title: page.title,
    summary: page.description,
    keywords: page.keywords,
    kind: 'Page',
  }));

export function resourceDocuments(items: ContentItem[]): SearchDocument[] {
  return items
    .filter((item) => item.status === 'published')
    .map((item) => ({
      href: `/resources/${item.slug}`,
      title: item.title,
      summary: item.summary,
      keywords: [],
      kind: CONTENT_KIND_LABELS[item.kind],
    }));
}
