import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles';

const root = path.resolve(import.meta.dirname, '..');

describe('import cycles', () => {
  it('finds a cycle through several modules and a module importing itself, and none in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('the app has none', () => {
    const graph = importGraph(
      ['web', 'server', 'engine', 'contracts', 'db'].map((dir) => path.join(root, dir)),
    );
    expect(graph.size).toBeGreaterThan(300);
    const cycles = findCycles(graph).map((group) => group.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });
});
