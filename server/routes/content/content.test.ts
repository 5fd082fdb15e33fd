import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@db/testing';
import {
  makeAdmin,
  multipartForm,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  type SignedInUser,
  type TestApp,
} from '../../testing';

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'How to pre-test an ad in a day',
  slug: 'pre-test-an-ad',
  summary: 'A worked example.',
  body: '# Heading\n\nBody text.',
  kind: 'guide',
  status: 'draft',
  ...overrides,
});

const multipart = (filename: string, bytes: Buffer, contentType: string) =>
  multipartForm({}, [{ name: 'file', filename, contentType, bytes }]);

describe.each(testDatabaseKinds)('resources CMS and snapshots on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let admin: SignedInUser;
  let visitor: SignedInUser;
  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database);
    admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
    visitor = await signUpAndIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const create = (who: SignedInUser, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/admin/content', headers: { cookie: who.cookie }, payload: body });

  it('lets only admins write; drafts stay hidden until published', async () => {
    expect((await create(visitor, article())).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/content', payload: article() })).statusCode,
    ).toBe(401);
    const created = await create(admin, article());
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ slug: 'pre-test-an-ad', status: 'draft', publishedAt: null });
    expect((await app.inject({ url: '/api/content/pre-test-an-ad' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/content' })).json()).toEqual([]);
    expect((await app.inject({ url: '/api/content-summaries' })).json()).toEqual([]);

    const published = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/${item.id}`,
      headers: { cookie: admin.cookie },
      payload: article({ status: 'published' }),
    });
    expect(published.json().publishedAt).not.toBeNull();
    expect((await app.inject({ url: '/api/content/pre-test-an-ad' })).json()).toMatchObject({
      title: 'How to pre-test an ad in a day',
      body: '# Heading\n\nBody text.',
    });
    expect((await app.inject({ url: '/api/content?kind=guide' })).json()).toHaveLength(1);
    expect((await app.inject({ url: '/api/content?kind=article' })).json()).toHaveLength(0);
    const [summary] = (await app.inject({ url: '/api/content-summaries' })).json();
    expect(summary).toMatchObject({
      slug: 'pre-test-an-ad',
      title: 'How to pre-test an ad in a day',
      status: 'published',
    });
    expect(summary).not.toHaveProperty('body');
    expect((await app.inject({ url: '/api/content-summaries?kind=article' })).json()).toEqual([]);
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/resources/pre-test-an-ad</loc>');
  });

  it('validates input and keeps slugs unique', async () => {
    const bad = await create(admin, article({ slug: 'Not A Slug', title: 'x', kind: 'poem' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .invalidParams.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['kind', 'slug', 'title']);
    await create(admin, article({ slug: 'unique-slug' }));
    const duplicate = await create(admin, article({ slug: 'unique-slug' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('SLUG_TAKEN');
  });

  it('lists, searches and deletes for admins', async () => {
    const item = (await create(admin, article({ slug: 'to-delete', title: 'Delete me please' }))).json();
    const found = (
      await app.inject({ url: '/api/admin/content?query=delete%20me', headers: { cookie: admin.cookie } })
    ).json();
    expect(found.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect(
      (await app.inject({ url: '/api/admin/content', headers: { cookie: visitor.cookie } })).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/content/${item.id}`,
          headers: { cookie: visitor.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/content/${item.id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ url: `/api/admin/content/${item.id}`, headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('accepts real images only, re-encodes them, and serves them with a long cache', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      ...(() => {
        const m = multipart('cover.png', png, 'image/png');
        return { payload: m.payload, headers: { ...m.headers, cookie: admin.cookie } };
      })(),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({
      width: 40,
      height: 20,
      url: expect.stringMatching(/^\/api\/uploads\//),
    });
    const served = await app.inject({ url: upload.json().url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const fake = multipart('evil.png', Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: fake.payload,
      headers: { ...fake.headers, cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'This file is not an image we can read. Upload a PNG, JPEG or WebP image.',
    );

    // The same limits as /api/analyses: over 5 MB is 413, over 40 megapixels 400 before decoding.
    const huge = multipart('huge.png', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png');
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: huge.payload,
      headers: { ...huge.headers, cookie: admin.cookie },
    });
    expect(tooLarge.statusCode).toBe(413);
    const wide = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const manyPixels = multipart('wide.png', wide, 'image/png');
    const refusedPixels = await app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: manyPixels.payload,
      headers: { ...manyPixels.headers, cookie: admin.cookie },
    });
    expect(refusedPixels.statusCode).toBe(400);
    expect(refusedPixels.json().detail).toMatch(/too many pixels/);
  });

  it('publishes a run as an unguessable public snapshot, and revokes it', async () => {
    const record = (
      await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: visitor.cookie },
        payload: { concept: 'Shared concept' },
      })
    ).json();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/feedback/${record.id}/snapshot`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const link = (
      await app.inject({
        method: 'POST',
        url: `/api/feedback/${record.id}/snapshot`,
        headers: { cookie: visitor.cookie },
      })
    ).json();
    expect(link.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = (
      await app.inject({
        method: 'POST',
        url: `/api/feedback/${record.id}/snapshot`,
        headers: { cookie: visitor.cookie },
      })
    ).json();
    expect(again.slug).toBe(link.slug);
    const publicView = await app.inject({ url: `/api/snapshots/${link.slug}` });
    expect(publicView.json()).toMatchObject({ concept: 'Shared concept' });
    expect(publicView.json().user_id).toBeUndefined();
    await app.inject({
      method: 'DELETE',
      url: `/api/feedback/${record.id}/snapshot`,
      headers: { cookie: visitor.cookie },
    });
    expect((await app.inject({ url: `/api/snapshots/${link.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/snapshots/unknown-slug` })).statusCode).toBe(404);
  });

  it('stores snapshot requests with validation', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/snapshot-requests',
      payload: { name: '', email: 'nope', company: '', brand: '' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/snapshot-requests',
      payload: { name: 'Maria', email: 'maria@brand.example', company: 'Brand Ltd', brand: 'Brand' },
    });
    expect(ok.statusCode).toBe(201);
    expect((await app.inject({ url: '/robots.txt' })).body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
  });
});
