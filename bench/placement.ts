/**
 * Placement benchmark (issue 38). Run: npx tsx bench/placement.ts [--misses]
 *
 * Places every line of the labelled set (bench/placement-set.ts) and prints, overall and per group:
 * - precision: of the lines placed, the share placed in a right category (goal >= 95%);
 * - coverage: of the lines a category fits, the share placed at all (goal >= 90%);
 * - wrongly placed lines that no category fits.
 * With --misses it lists every wrong or missing placement. Results are also written to bench/results/placement.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { placeProduct } from '../engine/offline/knowledge/product-placement';
import { PLACEMENT_SET } from './placement-set';

interface Tally {
  lines: number;
  placeable: number;
  placed: number;
  right: number;
  placedWithoutFit: number;
}

const empty = (): Tally => ({ lines: 0, placeable: 0, placed: 0, right: 0, placedWithoutFit: 0 });
const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

const showMisses = process.argv.includes('--misses');
const total = empty();
const byGroup = new Map<string, Tally>();
const misses: string[] = [];

for (const [group, concept, acceptable] of PLACEMENT_SET) {
  const tally = byGroup.get(group) ?? empty();
  byGroup.set(group, tally);
  const placed = placeProduct(concept)?.category.id;
  for (const t of [tally, total]) {
    t.lines++;
    if (acceptable.length > 0) t.placeable++;
    if (placed && acceptable.length > 0) t.placed++;
    if (placed && acceptable.includes(placed)) t.right++;
    if (placed && acceptable.length === 0) t.placedWithoutFit++;
  }
  if (placed ? !acceptable.includes(placed) : acceptable.length > 0)
    misses.push(
      `${group}: "${concept}" → ${placed ?? 'not placed'} (want ${acceptable.join(' or ') || 'not placed'})`,
    );
}

const row = (name: string, t: Tally) =>
  `${name.padEnd(16)} ${String(t.lines).padStart(5)}  precision ${percent(t.right, t.placed + t.placedWithoutFit).padStart(6)}  coverage ${percent(t.placed, t.placeable).padStart(6)}`;
for (const [group, tally] of byGroup) console.log(row(group, tally));
console.log(row('all', total));
console.log(`${byGroup.size} groups; ${total.placedWithoutFit} placed where no category fits`);
if (showMisses) for (const miss of misses) console.log(miss);

const out = fileURLToPath(new URL('./results/', import.meta.url));
await mkdir(out, { recursive: true });
await writeFile(
  `${out}placement.json`,
  JSON.stringify(
    {
      lines: total.lines,
      precision: total.right / (total.placed + total.placedWithoutFit),
      coverage: total.placed / total.placeable,
      misses,
    },
    null,
    2,
  ),
);
