import { describe, expect, it } from 'vitest';
import { snapshotRequests } from '@db/schema/index';
import { makeAdmin, signUpAndIn, testDatabaseKinds, useTestApp, type TestApp } from '../../testing';

const ask = (app: TestApp, brand: string) =>
  app.inject({
    method: 'POST',
    url: '/api/snapshot-requests',
    payload: {
      name: 'Vera Visitor',
      email: 'vera@example.com',
      company: 'Acme',
      brand,
      message: `About ${brand}`,
    },
  });

describe.each(testDatabaseKinds)('snapshot requests for admins on $name', (kind) => {
  const harness = useTestApp(kind);

  it('lists requests newest first with their status, marks them handled and new again, for admins only', async () => {
    const admin = await signUpAndIn(harness.app);
    await makeAdmin(harness.database, admin.id);
    const user = await signUpAndIn(harness.app);
    const list = (query = '', cookie = admin.cookie) =>
      harness.app.inject({ url: `/api/admin/snapshot-requests${query}`, headers: { cookie } });
    const mark = (id: string, status: string, cookie = admin.cookie) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/admin/snapshot-requests/${id}`,
        headers: { cookie },
        payload: { status },
      });

    const ids: string[] = [];
    for (const brand of ['First brand', 'Second brand', 'Third brand']) {
      const created = await ask(harness.app, brand);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const before = (await list()).json();
    const mine = before.items.filter((item: { id: string }) => ids.includes(item.id));
    expect(mine.map((item: { brand: string }) => item.brand)).toEqual([
      'Third brand',
      'Second brand',
      'First brand',
    ]);
    expect(mine[0]).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      company: 'Acme',
      message: 'About Third brand',
      status: 'new',
      handledAt: null,
      handledBy: null,
    });
    expect(before.hasMore).toBe(false);

    const handled = await mark(ids[1]!, 'handled');
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id: ids[1], status: 'handled', handledBy: admin.id });
    const handledAt = handled.json().handledAt;
    expect(Date.parse(handledAt)).toBeGreaterThan(Date.now() - 60_000);
    // Marking it again keeps who handled it and when.
    expect((await mark(ids[1]!, 'handled')).json().handledAt).toBe(handledAt);

    const after = (await list()).json();
    expect(after.newCount).toBe(before.newCount - 1);
    const newOnly = (await list('?status=new')).json().items.map((item: { id: string }) => item.id);
    expect(newOnly).toContain(ids[0]);
    expect(newOnly).not.toContain(ids[1]);
    expect((await list('?status=handled')).json().items.map((item: { id: string }) => item.id)).toEqual([
      ids[1],
    ]);

    expect((await mark(ids[1]!, 'new')).json()).toMatchObject({
      status: 'new',
      handledAt: null,
      handledBy: null,
    });
    expect((await list('?status=handled')).json().items).toEqual([]);

    expect((await list('', user.cookie)).statusCode).toBe(403);
    expect((await mark(ids[0]!, 'handled', user.cookie)).statusCode).toBe(403);
    expect((await harness.app.inject({ url: '/api/admin/snapshot-requests' })).statusCode).toBe(401);
    expect((await mark('00000000-0000-4000-8000-000000000000', 'handled')).statusCode).toBe(404);
    expect((await mark('not-a-uuid', 'handled')).statusCode).toBe(400);
    expect((await mark(ids[0]!, 'done')).statusCode).toBe(400);
    expect((await list('?status=open')).statusCode).toBe(400);
  });

  it('pages 50 at a time', async () => {
    const admin = await signUpAndIn(harness.app);
    await makeAdmin(harness.database, admin.id);
    const total = (
      await harness.app.inject({ url: '/api/admin/snapshot-requests', headers: { cookie: admin.cookie } })
    ).json().newCount;
    // Written straight to the table: the public form allows 5 requests an hour per address.
    await harness.database.db.insert(snapshotRequests).values(
      Array.from({ length: 51 - total }, (_, i) => ({
        name: 'N',
        email: 'n@example.com',
        company: 'C',
        brand: `Brand ${i}`,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = (
      await harness.app.inject({
        url: '/api/admin/snapshot-requests?page=0',
        headers: { cookie: admin.cookie },
      })
    ).json();
    const second = (
      await harness.app.inject({
        url: '/api/admin/snapshot-requests?page=1',
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(first.items).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const times = [...first.items, ...second.items].map((item: { createdAt: string }) =>
      Date.parse(item.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
