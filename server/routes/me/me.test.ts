import { describe, expect, it } from 'vitest';
import { signUpAndIn, testDatabaseKinds, useTestApp, uniqueEmail } from '../../testing';

describe.each(testDatabaseKinds)('accounts on $name', (kind) => {
  const harness = useTestApp(kind);

  it('gives a new account a profile, 10 credits with a ledger row, and a PERSONAL workspace', async () => {
    const user = await signUpAndIn(harness.app, uniqueEmail(), 'correct horse battery', 'Ada Lovelace');
    const me = (await harness.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).json();
    expect(me.profile.full_name).toBe('Ada Lovelace');
    expect(me.isAdmin).toBe(false);
    expect(me.subscription).toBeNull();

    const tokens = (
      await harness.app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })
    ).json();
    expect(tokens).toEqual({ balance: 10, subscription: null, isUnlimited: false });

    const memberships = (
      await harness.app.inject({ url: '/api/workspaces', headers: { cookie: user.cookie } })
    ).json();
    expect(memberships).toHaveLength(1);
    expect(memberships[0].workspaces.workspace_type).toBe('PERSONAL');
    expect(memberships[0].user_id).toBe(user.id);
  });

  it('answers 404 for another user’s workspace and for unknown ids', async () => {
    const owner = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const [membership] = (
      await harness.app.inject({ url: '/api/workspaces', headers: { cookie: owner.cookie } })
    ).json();
    const own = await harness.app.inject({
      url: `/api/workspaces/${membership.workspaces.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await harness.app.inject({
      url: `/api/workspaces/${membership.workspaces.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    const bogus = await harness.app.inject({
      url: '/api/workspaces/not-a-uuid',
      headers: { cookie: stranger.cookie },
    });
    expect(bogus.statusCode).toBe(404);
  });

  it('refuses signed-out calls with 401 problem+json', async () => {
    for (const url of ['/api/me', '/api/tokens', '/api/workspaces']) {
      const response = await harness.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: 401,
        code: 'NOT_AUTHENTICATED',
        detail: 'Not authenticated',
      });
      expect(response.json().requestId).toBeTruthy();
    }
  });

  it('refuses a wrong password with 401 and does not reveal whether an email is registered at sign-up', async () => {
    const user = await signUpAndIn(harness.app);
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Invalid email or password');

    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email: user.email, password: 'another long password' },
    });
    const fresh = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email: uniqueEmail(), password: 'another long password' },
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    // The duplicate attempt created nothing: still exactly one workspace and the original balance.
    const memberships = (
      await harness.app.inject({ url: '/api/workspaces', headers: { cookie: user.cookie } })
    ).json();
    expect(memberships).toHaveLength(1);
  });

  it('refuses short and common passwords with a clear message and creates nothing', async () => {
    const email = uniqueEmail();
    const short = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toMatch(/too short/i);
    const common = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email, password: 'password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toBe('This password is too common. Choose one that is harder to guess.');
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'password123' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a common password on change-password', async () => {
    const user = await signUpAndIn(harness.app);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { currentPassword: 'correct horse battery', newPassword: 'password123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('This password is too common. Choose one that is harder to guess.');
  });

  it('updates the profile name and validates it', async () => {
    const user = await signUpAndIn(harness.app);
    const bad = await harness.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
      payload: { full_name: '  ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParams[0]).toEqual({ name: 'full_name', reason: 'Enter your name' });
    const ok = await harness.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
      payload: { full_name: 'Grace Hopper', company: 'Navy' },
    });
    expect(ok.statusCode).toBe(200);
    const me = (await harness.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).json();
    expect(me.profile).toMatchObject({ full_name: 'Grace Hopper', company: 'Navy' });
    expect(me.user.name).toBe('Grace Hopper');
  });

  it('signs out: the cookie no longer works', async () => {
    const user = await signUpAndIn(harness.app);
    const out = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect((await harness.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(
      401,
    );
  });
});
