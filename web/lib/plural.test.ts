import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says 1 twin, 0 and 2 twins, and groups thousands', () => {
    expect(plural(1, 'twin')).toBe('1 twin');
    expect(plural(0, 'twin')).toBe('0 twins');
    expect(plural(2, 'digital twin')).toBe('2 digital twins');
    expect(plural(1200, 'twin')).toBe('1,200 twins');
    expect(plural(3, 'analysis', 'analyses')).toBe('3 analyses');
  });
});
