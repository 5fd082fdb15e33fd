// The one markdown renderer for resources (public page and editor preview): GitHub-flavoured, sanitised.
import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Box from '@mui/material/Box';
import { siteOrigin } from '@web/lib/site-origin';

function resolve(url: string): URL | null {
  try {
    return new URL(url, `${siteOrigin()}/`);
  } catch {
    return null;
  }
}

/** Images only from our own origin or over https; links only with the safe protocols react-markdown knows. */
const transformUrl: UrlTransform = (url, key) => {
  if (key === 'src') {
    const resolved = resolve(url);
    const allowed = resolved && (resolved.origin === siteOrigin() || resolved.protocol === 'https:');
    return allowed ? url : undefined;
  }
  return defaultUrlTransform(url) || undefined;
};

function isExternal(href: string | undefined): boolean {
  if (!href) return false;
  const resolved = resolve(href);
  return Boolean(
    resolved && /^https?:$/.test(resolved.protocol) && resolved.origin !== window.location.origin,
  );
}

function MarkdownLink({ node: _node, href, children, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const external = isExternal(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function MarkdownImage({ node: _node, src, alt, ...rest }: ComponentProps<'img'> & { node?: unknown }) {
  if (!src) return null;
  return <img src={src} alt={alt ?? ''} loading="lazy" {...rest} />;
}

// The page title is the only h1, so the body's headings start one level down.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
  a: MarkdownLink,
  img: MarkdownImage,
};

const proseSx = {
  color: 'text.primary',
  fontSize: { xs: 16, md: 17 },
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  // Bottom margins only, and space above a heading only after other content, so nothing pads the top.
  '& p': { mt: 0, mb: 2 },
  '& h2, & h3, & h4, & h5, & h6': {
    fontWeight: 700,
    lineHeight: 1.3,
    letterSpacing: '-0.01em',
    mt: 0,
    mb: 1.5,
  },
  '& * + :is(h2, h3, h4, h5, h6)': { mt: 4 },
  '& > :last-child': { mb: 0 },
  '& h2': { fontSize: { xs: 24, md: 28 } },
  '& h3': { fontSize: { xs: 20, md: 22 } },
  '& h4, & h5, & h6': { fontSize: 18 },
  '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
  '& ul, & ol': { pl: 3.5, mt: 0, mb: 2 },
  '& li': { my: 0.5 },
  '& li > p': { my: 0.5 },
  '& blockquote': {
    mx: 0,
    mt: 0,
    mb: 3,
    pl: 2.5,
    borderLeft: 4,
    borderColor: 'primary.light',
    color: 'text.secondary',
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.88em',
    bgcolor: '#eef2ff',
    px: 0.5,
    borderRadius: 0.75,
  },
  '& pre': { bgcolor: '#0f172a', color: '#e2e8f0', p: 2, borderRadius: 1.2, overflowX: 'auto', mt: 0, mb: 3 },
  '& pre code': { bgcolor: 'transparent', color: 'inherit', p: 0, fontSize: 14 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1.2, display: 'block', mt: 0, mb: 3 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
  '& table': {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    mt: 0,
    mb: 3,
    fontSize: 15,
  },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& th': { bgcolor: '#f1f5f9', fontWeight: 600 },
} as const;

/**
 * Renders untrusted markdown safely: raw HTML is dropped (no rehype-raw), so no script, iframe or event
 * handler reaches the DOM; javascript: and other unsafe URLs are removed; external links open with
 * rel="noopener noreferrer".
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  return (
    <Box className="markdown-view" sx={proseSx}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={transformUrl} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
