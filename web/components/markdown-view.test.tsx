// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

afterEach(cleanup);

function renderMarkdown(markdown: string) {
  return render(<MarkdownView markdown={markdown} />).container;
}

describe('MarkdownView', () => {
  it('renders headings, lists, tables and links from GitHub-flavoured markdown', () => {
    const view = renderMarkdown(
      '# Findings\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Pricing](/pricing)',
    );
    expect(view.querySelector('h2')?.textContent).toBe('Findings');
    expect(view.querySelectorAll('li')).toHaveLength(2);
    expect(view.querySelector('table')).not.toBeNull();
    const link = view.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/pricing');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('renders script tags, event handlers, iframes and javascript: links inert', () => {
    const view = renderMarkdown(
      [
        '<script>window.hacked = true</script>',
        '',
        'Before <img src="x" onerror="window.hacked = true"> after',
        '',
        '<iframe src="https://evil.example/embed"></iframe>',
        '',
        '<a href="javascript:alert(1)" onclick="alert(1)">raw link</a>',
        '',
        '[click me](javascript:alert(1)) and [also](JaVaScRiPt:alert(1))',
        '',
        '![pixel](javascript:alert(1))',
      ].join('\n'),
    );
    expect(view.querySelector('script')).toBeNull();
    expect(view.querySelector('iframe')).toBeNull();
    expect(view.querySelector('[onerror]')).toBeNull();
    expect(view.querySelector('[onclick]')).toBeNull();
    for (const element of view.querySelectorAll('[href], [src]')) {
      expect(`${element.getAttribute('href') ?? ''}${element.getAttribute('src') ?? ''}`).not.toMatch(
        /javascript:/i,
      );
    }
    expect(view.innerHTML).not.toMatch(/javascript:|onerror|<script|<iframe/i);
    expect(view.textContent).toContain('click me');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens external links in a new tab without an opener or referrer', () => {
    const link = renderMarkdown('[Source](https://example.org/paper)').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows images only from our own origin or over https', () => {
    const view = renderMarkdown(
      '![ours](/api/uploads/abc) ![secure](https://cdn.example/a.png) ![plain](http://cdn.example/b.png) ![data](data:image/png;base64,AAAA) ![proto](//evil.example/c.png)',
    );
    const sources = [...view.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/api/uploads/abc', 'https://cdn.example/a.png']);
  });
});
