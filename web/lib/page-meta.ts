// Title, description and Open Graph tags of the current page, for browsers, link previews and crawlers.
import { useEffect } from 'react';

export type PageMeta = { title: string; description: string; path: string };

export const SITE_NAME = 'Twinsight';

function setMetaTag(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(url: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
}

export function applyPageMeta({ title, description, path }: PageMeta): void {
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const url = new URL(path, window.location.origin).toString();
  document.title = fullTitle;
  setMetaTag('name', 'description', description);
  setMetaTag('property', 'og:title', fullTitle);
  setMetaTag('property', 'og:description', description);
  setMetaTag('property', 'og:url', url);
  setMetaTag('property', 'og:type', 'website');
  setMetaTag('property', 'og:site_name', SITE_NAME);
  setMetaTag('name', 'twitter:card', 'summary');
  setCanonical(url);
}

/** Sets the page's meta tags when it mounts or its meta changes. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, path });
  }, [title, description, path]);
}
