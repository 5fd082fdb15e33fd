// Every route the app registers × anonymous, owner, other user and admin. The routes come from the app itself, so a
// route added without a row below fails this test until someone decides who may call it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@db/testing';
import { renderAdImage } from '../e2e/support/ad-image';
import { startMockStripe, type MockStripe } from '../e2e/support/mock-stripe-server';
import { seedPersonas } from './services/personas/seed-personas';
import {
  cookieFrom,
  listRoutes,
  makeAdmin,
  multipartForm,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  type SignedInUser,
  type TestApp,
} from './testing';

/**
 * public: anyone. user: any signed-in user (anonymous 401). own: the owner only (anonymous 401, anyone else the same
 * 404 as a missing record, admins included). admin: administrators (anonymous 401, others 403). signed: no session
 * at all, the payload signature decides (400 without one). session: better-auth's own session endpoints, which
 * may check the body before the session, so anonymous callers get 400 or 401 but never an answer. business:
 * Business subscribers (the owner) and administrators; anonymous 401, anyone else 403.
 */
type Access = 'public' | 'user' | 'own' | 'admin' | 'signed' | 'session' | 'business';
type Role = 'anonymous' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['anonymous', 'owner', 'other', 'admin'];
/** Session endpoints that end every session of the caller, not only the one they are called with. */
const REVOKES_ALL = /\/(revoke-sessions|revoke-other-sessions|change-password|delete-user)$/;

