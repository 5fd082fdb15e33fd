// The architecture page's "Adding a research type" checklist held to the code: every research type's folder in the
// engine, the server and the web holds the files the checklist names, and each registry lists it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { researchTypeOfferings } from '@contracts/offerings';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const foldersIn = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** The files of `files` missing from the folder. */
const missingIn = (folder: string, files: string[]) =>
  files.filter((file) => !existsSync(join(root, folder, file)));

describe('research types, one slice per layer', () => {
  it('on the server: each folder holds its index, record kind and PDF section, and research-types.ts lists it', () => {
    const registry = read('server/research-types/research-types.ts');
    const kinds = read('server/research-types/record-kinds.ts');
    const folders = foldersIn('server/research-types');
    expect(folders.length).toBeGreaterThanOrEqual(9);
    for (const type of folders) {
      const folder = `server/research-types/${type}`;
      expect(missingIn(folder, ['index.ts', `${type}-record.ts`, `${type}-pdf.ts`]), folder).toEqual([]);
      expect(registry, `${type} in research-types.ts`).toContain(`from './${type}/index'`);
      expect(kinds, `${type} in record-kinds.ts`).toContain(`from './${type}/${type}-record'`);
    }
  });

  it('in the engine: each folder has its public API, re-exported by engine/index.ts in one line', () => {
    const index = read('engine/index.ts');
    for (const type of foldersIn('engine/research-types')) {
      expect(missingIn(`engine/research-types/${type}`, ['index.ts']), type).toEqual([]);
      expect(index).toContain(`export * from './research-types/${type}';`);
    }
  });

  it("in the web: each research type's feature describes its lab entry and its records, and the lab lists it", () => {
    const lab = read('web/app/pages/research-lab-screen.tsx');
    const records = read('web/app/record-types.tsx');
    for (const { id } of researchTypeOfferings) {
      const feature = `web/features/${id}`;
      expect(missingIn(feature, [`${id}-research-type.tsx`, `${id}-record.tsx`]), feature).toEqual([]);
      expect(lab, `${id} in RESEARCH_TYPES`).toContain(`'@web/features/${id}/${id}-research-type'`);
      expect(records, `${id} in RECORD_TYPE_DESCRIPTORS`).toContain(`'@web/features/${id}/${id}-record'`);
    }
  });
});
