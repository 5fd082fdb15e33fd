// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readServerData, serverDataHtml } from './server-data';

describe('serverDataHtml', () => {
  it('keeps every value inside the JSON block, even one that tries to close it', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = serverDataHtml({
      state: {
        mutations: [],
        queries: [
          {
            queryKey: ['resources'],
            queryHash: '["resources"]',
            dehydratedAt: 0,
            state: { data: hostile } as never,
          },
        ],
      },
      sessionExpected: false,
      islands: false,
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const json = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json).queries[0].state.data).toBe(hostile);
  });

  it('hands over whether the page was rendered for a visitor with a session, and for island hydration', () => {
    const state = { mutations: [], queries: [] };
    for (const sessionExpected of [false, true]) {
      for (const islands of [false, true]) {
        document.body.innerHTML = serverDataHtml({ state, sessionExpected, islands });
        expect(readServerData()).toEqual({ state, sessionExpected, islands });
      }
    }
  });
});
