import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles } from '@db/schema/index';
import { collectEvents, makeAdmin, signUpAndIn, testDatabaseKinds, useTestApp } from '../../testing';

describe.each(testDatabaseKinds)('admin role and realtime account events on $name', (kind) => {
  const harness = useTestApp(kind);

  async function listeningUrl() {
    if (!harness.app.server.listening) await harness.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(harness.app.server.address() as { port: number }).port}/api/realtime`;
  }

  it('grants and withdraws the admin role, tells only that user’s streams, and never withdraws one’s own', async () => {
    const url = await listeningUrl();
    const admin = await signUpAndIn(harness.app);
    await makeAdmin(harness.database, admin.id);
    const user = await signUpAndIn(harness.app);
    const bystander = await signUpAndIn(harness.app);
    const setRole = (id: string, isAdmin: boolean, cookie = admin.cookie) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: { cookie },
        payload: { isAdmin },
      });

    expect((await setRole(bystander.id, true, user.cookie)).statusCode).toBe(403);
    const bystanderEvents = collectEvents(url, bystander.cookie, (e) => e.type === 'role', 1_500);
    const events = await collectEvents(
      url,
      user.cookie,
      (e) => e.type === 'role',
      10_000,
      async () => {
        const granted = await setRole(user.id, true);
        expect(granted.statusCode).toBe(200);
        expect(granted.json()).toEqual({ isAdmin: true });
      },
    );
    expect(events.map((e) => e.type)).toEqual(['ready', 'role']);
    expect((await bystanderEvents).map((e) => e.type)).toEqual(['ready']);
    const me = await harness.app.inject({ url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().isAdmin).toBe(true);
    expect(
      (await harness.app.inject({ url: '/api/admin/users', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);

    const own = await setRole(admin.id, false);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_ADMIN_ROLE');
    expect((await setRole('nobody', true)).statusCode).toBe(404);

    const withdrawn = await collectEvents(
      url,
      user.cookie,
      (e) => e.type === 'role',
      10_000,
      async () => {
        expect((await setRole(user.id, false)).json()).toEqual({ isAdmin: false });
      },
    );
    expect(withdrawn.at(-1)?.type).toBe('role');
    expect(
      (await harness.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).json().isAdmin,
    ).toBe(false);
    const found = (
      await harness.app.inject({
        url: `/api/admin/users?query=${encodeURIComponent(user.email)}`,
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(found).toEqual([expect.objectContaining({ id: user.id, isAdmin: false })]);
  });

  it('leaves one of two admins who withdraw each other’s role at the same moment', async () => {
    const isAdmin = async (id: string) =>
      (await harness.database.db.select().from(userRoles).where(eq(userRoles.userId, id))).length === 1;
    for (let round = 0; round < 4; round += 1) {
      const first = await signUpAndIn(harness.app);
      const second = await signUpAndIn(harness.app);
      await makeAdmin(harness.database, first.id);
      await makeAdmin(harness.database, second.id);
      const demote = (by: { cookie: string }, id: string) =>
        harness.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${id}/role`,
          headers: { cookie: by.cookie },
          payload: { isAdmin: false },
        });
      const answers = await Promise.all([demote(first, second.id), demote(second, first.id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
      expect([await isAdmin(first.id), await isAdmin(second.id)].filter(Boolean)).toHaveLength(1);
    }
  });

  it('tells the user’s open streams of a rename, through the profile form and through the sign-in service', async () => {
    const url = await listeningUrl();
    const user = await signUpAndIn(harness.app);
    const viaProfile = await collectEvents(
      url,
      user.cookie,
      (e) => e.type === 'profile',
      10_000,
      async () => {
        const saved = await harness.app.inject({
          method: 'PATCH',
          url: '/api/me/profile',
          headers: { cookie: user.cookie },
          payload: { full_name: 'Grace Hopper' },
        });
        expect(saved.statusCode).toBe(200);
      },
    );
    expect(viaProfile.at(-1)).toEqual({ type: 'profile', data: { type: 'profile' } });

    const viaAuth = await collectEvents(
      url,
      user.cookie,
      (e) => e.type === 'profile',
      10_000,
      async () => {
        const renamed = await harness.app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { cookie: user.cookie },
          payload: { name: 'Grace B. Hopper' },
        });
        expect(renamed.statusCode).toBe(200);
      },
    );
    expect(viaAuth.at(-1)?.type).toBe('profile');

    const refused = await collectEvents(
      url,
      user.cookie,
      (e) => e.type === 'profile',
      1_500,
      async () => {
        const invalid = await harness.app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { cookie: user.cookie },
          payload: { name: '' },
        });
        expect(invalid.statusCode).toBe(400);
      },
    );
    expect(refused.map((e) => e.type)).toEqual(['ready']);
  });
});
