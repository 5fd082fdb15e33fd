// The web's path aliases as tsconfig.json declares them ("@web/*" → web/*), for Vite, Vitest and the import graph.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** Each alias's prefix ("@web/") and the absolute folder it stands for. */
export const pathAliases = Object.entries(compilerOptions.paths).map(([pattern, [target]]) => ({
  find: pattern.replace(/\*$/, ''),
  replacement: `${path.resolve(root, target!.replace(/\*$/, ''))}/`,
}));

/** An aliased specifier as an absolute path, or null when it uses no alias. */
export function resolveAlias(specifier: string): string | null {
  const alias = pathAliases.find(({ find }) => specifier.startsWith(find));
  return alias ? alias.replacement + specifier.slice(alias.find.length) : null;
}
