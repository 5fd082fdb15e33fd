// The app as the tests build it (createApp on a fresh test database, library seeded) with one signed-in subscriber,
// for benchmarks that time whole requests; subscribed users are not charged, so a bench never runs out of credits.
import { signUpAndIn, startTestApp, testDatabaseKinds } from '@server/testing';
import { seedPersonas } from '@server/services/personas/seed-personas';

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
  const app = await startTestApp(database);
  await seedPersonas(app.context);
  const { email, cookie } = await signUpAndIn(app);
  await app.context.db.execute(
    `insert into subscriptions_stripe (user_id, status, current_period_end, product_id, product_name, stripe_subscription_id)
     select id, 'active', now() + interval '30 days', 'prod_bench', 'Bench', 'sub_bench' from "user" where email = '${email}'`,
  );

  /** A POST as the subscriber; anything but 201 Created throws. Returns the parsed body. */
  const post = async (url: string, payload: unknown): Promise<unknown> => {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { cookie },
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
