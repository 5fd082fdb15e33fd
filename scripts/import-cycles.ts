// Finds import cycles among the app's own modules by following every relative or aliased (@web/…) import that exists
// at run time (static, dynamic, re-export); `import type` is erased by the compiler and so cannot form a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveAlias } from './path-aliases';

const sourcePattern = /\.(ts|tsx)$/;
const staticImportPattern =
  /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?(['"])((?:\.{1,2}|@[\w-]+)\/[^'"]+)\2/g;
const dynamicImportPattern = /\bimport\s*\(\s*(['"])((?:\.{1,2}|@[\w-]+)\/[^'"]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return sourcePattern.test(entry.name) ? [full] : [];
  });
}

/** The app module an import names, or null for a package. */
function resolveImport(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(fromFile), specifier)
    : resolveAlias(specifier);
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return (
    candidates.find((file) => existsSync(file) && statSync(file).isFile() && sourcePattern.test(file)) ?? null
  );
}

/** Module → the modules it imports, for every .ts/.tsx file under the given directories. */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(staticImportPattern)].filter((match) => !match[1]).map((match) => match[3]!),
      ...[...text.matchAll(dynamicImportPattern)].map((match) => match[2]!),
    ];
    const targets = specifiers
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected group of more than one module (or a module importing itself): each is a cycle. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.reverse());
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
