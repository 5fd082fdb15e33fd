import { describe, expect, it } from 'vitest';
import { inputProblem, storable } from './validate';

describe('storable', () => {
  it('removes NUL and replaces lone surrogates at any depth, leaving pairs, numbers and dates alone', () => {
    const date = new Date(0);
    const cleaned = storable({
      text: 'a\u0000b',
      list: ['\ud800x', 'x\udc00', '😀', 3, null],
      nested: { ['k\u0000']: { deeper: 'end\ud83d' } },
      date,
    });
    expect(cleaned).toEqual({
      text: 'ab',
      list: ['\ufffdx', 'x\ufffd', '😀', 3, null],
      nested: { k: { deeper: 'end\ufffd' } },
      date,
    });
    expect(inputProblem(cleaned)).toBeNull();
  });
});