const featureStudy = {
  product: 'a matrix camera',
  attributes: [
    { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
    { name: 'Wifi', levels: ['no wifi', 'wifi'] },
  ],
  prices: [99, 149],
  currency: 'USD',
  tasksPerTwin: 4,
  alternativesPerTask: 2,
  personaIds: ['PERSONA'],
};

const matrix: Record<string, { access: Access; body?: Record<string, unknown> }> = {
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/me': { access: 'user' },
  'PATCH /api/me/profile': { access: 'user', body: { full_name: 'Name' } },
  'GET /api/personas': { access: 'public' },
  'GET /api/personas/:id': { access: 'public' },
  'GET /api/personas/:id/avatar.svg': { access: 'public' },
  'GET /api/workspaces': { access: 'user' },
  'GET /api/workspaces/:id': { access: 'user' },
  // A Business subscriber creates team workspaces (the owner is made one before the call); others get 403.
  'POST /api/workspaces': { access: 'business', body: { name: 'Matrix team' } },
  // The member routes act on the owner's team workspace and, for :userId, on the owner themself (the owner may
  // neither leave nor change role: 409; a transfer to oneself changes nothing). The describe below adds editors,
  // viewers and removed members.
  'GET /api/workspaces/:id/members': { access: 'own' },
  'PATCH /api/workspaces/:id/members/:userId': { access: 'own', body: { role: 'viewer' } },
  'DELETE /api/workspaces/:id/members/:userId': { access: 'own' },
  'POST /api/workspaces/:id/members/:userId/ownership': { access: 'own' },
  'GET /api/workspaces/:id/invitations': { access: 'own' },
  'POST /api/workspaces/:id/invitations': { access: 'own', body: { email: 'EMAIL', role: 'viewer' } },
  'DELETE /api/workspaces/:id/invitations/:invitationId': { access: 'own' },
  'POST /api/invitations/accept': { access: 'user', body: { token: 'not-a-token' } },
  'GET /api/workspaces/:id/webhooks': { access: 'own' },
  'POST /api/workspaces/:id/webhooks': {
    access: 'own',
    body: { url: 'https://hooks.example.com/matrix', events: ['run.completed'] },
  },
  'DELETE /api/workspaces/:id/webhooks/:webhookId': { access: 'own' },
  'GET /api/workspaces/:id/webhooks/:webhookId/deliveries': { access: 'own' },
  'POST /api/workspaces/:id/webhooks/:webhookId/resume': { access: 'own' },
  'GET /api/tokens': { access: 'user' },
  'GET /api/tokens/ledger': { access: 'user' },
  'POST /functions/v1/consume-tokens': { access: 'user', body: { amount: 1, operationType: 'matrix' } },
  'POST /api/tokens/consume': { access: 'user', body: { amount: 1, operationType: 'matrix' } },
  'GET /api/realtime': { access: 'user' },
  'GET /api/admin/users': { access: 'admin' },
  'POST /api/admin/users/:id/credits': { access: 'admin', body: { amount: 1, reason: 'Matrix test' } },
  'PUT /api/admin/users/:id/subscription': { access: 'admin', body: { status: 'canceled', plan: 'basic' } },
  'PUT /api/admin/users/:id/role': { access: 'admin', body: { isAdmin: false } },
  'GET /api/admin/snapshot-requests': { access: 'admin' },
  'PATCH /api/admin/snapshot-requests/:id': { access: 'admin', body: { status: 'handled' } },
  'GET /api/billing/plans': { access: 'public' },
  'POST /api/billing/checkout': { access: 'user', body: { kind: 'pack', pack: 'pack_10' } },
  'POST /api/billing/portal': { access: 'user' },
  'POST /api/billing/webhook': { access: 'signed', body: { id: 'evt_matrix' } },
  'GET /api/feedback': { access: 'user' },
  'GET /api/feedback/all': { access: 'user' },
  'GET /api/feedback/stats': { access: 'user' },
  'POST /api/feedback/repair-types': { access: 'user' },
  'POST /api/feedback': { access: 'user', body: { concept: 'Matrix' } },
  'GET /api/feedback/:id': { access: 'own' },
  'PATCH /api/feedback': { access: 'user', body: { responses: [], overallAnalysis: {} } },
  'PATCH /api/feedback/:id': {
    access: 'own',
    body: { responses: [{ personaId: 'twin-a', text: 'Hi' }], overallAnalysis: {} },
  },
  'GET /api/feedback/:id/follow-ups': { access: 'own' },
  'GET /api/feedback/:id/image': { access: 'own' },
  'GET /api/comparisons/:id/images/:variant': { access: 'own' },
  'POST /api/analyses': { access: 'user', body: { concept: 'Matrix lamp', personaIds: ['PERSONA'] } },
  'POST /api/feedback/:id/follow-ups': { access: 'own', body: { personaId: 'PERSONA', question: 'Why?' } },
  'POST /api/interviews': { access: 'user', body: { personaId: 'PERSONA', topic: 'Matrix lamp' } },
  'POST /api/interviews/:id/messages': { access: 'own', body: { content: 'Tell me about yourself' } },
  'POST /api/audiences/preview': { access: 'user' },
  'POST /api/audiences': { access: 'user' },
  'GET /api/audiences': { access: 'user' },
  'GET /api/audiences/:id': { access: 'own' },
  'PATCH /api/audiences/:id': { access: 'own', body: { name: 'Renamed audience' } },
  'DELETE /api/audiences/:id': { access: 'own' },
  'GET /api/brand-profiles': { access: 'user' },
  'POST /api/brand-profiles': {
    access: 'user',
    body: {
      name: 'Matrix',
      category: 'coffee',
      description: 'A matrix coffee brand for the test.',
      competitors: ['Other'],
    },
  },
  'GET /api/brand-profiles/:id': { access: 'own' },
  'PATCH /api/brand-profiles/:id': {
    access: 'own',
    body: {
      name: 'Matrix renamed',
      category: 'coffee',
      description: 'A matrix coffee brand for the test.',
      competitors: ['Other'],
    },
  },
  'DELETE /api/brand-profiles/:id': { access: 'own' },
  'GET /api/brand-profiles/:id/studies': { access: 'own' },
  'POST /api/brand-profiles/:id/studies': { access: 'own', body: { personaIds: ['PERSONA'] } },
  'GET /api/brand-studies': { access: 'user' },
  'GET /api/angel-pitches': { access: 'user' },
  'POST /api/angel-pitches': {
    access: 'user',
    body: {
      pitch: 'Matrix pitch: a bookkeeping app for restaurants with 40 paying customers.',
      askEur: 1000,
      valuationEur: 10000,
    },
  },
  'GET /api/pricing-studies': { access: 'user' },
  'POST /api/pricing-studies/quote': {
    access: 'user',
    body: {
      concept: 'Matrix eggs',
      currency: 'EUR',
      method: 'gabor-granger',
      prices: [2, 3, 4],
      personaIds: ['PERSONA'],
    },
  },
  'POST /api/pricing-studies': {
    access: 'user',
    body: {
      concept: 'Matrix eggs',
      currency: 'EUR',
      method: 'gabor-granger',
      prices: [2, 3, 4],
      personaIds: ['PERSONA'],
    },
  },
  'GET /api/comparisons': { access: 'user' },
  'POST /api/comparisons/quote': {
    access: 'user',
    body: { variants: ['Matrix bottle', 'Matrix bottle that keeps drinks cold'], personaIds: ['PERSONA'] },
  },
  'POST /api/comparisons': {
    access: 'user',
    body: { variants: ['Matrix bottle', 'Matrix bottle that keeps drinks cold'], personaIds: ['PERSONA'] },
  },
  'GET /api/feature-studies': { access: 'user' },
  'POST /api/feature-studies/quote': { access: 'user', body: featureStudy },
  'POST /api/feature-studies': { access: 'user', body: featureStudy },
  'POST /api/feature-studies/:id/simulate': {
    access: 'own',
    body: {
      products: [
        { levels: { Zoom: 'a higher zoom', Wifi: 'wifi' }, price: 149 },
        { levels: { Zoom: 'a standard zoom', Wifi: 'no wifi' }, price: 99 },
      ],
    },
  },
  'POST /api/concept-readings': {
    access: 'user',
    body: { concept: 'Matrix eggs, $4.50', reading: { usualPrice: { amount: 3 } } },
  },
  'GET /api/product-categories': { access: 'user' },
  'GET /api/validation/report': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/content-summaries': { access: 'public' },
  'GET /api/content': { access: 'public' },
  'GET /api/content/:slug': { access: 'public' },
  'GET /api/admin/content': { access: 'admin' },
  'POST /api/admin/content': {
    access: 'admin',
    body: { title: 'Matrix item', slug: 'SLUG', kind: 'article', status: 'draft' },
  },
  'GET /api/admin/content/:id': { access: 'admin' },
  'PUT /api/admin/content/:id': {
    access: 'admin',
    body: { title: 'Matrix item', slug: 'matrix-item', kind: 'article', status: 'published' },
  },
  'DELETE /api/admin/content/:id': { access: 'admin' },
  'POST /api/admin/uploads': { access: 'admin' },
  'GET /api/uploads/:id': { access: 'public' },
  'GET /api/feedback/:id/export': { access: 'own' },
  'GET /api/feedback/:id/snapshot': { access: 'own' },
  'POST /api/feedback/:id/snapshot': { access: 'own' },
  'DELETE /api/feedback/:id/snapshot': { access: 'own' },
  'GET /api/snapshots/:slug': { access: 'public' },
  'GET /api/snapshots/:slug/image': { access: 'public' },
  'POST /api/snapshot-requests': {
    access: 'public',
    body: { name: 'N', email: 'n@example.com', company: 'C', brand: 'B' },
  },
  'GET /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  // better-auth's endpoints: sign-up, sign-in and recovery are open; the rest act on the caller's own session.
  'GET /api/auth/callback/:id': { access: 'public' },
  'GET /api/auth/get-session': { access: 'public' },
  'GET /api/auth/verify-email': { access: 'public' },
  'GET /api/auth/reset-password/:token': { access: 'public' },
  'GET /api/auth/list-sessions': { access: 'session' },
  'GET /api/auth/list-accounts': { access: 'session' },
  'GET /api/auth/delete-user/callback': { access: 'public' },
  'GET /api/auth/account-info': { access: 'session' },
  'GET /api/auth/ok': { access: 'public' },
  'GET /api/auth/error': { access: 'public' },
  'POST /api/auth/sign-in/social': { access: 'public', body: { provider: 'github' } },
  'POST /api/auth/callback/:id': { access: 'public' },
  'POST /api/auth/get-session': { access: 'public' },
  'POST /api/auth/sign-out': { access: 'public' },
  'POST /api/auth/sign-up/email': {
    access: 'public',
    body: { name: 'N', email: 'EMAIL', password: 'correct horse battery' },
  },
  'POST /api/auth/sign-in/email': {
    access: 'public',
    body: { email: 'nobody@example.com', password: 'wrong password' },
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    body: { token: 'nope', newPassword: 'correct horse battery' },
  },
  'POST /api/auth/verify-password': { access: 'session', body: { password: 'correct horse battery' } },
  'POST /api/auth/send-verification-email': { access: 'public', body: { email: 'nobody@example.com' } },
  'POST /api/auth/change-email': { access: 'session', body: { newEmail: 'EMAIL' } },
  'POST /api/auth/change-password': {
    access: 'session',
    body: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery' },
  },
  'POST /api/auth/update-session': { access: 'session', body: {} },
  'POST /api/auth/update-user': { access: 'session', body: { name: 'Renamed' } },
  'POST /api/auth/delete-user': { access: 'session', body: {} },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
  },
  'POST /api/auth/revoke-session': { access: 'session', body: { token: 'not-a-session' } },
  'POST /api/auth/revoke-sessions': { access: 'session', body: {} },
  'POST /api/auth/revoke-other-sessions': { access: 'session', body: {} },
  'POST /api/auth/link-social': { access: 'session', body: { provider: 'github' } },
  'POST /api/auth/unlink-account': { access: 'session', body: { providerId: 'github' } },
  'POST /api/auth/refresh-token': { access: 'session', body: { providerId: 'github' } },
  'POST /api/auth/get-access-token': { access: 'session', body: { providerId: 'github' } },
  // better-auth's API key plugin: every call acts on the caller's own keys.
  'POST /api/auth/api-key/create': {
    access: 'session',
    body: { name: 'Matrix key', expiresIn: null, metadata: { scope: 'read' } },
  },
  'GET /api/auth/api-key/get': { access: 'session' },
  'GET /api/auth/api-key/list': { access: 'session' },
  'POST /api/auth/api-key/update': { access: 'session', body: { keyId: 'not-a-key', name: 'Renamed' } },
  'POST /api/auth/api-key/delete': { access: 'session', body: { keyId: 'not-a-key' } },
};

