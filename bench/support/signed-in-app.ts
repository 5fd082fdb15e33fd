// The app as the tests build it (createApp on a fresh test database, library seeded) with one signed-in subscriber,
// for benchmarks that time whole requests; subscribed users are not charged, so a bench never runs out of credits.
import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '../../db/testing';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { seedPersonas } from '../../server/services/personas/seed-personas';

/** The median of `measured` runs after one warm-up, in ms. */
export async function medianMs(run: () => Promise<unknown>, measured = 5): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < measured; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function signedInApp() {
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
  await app.context.db.execute(
    `insert into subscriptions_stripe (user_id, status, current_period_end, product_id, product_name, stripe_subscription_id)
     select id, 'active', now() + interval '30 days', 'prod_bench', 'Bench', 'sub_bench' from "user" where email = '${email}'`,
  );

  /** A POST as the subscriber; anything but 201 Created throws. Returns the parsed body. */
  const post = async (url: string, payload: unknown): Promise<unknown> => {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { cookie, ...origin },
      payload: payload as object,
    });
    if (answer.statusCode !== 201)
      throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return answer.json();
  };
  const close = async () => {
    await app.close();
    await database.drop();
  };
  return { app, post, close };
}
