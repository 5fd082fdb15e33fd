// Title, description and Open Graph tags of the current page, for browsers, link previews and crawlers.
import { createContext, useContext, useEffect } from 'react';

export type PageMeta = { title: string; description: string; path: string };

export const SITE_NAME = 'Twinsight';

type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };
type HeadTags = { title: string; canonical: string; meta: MetaTag[] };

/** The one description of a page's head, written to the DOM in the browser and to HTML by server rendering. */
export function headTags({ title, description, path }: PageMeta, origin: string): HeadTags {
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const url = new URL(path, origin).toString();
  return {
    title: fullTitle,
    canonical: url,
    meta: [
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'property', key: 'og:title', content: fullTitle },
      { attribute: 'property', key: 'og:description', content: description },
      { attribute: 'property', key: 'og:url', content: url },
      { attribute: 'property', key: 'og:type', content: 'website' },
      { attribute: 'property', key: 'og:site_name', content: SITE_NAME },
      { attribute: 'name', key: 'twitter:card', content: 'summary' },
    ],
  };
}

export function applyPageMeta(meta: PageMeta): void {
  const tags = headTags(meta, window.location.origin);
  document.title = tags.title;
  for (const { attribute, key, content } of tags.meta) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      document.head.appendChild(tag);
    }
    tag.content = content;
  }
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = tags.canonical;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same tags as HTML, for a server-rendered page's <head>. */
export function headTagsHtml(meta: PageMeta, origin: string): string {
  const tags = headTags(meta, origin);
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(
      ({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
  ].join('\n    ');
}

/** Server rendering provides a sink that keeps the page's meta (effects never run there). */
const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaSinkProvider = PageMetaSink.Provider;

/** Sets the page's meta tags when it mounts or its meta changes. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path } = meta;
  useContext(PageMetaSink)?.({ title, description, path });
  useEffect(() => {
    applyPageMeta({ title, description, path });
  }, [title, description, path]);
}
