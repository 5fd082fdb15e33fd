/**
 * Reference-price benchmark. Run: npx tsx bench/reference-price.ts
 *
 * 1. Loading the product table and its lexicon (module import, wink-nlp model included).
 * 2. referencePriceFor on 10,000 distinct concept texts (product titles and typed concepts with varying sizes and
 *    prices): total and per-call time, and how many were placed. Every text is new, so no memoised answer helps;
 *    the validation harness's goal is 10,000 rows in under 10 s for the whole prediction.
 * Results are also written to bench/results/reference-price.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const ROWS = 10_000;
const TEMPLATES = [
  (i: number) =>
    `OZARKA Brand 100% Natural Spring Water, 16.9-ounce plastic bottles (Pack of ${12 + (i % 30)})`,
  (i: number) => `Cinnamon Toast Crunch Breakfast Cereal, Family Size, ${(10 + (i % 90) / 10).toFixed(1)} oz`,
  (i: number) => `Eggland's Best Classic Extra Large White Eggs, ${6 + (i % 24)} count`,
  (i: number) => `Coca-Cola Soda Pop, 12 fl oz, ${6 + (i % 30)} Pack Cans`,
  (i: number) => `A protein bar with ${10 + (i % 20)} g of protein, $${(1 + (i % 50) / 2).toFixed(2)}`,
  (i: number) => `A pack of ${4 + (i % 44)} AA batteries for $${(5 + (i % 40)).toFixed(2)}`,
  (i: number) => `CRM for teams of ${2 + (i % 50)} users, $${10 + (i % 90)} per user per month`,
  (i: number) => `An umbrella that survives ${30 + (i % 50)} mph storms, $${15 + (i % 40)}`,
  (i: number) => `Invoicing software for coffee shops, $${9 + (i % 60)} a month, plan ${i}`,
  (i: number) => `A new way to feel better every day, version ${i}`,
];

async function main(): Promise<void> {
  const importStart = performance.now();
  const { referencePriceFor } = await import('@engine/offline/reading/reference-price');
  const importMs = performance.now() - importStart;

  const texts = Array.from(
    { length: ROWS },
    (_, i) => TEMPLATES[i % TEMPLATES.length]!(Math.floor(i / TEMPLATES.length)) + ` #${i}`,
  );
  const start = performance.now();
  let placed = 0;
  for (const text of texts) if (referencePriceFor(text, 10)) placed++;
  const totalMs = performance.now() - start;

  const result = {
    importMs: Math.round(importMs),
    rows: ROWS,
    totalMs: Math.round(totalMs),
    perCallMs: Number((totalMs / ROWS).toFixed(3)),
    placed,
  };
  console.log(`load table + lexicon + wink model: ${result.importMs} ms`);
  console.log(
    `${ROWS} distinct concepts: ${result.totalMs} ms (${result.perCallMs} ms each), ${placed} placed`,
  );
  const out = fileURLToPath(new URL('./results/', import.meta.url));
  await mkdir(out, { recursive: true });
  await writeFile(`${out}reference-price.json`, JSON.stringify(result, null, 2));
}

await main();
