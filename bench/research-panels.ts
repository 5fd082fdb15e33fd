// Pricing studies and concept comparisons with the offline engine, beside the goal of issue 29: a 200-twin ×
// 10-price Gabor-Granger study and a 200-twin × 5-variant comparison each finish in under 2 s of server time.
// Two figures per study: the engine's work alone, and the whole POST through the app (validation, panel, charge,
// queue, run, save) on PGlite. Median of five runs after a warm-up. Run: npx tsx bench/research-panels.ts
import { mkdir, writeFile } from 'node:fs/promises';
import type { PricingStudyInput } from '@contracts/pricing-study';
import { createProvider, executeConceptComparison, executePricingStudy, ladderFor } from '@engine/index';
import { listPersonas } from '@server/services/personas/list-personas';
import { medianMs as median, signedInApp } from './support/signed-in-app';

const GOAL_MS = 2000;
const CONCEPT = 'A dozen large free-range eggs from local farms, sold at the supermarket.';
const PRICES = [1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10];
const VARIANTS = [
  'A stainless steel water bottle that keeps drinks cold for 24 hours. $25.',
  'A stainless steel water bottle that keeps drinks cold for 24 hours, with a lifetime guarantee. $25.',
  'A stainless steel water bottle that leaks and keeps drinks cold for 2 hours. $25.',
  'A recycled-plastic water bottle that keeps drinks cold for 12 hours. $15.',
  'A stainless steel water bottle that keeps drinks cold for 24 hours. $45.',
];

const { app, post, close } = await signedInApp();
const personas = (await listPersonas(app.context)).slice(0, 200);
const provider = createProvider();
const panel = { twins: personas.length, chosenBy: 'filters' as const, matched: personas.length };
const input: PricingStudyInput = {
  concept: CONCEPT,
  currency: 'USD',
  method: 'gabor-granger',
  prices: PRICES,
};

const rows = [
  {
    figure: 'Gabor-Granger, 200 twins × 10 prices, engine',
    ms: await median(() =>
      executePricingStudy({ provider, personas, input, ladder: ladderFor(input)!, panel, seed: 'bench' }),
    ),
  },
  {
    figure: 'Gabor-Granger, 200 twins × 10 prices, POST /api/pricing-studies',
    ms: await median(() => post('/api/pricing-studies', { ...input, filters: {} })),
  },
  {
    figure: 'Van Westendorp, 200 twins (33-price grid), POST /api/pricing-studies',
    ms: await median(() => post('/api/pricing-studies', { ...input, method: 'van-westendorp', filters: {} })),
  },
  {
    figure: 'Comparison, 200 twins × 5 variants, engine',
    ms: await median(() =>
      executeConceptComparison({ provider, personas, variants: VARIANTS, panel, seed: 'bench' }),
    ),
  },
  {
    figure: 'Comparison, 200 twins × 5 variants, POST /api/comparisons',
    ms: await median(() => post('/api/comparisons', { variants: VARIANTS, filters: {} })),
  },
];
for (const row of rows)
  console.log(
    `${row.figure}: ${Math.round(row.ms)} ms (goal < ${GOAL_MS} ms) ${row.ms < GOAL_MS ? 'met' : 'NOT met'}`,
  );
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/research-panels.json',
  `${JSON.stringify({ goalMs: GOAL_MS, rows }, null, 2)}\n`,
);
await close();
