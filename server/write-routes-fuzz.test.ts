// Property-based fuzzing of every route that changes state (and of every route's path parameters): whatever the
// input, the answer is never a 5xx, and every refusal is application/problem+json.
import fc from 'fast-check';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@db/testing';
import { startMockStripe, type MockStripe } from '../e2e/support/mock-stripe-server';
import {
  listRoutes,
  makeAdmin,
  multipartForm,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  type ConcreteRoute,
  type SignedInUser,
  type TestApp,
} from './testing';

const webhookSecret = 'whsec_fuzz';
const stripe = new Stripe('sk_test_signing_only');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Auth endpoints that would end the fuzzing user's own session are fuzzed anonymously only. */
const SESSION_ENDING =
  /\/api\/auth\/(sign-out|revoke-|delete-user|change-password|change-email|update-session)/;

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '😀',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'checkout:cs_test_1',
  'analysis:00000000-0000-0000-0000-000000000000',
  'a'.repeat(300_000),
  '\u202e\ufeff',
];
const nastyNumbers = [0, -1, 1, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 4_294_967_296];

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }, { __proto__: { admin: true } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Valid-looking bodies per route, whose fields the fuzzer replaces with nasty values; other routes get random JSON. */
function templates(ids: {
  feedbackId: string;
  contentId: string;
  userId: string;
  personaId: string;
}): Record<string, Record<string, unknown>> {
  const pricingStudy = {
    concept: 'Free-range eggs',
    currency: 'EUR',
    method: 'gabor-granger',
    prices: [2, 3, 4],
    personaIds: [ids.personaId],
  };
  const comparison = {
    variants: ['A bottle', 'A bottle that keeps drinks cold'],
    personaIds: [ids.personaId],
  };
  const featureStudy = {
    product: 'a digital camera',
    attributes: [
      { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
      { name: 'Wifi', levels: ['no wifi', 'wifi'] },
    ],
    prices: [99, 149],
    currency: 'USD',
    tasksPerTwin: 4,
    alternativesPerTask: 2,
    personaIds: [ids.personaId],
  };
  return {
    'POST /api/feedback': {
      type: 'focus-group',
      concept: 'A kit',
      selectedPersonas: [ids.personaId],
      responses: [{ personaId: ids.personaId, text: 'Hi' }],
      overallAnalysis: {},
    },
    'PATCH /api/feedback/:id': {
      responses: [{ personaId: ids.personaId, text: 'Hi' }],
      overallAnalysis: {},
      concept: 'B',
    },
    'POST /api/feedback/:id/follow-ups': { personaId: ids.personaId, question: 'Why?' },
    'POST /api/analyses': { type: 'focus-group', concept: 'A lamp', personaIds: [ids.personaId] },
    'POST /api/brand-profiles': {
      name: 'Lumi',
      category: 'coffee shop',
      description: 'A neighbourhood coffee shop.',
      competitors: ['Costa'],
      logoUrl: 'https://example.com/logo.png',
    },
    'POST /api/brand-profiles/:id/studies': { personaIds: [ids.personaId] },
    'PATCH /api/brand-profiles/:id': {
      name: 'Lumi',
      category: 'coffee shop',
      description: 'A neighbourhood coffee shop with its own roastery.',
      competitors: ['Costa'],
    },
    'POST /api/angel-pitches': {
      pitch: 'A bookkeeping app for restaurants with 40 paying customers.',
      askEur: 100000,
      valuationEur: 1000000,
    },
    'POST /api/pricing-studies/quote': pricingStudy,
    'POST /api/pricing-studies': pricingStudy,
    'POST /api/comparisons/quote': comparison,
    'POST /api/comparisons': comparison,
    'POST /api/feature-studies/quote': featureStudy,
    'POST /api/feature-studies': featureStudy,
    'POST /api/feature-studies/:id/simulate': {
      products: [
        { levels: { Zoom: 'a higher zoom', Wifi: 'wifi' }, price: 149 },
        { levels: { Zoom: 'a standard zoom', Wifi: 'no wifi' }, price: 99 },
      ],
      none: true,
    },
    'POST /api/concept-readings': {
      concept: 'A dozen eggs, $4.50',
      currency: 'USD',
      reading: { categoryId: 'eggs', usualPrice: { amount: 3.5, per: 'count' } },
    },
    'POST /api/tokens/consume': {
      amount: 1,
      operationType: 'analysis',
      actionId: 'a-1',
      operationMetadata: {},
    },
    'POST /functions/v1/consume-tokens': {
      amount: 1,
      operationType: 'analysis',
      actionId: null,
      operationMetadata: {},
    },
    'PATCH /api/me/profile': { full_name: 'Name', company: 'Co', job_title: 'Boss' },
    'POST /api/admin/users/:id/credits': { amount: 5, reason: 'Because' },
    'PUT /api/admin/users/:id/subscription': { status: 'active', plan: 'pro' },
    'PUT /api/admin/users/:id/role': { isAdmin: true },
    'PATCH /api/admin/snapshot-requests/:id': { status: 'handled' },
    'POST /api/admin/content': {
      title: 'Title',
      slug: 'a-slug',
      summary: '',
      body: '# Hi',
      kind: 'article',
      status: 'draft',
    },
    'PUT /api/admin/content/:id': {
      title: 'Title',
      slug: 'b-slug',
      summary: '',
      body: '# Hi',
      kind: 'guide',
      status: 'published',
    },
    'POST /api/snapshot-requests': {
      name: 'N',
      email: 'n@example.com',
      company: 'C',
      brand: 'B',
      message: '',
    },
    'POST /api/billing/checkout': { kind: 'pack', pack: 'pack_50' },
    'POST /api/billing/webhook': {
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: {
        object: {
          id: 'cs_1',
          mode: 'payment',
          payment_status: 'paid',
          metadata: { userId: ids.userId, kind: 'pack', credits: '50', pack: 'pack_50' },
        },
      },
    },
    'POST /api/auth/sign-up/email': {
      name: 'N',
      email: 'fuzz@example.com',
      password: 'correct horse battery',
    },
    'POST /api/auth/sign-in/email': { email: 'fuzz@example.com', password: 'correct horse battery' },
    'POST /api/auth/request-password-reset': { email: 'fuzz@example.com', redirectTo: '/reset-password' },
    'POST /api/auth/reset-password': { token: 'abc', newPassword: 'correct horse battery' },
    'POST /api/auth/update-user': { name: 'N' },
    'POST /api/interviews': { personaId: ids.personaId, topic: 'A kit' },
    'POST /api/interviews/:id/messages': { content: 'Would you buy it?' },
    'POST /api/workspaces/:id/webhooks': { url: 'https://hooks.example.com/fuzz', events: ['run.completed'] },
    'POST /api/auth/api-key/create': { name: 'Fuzz key', expiresIn: null, metadata: { scope: 'read' } },
    'PATCH /api/audiences/:id': { name: 'Renamed audience' },
    'POST /api/workspaces': { name: 'Fuzz team' },
    'PATCH /api/workspaces/:id/members/:userId': { role: 'viewer' },
    'POST /api/workspaces/:id/invitations': { email: 'fuzz-invite@example.com', role: 'viewer' },
    'POST /api/invitations/accept': { token: 'abc' },
  };
}

/** Write routes that read no body: the fuzzer sends random JSON anyway, and needs no template for them. */
const BODILESS = new Set([
  'PATCH /api/feedback',
  'POST /api/feedback/:id/snapshot',
  'DELETE /api/feedback/:id/snapshot',
  'POST /api/feedback/repair-types',
  'POST /api/billing/portal',
  'DELETE /api/admin/content/:id',
  'DELETE /api/brand-profiles/:id',
  'DELETE /api/workspaces/:id/webhooks/:webhookId',
  'POST /api/workspaces/:id/webhooks/:webhookId/resume',
  'DELETE /api/audiences/:id',
  'DELETE /api/workspaces/:id/members/:userId',
  'POST /api/workspaces/:id/members/:userId/ownership',
  'DELETE /api/workspaces/:id/invitations/:invitationId',
]);

/** Routes that take multipart/form-data: their fields (as text) and a file part, besides JSON bodies. */
const MULTIPART_FIELDS: Record<string, Record<string, string>> = {
  'POST /api/analyses': {
    type: 'image_analysis',
    personaIds: '["p-1"]',
    adCopy: 'Summer sale',
    callToAction: 'Shop now',
    targetContext: 'Instagram',
  },
  'POST /api/admin/uploads': {},
  'POST /api/audiences': { name: 'Fuzzed audience', mapping: '{"Age":"age"}', country: 'UK' },
  'POST /api/audiences/preview': {},
};

const nastyText = fc.oneof(fc.constantFrom(...nastyStrings), fc.string({ unit: 'binary', maxLength: 40 }));

/** A multipart form whose fields may be nasty, with a file of random bytes (or none, or a real tiny PNG). */
const multipartBody = (fields: Record<string, string>, png: Buffer): fc.Arbitrary<MultipartCall> =>
  fc
    .record({
      fields: fc.record(
        Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [name, fc.oneof(fc.constant(value), nastyText)]),
        ),
      ),
      file: fc.oneof(
        fc.constant(png),
        fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(undefined),
      ),
      fieldName: fc.constantFrom('file', 'image', 'x'),
    })
    .map(({ fields: values, file, fieldName }) => {
      const form = multipartForm(
        values,
        file ? [{ name: fieldName, filename: 'a.png', contentType: 'image/png', bytes: file }] : [],
      );
      return { body: form.payload, contentType: form.headers['content-type'] };
    });

