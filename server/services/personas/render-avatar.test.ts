import { describe, expect, it } from 'vitest';
import { cachedAvatarCount, renderAvatar } from './render-avatar';

describe('renderAvatar', () => {
  it('draws the same SVG for the same id and a different one for another id', () => {
    const svg = renderAvatar('twin-mt-001');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(renderAvatar('twin-mt-001')).toBe(svg);
    expect(renderAvatar('twin-mt-002')).not.toBe(svg);
  });

  it('keeps at most 512 rendered avatars in memory', () => {
    for (let i = 0; i < 600; i += 1) renderAvatar(`lru-${i}`);
    expect(cachedAvatarCount()).toBe(512);
  });
});
