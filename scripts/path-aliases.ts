// The path aliases tsconfig.json declares ("@web/*" → web/*, "@twinsight/sdk" → the SDK's entry), for Vite, Vitest
// and the import graph. tsx reads the same table, so `npx tsx file.ts` in the clone resolves them too.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** Each alias's prefix ("@web/") and the absolute folder it stands for, or an exact name and its file. */
export const pathAliases = Object.entries(compilerOptions.paths).map(([pattern, [target]]) =>
  pattern.endsWith('*')
    ? { find: pattern.replace(/\*$/, ''), replacement: `${path.resolve(root, target!.replace(/\*$/, ''))}/` }
    : { find: pattern, replacement: path.resolve(root, target!) },
);

/** An aliased specifier as an absolute path, or null when it uses no alias. */
export function resolveAlias(specifier: string): string | null {
  const alias = pathAliases.find(({ find }) =>
    find.endsWith('/') ? specifier.startsWith(find) : specifier === find,
  );
  return alias ? alias.replacement + specifier.slice(alias.find.length) : null;
}