type MultipartCall = { body: Buffer; contentType: string };

/** Replaces some leaves (or the whole body) with nasty values. */
function mutated(template: unknown): fc.Arbitrary<unknown> {
  if (template === null || typeof template !== 'object') return fc.oneof(fc.constant(template), nastyValue);
  const entries = Object.entries(template as Record<string, unknown>);
  const object = fc.record(Object.fromEntries(entries.map(([key, value]) => [key, mutated(value)])));
  return Array.isArray(template)
    ? fc.oneof(fc.array(mutated(template[0])), nastyValue)
    : fc.oneof({ weight: 4, arbitrary: object }, { weight: 1, arbitrary: nastyValue });
}

const rawBody = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deepJson(5000),
      deepObject(5000),
      '{"a":',
      'null',
      '"\\u0000"',
      '"\\ud800"',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

const nastyParam = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%F0%9F%98%80',
    'a'.repeat(5000),
    '..%2F..%2Fetc',
    '%25',
    '00000000-0000-0000-0000-000000000000',
    '-1',
    'null',
  ),
  fc.string({ maxLength: 30 }).map((text) => {
    try {
      return encodeURIComponent(text) || 'x';
    } catch {
      return '%ED%A0%80';
    }
  }),
);

type Call = { url: string; body: string | Buffer | undefined; contentType?: string; signedIn: boolean };

