import { describe, expect, it } from 'vitest';
import { serverDataHtml } from './server-data';

describe('serverDataHtml', () => {
  it('keeps every value inside the JSON block, even one that tries to close it', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = serverDataHtml({
      mutations: [],
      queries: [
        {
          queryKey: ['resources'],
          queryHash: '["resources"]',
          dehydratedAt: 0,
          state: { data: hostile } as never,
        },
      ],
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const json = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json).queries[0].state.data).toBe(hostile);
  });
});
