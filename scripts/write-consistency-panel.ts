// Writes engine/consistency/library-panel.json: a fixed, spread-out panel of library twins that the behavioural
// consistency suite asks. The engine may not import db/, so the panel is drawn here once and kept as data;
// re-run after a library change (npm run consistency:panel).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { personaListSchema } from '@contracts/personas';
import { generateLibrary, type LibraryPersona } from '@db/seed/generate-library';
import { toPersona } from '@server/services/personas/list-personas';

const TWINS_PER_COUNTRY = 8;
const file = path.resolve(import.meta.dirname, '../engine/consistency/library-panel.json');

/** Per country, twins evenly spaced by age (ties by id), so every age band and life stage is in the panel. */
function spreadPanel(library: LibraryPersona[]): LibraryPersona[] {
  const countries = [...new Set(library.map((twin) => twin.countryCode))].sort();
  return countries.flatMap((country) => {
    const byAge = library
      .filter((twin) => twin.countryCode === country)
      .sort((a, b) => a.age - b.age || a.id.localeCompare(b.id));
    const step = byAge.length / TWINS_PER_COUNTRY;
    return Array.from({ length: TWINS_PER_COUNTRY }, (_, i) => byAge[Math.floor((i + 0.5) * step)]!);
  });
}

const panel = personaListSchema.parse(spreadPanel(generateLibrary()).map(toPersona));
writeFileSync(file, `${JSON.stringify(panel, null, 2)}\n`);
console.log(`Wrote ${panel.length} twins to ${path.relative(process.cwd(), file)}`);