describe.each(testDatabaseKinds)('fuzzing every route on $name', (kind) => {
  const harness = {} as { database: TestDatabase; app: TestApp; stripe: MockStripe };
  beforeAll(async () => {
    harness.database = await kind.open();
    harness.stripe = await startMockStripe();
    harness.app = await startTestApp(harness.database, {
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: harness.stripe.url,
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_PACK_50: 'price_pack_50',
    });
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.stripe?.close();
    await harness.database?.drop();
  });

  it(
    'answers every input with a status below 500, and every refusal as problem+json',
    { timeout: 600_000 },
    async () => {
      const app: TestApp = harness.app;
      const admin: SignedInUser = await signUpAndIn(app);
      await makeAdmin(harness.database, admin.id);
      const personaId = (await app.inject({ url: '/api/personas' })).json()[0]?.id ?? 'p-1';
      const feedbackId = (
        await app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { cookie: admin.cookie },
          payload: { concept: 'Seed' },
        })
      ).json().id as string;
      const contentId = (
        await app.inject({
          method: 'POST',
          url: '/api/admin/content',
          headers: { cookie: admin.cookie },
          payload: { title: 'Seed item', slug: 'seed-item', kind: 'article', status: 'published' },
        })
      ).json().id as string;
      const brandProfileId = (
        await app.inject({
          method: 'POST',
          url: '/api/brand-profiles',
          headers: { cookie: admin.cookie },
          payload: {
            name: 'Seed',
            category: 'coffee',
            description: 'A seed coffee brand for fuzzing.',
            competitors: ['Other'],
          },
        })
      ).json().id as string;
      const audienceForm = multipartForm({ name: 'Seed audience' }, [
        {
          name: 'file',
          filename: 'a.csv',
          contentType: 'text/csv',
          bytes: Buffer.from('Age,Country\n41,UK\n'),
        },
      ]);
      const audienceId = (
        await app.inject({
          method: 'POST',
          url: '/api/audiences',
          headers: { ...audienceForm.headers, cookie: admin.cookie },
          payload: audienceForm.payload,
        })
      ).json().id as string;
      const bodies = templates({ feedbackId, contentId, userId: admin.id, personaId });
      const validParams: Record<string, string> = { id: feedbackId, slug: 'seed-item' };
      const workspaceId = (
        await app.inject({ url: '/api/workspaces', headers: { cookie: admin.cookie } })
      ).json()[0].workspaces.id as string;
      const webhookId = (
        await app.inject({
          method: 'POST',
          url: `/api/workspaces/${workspaceId}/webhooks`,
          headers: { cookie: admin.cookie },
          payload: { url: 'https://hooks.example.com/seed', events: ['run.failed'] },
        })
      ).json().id as string;
      const validParamsFor = (url: string): Record<string, string> =>
        url.startsWith('/api/brand-profiles/')
          ? { ...validParams, id: brandProfileId }
          : url.startsWith('/api/workspaces/')
            ? { ...validParams, id: workspaceId, webhookId }
            : url.startsWith('/api/audiences/')
              ? { ...validParams, id: audienceId }
              : validParams;

      const routes = listRoutes(app);
      const uncovered: string[] = [];
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
        .png()
        .toBuffer();
      const summary: { route: string; inputs: number; statuses: Record<number, number> }[] = [];
      const failures: string[] = [];

      const send = async (route: ConcreteRoute, call: Call) => {
        const headers: Record<string, string> = { 'content-type': call.contentType ?? 'application/json' };
        if (call.signedIn) headers.cookie = admin.cookie;
        if (route.url === '/api/billing/webhook' && call.body !== undefined) {
          headers['stripe-signature'] = stripe.webhooks.generateTestHeaderString({
            payload: String(call.body),
            secret: webhookSecret,
          });
        }
        const write = WRITE_METHODS.has(route.method);
        const answer = await app.inject({
          method: route.method as 'GET',
          url: call.url,
          headers: write ? headers : { cookie: headers.cookie ?? '' },
          ...(write && call.body !== undefined ? { payload: call.body } : {}),
        });
        const contentType = String(answer.headers['content-type'] ?? '');
        if (
          answer.statusCode >= 500 ||
          (answer.statusCode >= 400 && !contentType.startsWith('application/problem+json'))
        ) {
          failures.push(
            `${route.method} ${call.url.slice(0, 120)} ${call.signedIn ? 'signed in' : 'anonymous'} → ${answer.statusCode} ${contentType} ${answer.body.slice(0, 200)} body=${JSON.stringify(String(call.body ?? '').slice(0, 200))}`,
          );
        }
        return answer.statusCode;
      };

      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const write = WRITE_METHODS.has(route.method);
        const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
        if (!write && paramNames.length === 0) continue;
        const template = bodies[key];
        const form = MULTIPART_FIELDS[key];
        if (write && !template && !form && !BODILESS.has(key) && !key.startsWith('POST /api/auth/'))
          uncovered.push(key);
        const json: fc.Arbitrary<Pick<Call, 'body' | 'contentType'>> = write
          ? fc
              .oneof(
                {
                  weight: 5,
                  arbitrary: (template ? mutated(template) : fc.jsonValue({ maxDepth: 4 })).map(
                    (value) => JSON.stringify(value) ?? 'null',
                  ),
                },
                { weight: 1, arbitrary: rawBody },
              )
              .map((text) => ({ body: text }))
          : fc.constant({ body: undefined });
        const body = form ? fc.oneof(json, multipartBody(form, png)) : json;
        const params = fc.tuple(
          ...paramNames.map((name) =>
            fc.oneof(
              {
                weight: 1,
                arbitrary: fc.constant(encodeURIComponent(validParamsFor(route.url)[name] ?? contentId)),
              },
              { weight: 2, arbitrary: nastyParam },
            ),
          ),
        );
        const call: fc.Arbitrary<Call> = fc
          .record({
            params,
            body,
            signedIn: SESSION_ENDING.test(route.url) ? fc.constant(false) : fc.boolean(),
          })
          .map(({ params: values, body: sent, signedIn }) => {
            let index = 0;
            const url = route.url.replace(/:(\w+)/g, () => values[index++] ?? 'x').replace('*', 'anything');
            return { url, ...sent, signedIn };
          });
        const statuses: Record<number, number> = {};
        let inputs = 0;
        await fc.assert(
          fc.asyncProperty(call, async (input) => {
            inputs += 1;
            const status = await send(route, input);
            statuses[status] = (statuses[status] ?? 0) + 1;
            return true;
          }),
          { numRuns: write ? 40 : 15, seed: 16 },
        );
        summary.push({ route: key, inputs, statuses });
      }

      const total = summary.reduce((sum, row) => sum + row.inputs, 0);
      console.log(
        `[fuzz ${kind.name}] ${total} inputs over ${summary.length} routes\n` +
          summary
            .map(
              (row) =>
                `  ${row.route.padEnd(48)} ${String(row.inputs).padStart(3)}  ${JSON.stringify(row.statuses)}`,
            )
            .join('\n'),
      );
      expect(summary.filter((row) => WRITE_METHODS.has(row.route.split(' ')[0]!)).length).toBeGreaterThan(20);
      expect(failures).toEqual([]);
      // A new write route needs a template (or a place among the bodiless ones) to be fuzzed with meaningful input.
      expect(uncovered, 'write routes without a fuzz template').toEqual([]);
    },
  );
});
