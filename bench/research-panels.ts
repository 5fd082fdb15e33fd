// Pricing studies and concept comparisons with the offline engine, beside the goal of issue 29: a 200-twin ×
// 10-price Gabor-Granger study and a 200-twin × 5-variant comparison each finish in under 2 s of server time.
// Two figures per study: the engine's work alone, and the whole POST through the app (validation, panel, charge,
// queue, run, save) on PGlite. Median of MEASURED runs after a warm-up. Run: npx tsx bench/research-panels.ts
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { testDatabaseKinds } from '../db/testing';
import type { PricingStudyInput } from '../contracts/pricing-study';
import { createProvider, executeConceptComparison, executePricingStudy, ladderFor } from '../engine/index';
import { createApp } from '../server/app';
import { loadEnv } from '../server/env';
import { listPersonas } from '../server/services/personas/list-personas';
import { seedPersonas } from '../server/services/personas/seed-personas';

const MEASURED = 5;
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

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < MEASURED; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const database = await testDatabaseKinds[0]!.open();
const app = await createApp({
  env: loadEnv({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_TIMING_FLOOR_MS: '0',
  }),
  database,
  logger: false,
  webRoot: '/nonexistent',
});
await seedPersonas(app.context);
const personas = (await listPersonas(app.context)).slice(0, 200);
const provider = createProvider();
const panel = { twins: personas.length, chosenBy: 'filters' as const, matched: personas.length };
const input: PricingStudyInput = {
  concept: CONCEPT,
  currency: 'USD',
  method: 'gabor-granger',
  prices: PRICES,
};

const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
const origin = { origin: 'http://localhost:3000' };
await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: origin,
  payload: { name: 'Bench', email, password: 'bench password 1234' },
});
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  headers: origin,
  payload: { email, password: 'bench password 1234' },
});
const cookie = ([signIn.headers['set-cookie']].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
// Subscribed users are not charged, so the bench never runs out of credits.
await app.context.db.execute(
  `insert into subscriptions_stripe (user_id, status, current_period_end, product_id, product_name, stripe_subscription_id)
   select id, 'active', now() + interval '30 days', 'prod_bench', 'Bench', 'sub_bench' from "user" where email = '${email}'`,
);
const post = async (url: string, payload: unknown) => {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...origin },
    payload: payload as object,
  });
  if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
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
await app.close();
await database.drop();