/** The statuses each role may get; 5xx never. */
function allowedStatuses(access: Access, role: Role): (status: number) => boolean {
  const permitted = (status: number) => status < 500 && status !== 401 && status !== 403;
  switch (access) {
    case 'public':
      // Open to all; a 401 here is a wrong password, not a missing session.
      return (status) => status < 500 && status !== 403;
    case 'signed':
      return (status) => status === 400;
    case 'user':
      return role === 'anonymous' ? (status) => status === 401 : permitted;
    case 'session':
      return role === 'anonymous' ? (status) => status === 400 || status === 401 : permitted;
    case 'own':
      if (role === 'anonymous') return (status) => status === 401;
      if (role === 'owner') return (status) => permitted(status) && status !== 404;
      return (status) => status === 404;
    case 'admin':
      if (role === 'anonymous') return (status) => status === 401;
      if (role === 'admin') return permitted;
      return (status) => status === 403;
    case 'business':
      if (role === 'anonymous') return (status) => status === 401;
      if (role === 'other') return (status) => status === 403;
      return permitted;
  }
}

describe.each(testDatabaseKinds)('authorization matrix on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let stripe: MockStripe;
  beforeAll(async () => {
    database = await kind.open();
    stripe = await startMockStripe();
    app = await startTestApp(database, {
      RECORDS_PER_DAY: '10000',
      STRIPE_SECRET_KEY: 'sk_test_matrix',
      STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_PACK_10: 'price_pack_10',
    });
    await seedPersonas(app.context);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
    await database?.drop();
  });

  it(
    'gives every route × role exactly its access, and has a row for every route the app serves',
    { timeout: 900_000 },
    async () => {
      const password = 'correct horse battery';
      const owner = await signUpAndIn(app, undefined, password);
      const other = await signUpAndIn(app, undefined, password);
      const admin = await signUpAndIn(app, undefined, password);
      await makeAdmin(database, admin.id);
      const users: Record<Exclude<Role, 'anonymous'>, SignedInUser> = { owner, other, admin };
      const cookies: Record<Exclude<Role, 'anonymous'>, string> = {
        owner: owner.cookie,
        other: other.cookie,
        admin: admin.cookie,
      };
      const freshCookie = async (user: SignedInUser) =>
        cookieFrom(
          (
            await app.inject({
              method: 'POST',
              url: '/api/auth/sign-in/email',
              payload: { email: user.email, password },
            })
          ).headers['set-cookie'],
        );

      const personaId = (await app.inject({ url: '/api/personas' })).json()[0]?.id ?? 'no-personas';
      const ownerWorkspace = (
        await app.inject({ url: '/api/workspaces', headers: { cookie: owner.cookie } })
      ).json()[0].workspaces.id;
      const content = (
        await app.inject({
          method: 'POST',
          url: '/api/admin/content',
          headers: { cookie: admin.cookie },
          payload: { title: 'Matrix seed', slug: 'matrix-seed', kind: 'article', status: 'published' },
        })
      ).json();

      // Enough credits for every charged call the owner makes (runs, interviews, hand-saved follow-ups).
      await app.inject({
        method: 'POST',
        url: `/api/admin/users/${owner.id}/credits`,
        headers: { cookie: admin.cookie },
        payload: { amount: 100, reason: 'Matrix credits' },
      });

      const teamWorkspace = (
        await app.inject({
          method: 'POST',
          url: '/api/workspaces',
          headers: { cookie: admin.cookie },
          payload: { name: 'Matrix team', ownerId: owner.id },
        })
      ).json().id;

      const routes = listRoutes(app);
      const missing = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in matrix));
      expect(missing, 'routes without a row in the authorization matrix').toEqual([]);

      const failures: string[] = [];
      let calls = 0;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const row = matrix[key]!;
        for (const role of ROLES) {
          // A fresh record (and its share link) for every call on a record, so one role's deletion never decides another's answer.
          const needsRecord = route.url.includes('/feedback/:id') || route.url.startsWith('/api/snapshots/');
          const interview = route.url.startsWith('/api/interviews/:id');
          const brand = route.url.startsWith('/api/brand-profiles/:id');
          const ownedFeatureStudy = route.url.startsWith('/api/feature-studies/:id');
          // Audiences belong to the owner's workspace: anyone outside it (admins included) gets 404.
          const audience = route.url.startsWith('/api/audiences/:id');
          const audienceForm = multipartForm({ name: 'Owned audience' }, [
            {
              name: 'file',
              filename: 'a.csv',
              contentType: 'text/csv',
              bytes: Buffer.from('Age,Country\n41,UK\n'),
            },
          ]);
          // A comparison whose first variant carries an image, for the route that serves it.
          const comparisonForm = route.url.startsWith('/api/comparisons/:id/images')
            ? multipartForm(
                {
                  variants: JSON.stringify(['A plain steel bottle', 'A steel bottle that keeps drinks cold']),
                  personaIds: JSON.stringify([personaId]),
                },
                [
                  {
                    name: 'images.0',
                    filename: 'v.png',
                    contentType: 'image/png',
                    bytes: await renderAdImage({ lines: ['COLD'] }),
                  },
                ],
              )
            : undefined;
          const record = comparisonForm
            ? (
                await app.inject({
                  method: 'POST',
                  url: '/api/comparisons',
                  headers: { ...comparisonForm.headers, cookie: cookies.owner },
                  payload: comparisonForm.payload,
                })
              ).json()
            : audience
              ? (
                  await app.inject({
                    method: 'POST',
                    url: '/api/audiences',
                    headers: { ...audienceForm.headers, cookie: cookies.owner },
                    payload: audienceForm.payload,
                  })
                ).json()
              : ownedFeatureStudy
                ? (
                    await app.inject({
                      method: 'POST',
                      url: '/api/feature-studies',
                      headers: { cookie: cookies.owner },
                      payload: { ...featureStudy, personaIds: [personaId] },
                    })
                  ).json()
                : brand
                  ? (
                      await app.inject({
                        method: 'POST',
                        url: '/api/brand-profiles',
                        headers: { cookie: cookies.owner },
                        payload: {
                          name: 'Owned',
                          category: 'coffee',
                          description: 'An owned coffee brand for the matrix.',
                          competitors: ['Other'],
                        },
                      })
                    ).json()
                  : interview
                    ? (
                        await app.inject({
                          method: 'POST',
                          url: '/api/interviews',
                          headers: { cookie: cookies.owner },
                          payload: { personaId },
                        })
                      ).json()
                    : needsRecord
                      ? (
                          await app.inject({
                            method: 'POST',
                            url: '/api/feedback',
                            headers: { cookie: cookies.owner },
                            payload: { concept: 'Owned', responses: [{ personaId, text: 'Hi' }] },
                          })
                        ).json()
                      : { id: 'none' };
          const webhooks = route.url.startsWith('/api/workspaces/:id/webhooks');
          const team = /^\/api\/workspaces\/:id\/(members|invitations)/.test(route.url);
          const invitation = route.url.includes(':invitationId')
            ? (
                await app.inject({
                  method: 'POST',
                  url: `/api/workspaces/${teamWorkspace}/invitations`,
                  headers: { cookie: cookies.owner },
                  payload: { email: `matrix-${randomBytes(4).toString('hex')}@example.com`, role: 'viewer' },
                })
              ).json()
            : { id: 'none' };
          // The owner's Business subscription, which an earlier admin row may have replaced.
          if (key === 'POST /api/workspaces')
            await app.inject({
              method: 'PUT',
              url: `/api/admin/users/${owner.id}/subscription`,
              headers: { cookie: cookies.admin },
              payload: { status: 'active', plan: 'business' },
            });
          const webhook = route.url.includes(':webhookId')
            ? (
                await app.inject({
                  method: 'POST',
                  url: `/api/workspaces/${ownerWorkspace}/webhooks`,
                  headers: { cookie: cookies.owner },
                  payload: { url: 'https://hooks.example.com/owned', events: ['run.failed'] },
                })
              ).json()
            : { id: 'none' };
          const snapshot = route.url.startsWith('/api/snapshots/')
            ? (
                await app.inject({
                  method: 'POST',
                  url: `/api/feedback/${record.id}/snapshot`,
                  headers: { cookie: cookies.owner },
                })
              ).json()
            : { slug: 'none' };
          if (needsRecord || interview || brand || audience || comparisonForm || ownedFeatureStudy)
            expect(record.id, 'the owner’s record for this call').toBeTypeOf('string');
          const params: Record<string, string> = {
            id: webhooks
              ? ownerWorkspace
              : team
                ? teamWorkspace
                : route.url.includes('/admin/users/')
                  ? owner.id
                  : route.url.includes('/content/')
                    ? content.id
                    : route.url.includes('/personas/')
                      ? personaId
                      : record.id,
            slug: route.url.startsWith('/api/snapshots/') ? snapshot.slug : 'matrix-seed',
            webhookId: webhook.id,
            invitationId: invitation.id,
            userId: owner.id,
            variant: '0',
            token: 'not-a-token',
          };
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            encodeURIComponent(params[name] ?? 'x'),
          );
          const body = row.body
            ? JSON.parse(
                JSON.stringify(row.body)
                  .replaceAll('"PERSONA"', JSON.stringify(personaId))
                  .replace('"SLUG"', JSON.stringify(`matrix-${randomBytes(4).toString('hex')}`))
                  .replace('"EMAIL"', JSON.stringify(`matrix-${randomBytes(4).toString('hex')}@example.com`)),
              )
            : undefined;
          // better-auth's own POST endpoints get a throwaway session: they sign out and revoke as they go.
          const throwaway = route.method === 'POST' && route.url.startsWith('/api/auth/');
          const cookie =
            role === 'anonymous' ? undefined : throwaway ? await freshCookie(users[role]) : cookies[role];
          const answer =
            route.url === '/api/realtime'
              ? await app.inject({ method: 'HEAD', url, headers: cookie ? { cookie } : {} })
              : await app.inject({
                  method: route.method as 'GET',
                  url,
                  headers: cookie ? { cookie } : {},
                  ...(body ? { payload: body } : {}),
                });
          calls += 1;
          if (throwaway && role !== 'anonymous' && REVOKES_ALL.test(route.url))
            cookies[role] = await freshCookie(users[role]);
          if (!allowedStatuses(row.access, role)(answer.statusCode))
            failures.push(
              `${key} as ${role} (${row.access}) → ${answer.statusCode} ${answer.body.slice(0, 160)}`,
            );
        }
      }
      console.log(
        `[authorization matrix ${kind.name}] ${routes.length} routes × ${ROLES.length} roles = ${calls} calls, ${failures.length} unexpected`,
      );
      expect(failures).toEqual([]);
    },
  );

  it('gives the team workspace routes, and runs and reads in a team workspace, exactly their access by role', async () => {
    const signUp = () => signUpAndIn(app);
    const [owner, editor, viewer, removed, stranger] = await Promise.all([
      signUp(),
      signUp(),
      signUp(),
      signUp(),
      signUp(),
    ]);
    const admin = await signUp();
    await makeAdmin(database, admin.id);
    const as = (user: SignedInUser, method: string, url: string, payload?: object, workspaceId?: string) =>
      app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: user.cookie, ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
        ...(payload ? { payload } : {}),
      });
    const workspaceId: string = (
      await as(admin, 'POST', '/api/workspaces', { name: 'Matrix roles', ownerId: owner.id })
    ).json().id;
    for (const [member, role] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
      [removed, 'viewer'],
    ] as const) {
      const { link } = (
        await as(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, { email: member.email, role })
      ).json();
      await as(member, 'POST', '/api/invitations/accept', { token: new URL(link).searchParams.get('token') });
    }
    await as(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${removed.id}`);
    const personaId = (await app.inject({ url: '/api/personas' })).json()[0].id;
    const run = { concept: 'Matrix team lamp', personaIds: [personaId] };
    const record = (await as(owner, 'POST', '/api/analyses', run, workspaceId)).json();
    const invitation = (
      await as(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
        email: 'matrix-pending@example.com',
        role: 'viewer',
      })
    ).json();

    const base = `/api/workspaces/${workspaceId}`;
    // [method, url, body, acting in the workspace, statuses for editor, viewer, removed member, non-member]
    const rows: Array<[string, string, object | undefined, boolean, number[]]> = [
      ['GET', `${base}/members`, undefined, false, [200, 200, 404, 404]],
      ['PATCH', `${base}/members/${viewer.id}`, { role: 'editor' }, false, [403, 403, 404, 404]],
      ['DELETE', `${base}/members/${owner.id}`, undefined, false, [403, 403, 404, 404]],
      ['POST', `${base}/members/${editor.id}/ownership`, undefined, false, [403, 403, 404, 404]],
      ['GET', `${base}/invitations`, undefined, false, [403, 403, 404, 404]],
      [
        'POST',
        `${base}/invitations`,
        { email: 'matrix-x@example.com', role: 'viewer' },
        false,
        [403, 403, 404, 404],
      ],
      ['DELETE', `${base}/invitations/${invitation.id}`, undefined, false, [403, 403, 404, 404]],
      ['POST', '/api/analyses', run, true, [201, 403, 404, 404]],
      ['GET', '/api/feedback?type=focus-group', undefined, true, [200, 200, 404, 404]],
      ['GET', `/api/feedback/${record.id}`, undefined, false, [200, 200, 404, 404]],
      ['GET', `/api/feedback/${record.id}/export?format=csv`, undefined, false, [200, 200, 404, 404]],
      [
        'POST',
        `/api/feedback/${record.id}/follow-ups`,
        { personaId, question: 'Why?' },
        false,
        [201, 403, 404, 404],
      ],
      ['POST', `/api/feedback/${record.id}/snapshot`, undefined, false, [201, 403, 404, 404]],
    ];
    const failures: string[] = [];
    for (const [method, url, body, acting, statuses] of rows) {
      for (const [index, user] of [editor, viewer, removed, stranger].entries()) {
        const answer = await as(user, method, url, body, acting ? workspaceId : undefined);
        if (answer.statusCode !== statuses[index])
          failures.push(
            `${method} ${url} as ${['editor', 'viewer', 'removed member', 'non-member'][index]} → ${answer.statusCode}, expected ${statuses[index]}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
