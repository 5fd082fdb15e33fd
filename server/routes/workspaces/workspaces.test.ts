import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  tokenTransactions,
  webhookDeliveries,
  webhookEndpoints,
  workspaceInvitations,
} from '@db/schema/index';
import { OWNERSHIP_TRANSFER_PAUSE_REASON } from '@contracts/webhooks';
import type { TestDatabase } from '@db/testing';
import { seedPersonas } from '../../services/personas/seed-personas';
import {
  balanceOf,
  makeAdmin,
  multipartForm,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  useTestApp,
  type SignedInUser,
  type TestApp,
} from '../../testing';

describe.each(testDatabaseKinds)('team workspaces on $name', (kind) => {
  const harness = useTestApp(kind, { LOG_LEVEL: 'error' });
  let admin: SignedInUser;
  let personaId: string;

  beforeAll(async () => {
    await seedPersonas(harness.app.context);
    admin = await signUpAndIn(harness.app);
    await makeAdmin(harness.database, admin.id);
    personaId = (await harness.app.inject({ url: '/api/personas' })).json()[0].id;
  });

  const call = (
    user: SignedInUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    harness.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const subscribe = (user: SignedInUser, plan: 'basic' | 'pro' | 'business') =>
    call(admin, 'PUT' as 'POST', `/api/admin/users/${user.id}/subscription`, { status: 'active', plan });

  const grant = (user: SignedInUser, amount: number) =>
    call(admin, 'POST', `/api/admin/users/${user.id}/credits`, { amount, reason: 'Workspace test' });

  /** A team workspace owned by `owner` (made by the admin) with `members` invited and accepted in these roles. */
  async function teamOf(owner: SignedInUser, members: Array<[SignedInUser, 'editor' | 'viewer']>) {
    const created = await call(admin, 'POST', '/api/workspaces', {
      name: 'Research team',
      ownerId: owner.id,
    });
    expect(created.statusCode).toBe(201);
    const workspaceId: string = created.json().id;
    for (const [member, role] of members) {
      const invited = await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
        email: member.email,
        role,
      });
      expect(invited.statusCode).toBe(201);
      const token = new URL(invited.json().link).searchParams.get('token');
      expect((await call(member, 'POST', '/api/invitations/accept', { token })).statusCode).toBe(200);
    }
    return workspaceId;
  }

  const runIn = (
    user: SignedInUser,
    workspaceId: string | undefined,
    concept = 'A bottle that keeps tea hot',
  ) =>
    call(
      user,
      'POST',
      '/api/analyses',
      { concept, personaIds: [personaId] },
      workspaceId ? { 'x-workspace-id': workspaceId } : {},
    );

  it('lets Business subscribers and admins create team workspaces, and refuses everyone else with 403', async () => {
    const basic = await signUpAndIn(harness.app);
    const unsubscribed = (await call(basic, 'POST', '/api/workspaces', { name: 'Nope' })).json();
    expect(unsubscribed.code).toBe('WORKSPACE_PLAN_REQUIRED');
    // No Stripe keys in this app: the only way to the plan is an administrator, and the answer says where.
    expect(unsubscribed.detail).toContain('an administrator grants the plan: Admin → Users (/admin/users)');
    await subscribe(basic, 'basic');
    const refused = await call(basic, 'POST', '/api/workspaces', { name: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WORKSPACE_PLAN_REQUIRED');

    const business = await signUpAndIn(harness.app);
    await subscribe(business, 'business');
    const created = await call(business, 'POST', '/api/workspaces', { name: 'Insights' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Insights', workspace_type: 'TEAM', owner_id: business.id });
    const listed = (await call(business, 'GET', '/api/workspaces')).json();
    expect(
      listed.map((m: { role: string; workspaces: { name: string } }) => [m.workspaces.name, m.role]),
    ).toEqual([
      ['Personal', 'owner'],
      ['Insights', 'owner'],
    ]);
    // Only an administrator names another account as the owner.
    expect(
      (await call(business, 'POST', '/api/workspaces', { name: 'X', ownerId: basic.id })).statusCode,
    ).toBe(403);
    const forBasic = await call(admin, 'POST', '/api/workspaces', { name: 'For basic', ownerId: basic.id });
    expect(forBasic.json().owner_id).toBe(basic.id);
  });

  it('accepts an invitation once, for the invited email only, before it expires', async () => {
    const owner = await signUpAndIn(harness.app);
    const invitee = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, []);
    const invite = async () => {
      const answer = await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
        email: invitee.email.toUpperCase(),
        role: 'viewer',
      });
      expect(answer.statusCode).toBe(201);
      return answer.json() as { id: string; link: string };
    };
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

    const first = await invite();
    expect(first.link).toContain('/invitations/accept?token=');
    const pending = (await call(owner, 'GET', `/api/workspaces/${workspaceId}/invitations`)).json();
    expect(pending.map((i: { email: string }) => i.email)).toEqual([invitee.email.toLowerCase()]);
    // Only the token's hash is stored.
    const [stored] = await harness.database.db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, first.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(first.link));

    const mismatch = await call(stranger, 'POST', '/api/invitations/accept', { token: tokenOf(first.link) });
    expect([mismatch.statusCode, mismatch.json().code]).toEqual([403, 'INVITATION_EMAIL_MISMATCH']);
    const wrong = await call(invitee, 'POST', '/api/invitations/accept', { token: 'not-a-token' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'INVITATION_INVALID']);

    const accepted = await call(invitee, 'POST', '/api/invitations/accept', { token: tokenOf(first.link) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'viewer', workspace: { id: workspaceId } });
    const reused = await call(invitee, 'POST', '/api/invitations/accept', { token: tokenOf(first.link) });
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'INVITATION_USED']);
    expect((await call(owner, 'GET', `/api/workspaces/${workspaceId}/invitations`)).json()).toEqual([]);

    // A second invitation to a member is refused; one to someone new that expires cannot be accepted.
    expect(
      (
        await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
          email: invitee.email,
          role: 'editor',
        })
      ).json().code,
    ).toBe('ALREADY_MEMBER');
    const late = await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
      email: stranger.email,
      role: 'editor',
    });
    await harness.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, late.json().id));
    const expired = await call(stranger, 'POST', '/api/invitations/accept', {
      token: tokenOf(late.json().link),
    });
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'INVITATION_EXPIRED']);

    // A revoked invitation's link stops working.
    const revocable = await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
      email: stranger.email,
      role: 'viewer',
    });
    expect(
      (await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/invitations/${revocable.json().id}`))
        .statusCode,
    ).toBe(204);
    const revoked = await call(stranger, 'POST', '/api/invitations/accept', {
      token: tokenOf(revocable.json().link),
    });
    expect(revoked.json().code).toBe('INVITATION_INVALID');

    // Members other than the owner neither see nor send invitations; personal workspaces take none.
    expect((await call(invitee, 'GET', `/api/workspaces/${workspaceId}/invitations`)).json().code).toBe(
      'WORKSPACE_ROLE',
    );
    const personal = (await call(owner, 'GET', '/api/workspaces')).json()[0].workspaces.id;
    expect(
      (
        await call(owner, 'POST', `/api/workspaces/${personal}/invitations`, {
          email: stranger.email,
          role: 'viewer',
        })
      ).json().code,
    ).toBe('WORKSPACE_PERSONAL');
  });

  it('lets editors run on the owner’s credits with the actor in the ledger, and viewers only read', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const viewer = await signUpAndIn(harness.app);
    const stranger = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ]);
    const ownerBefore = await balanceOf(harness.app, owner);
    const editorBefore = await balanceOf(harness.app, editor);

    const run = await runIn(editor, workspaceId);
    expect(run.statusCode).toBe(201);
    const recordId: string = run.json().id;
    expect(await balanceOf(harness.app, owner)).toBe(ownerBefore - 1);
    expect(await balanceOf(harness.app, editor)).toBe(editorBefore);
    const [entry] = await harness.database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.actionId, `analysis:${recordId}`));
    expect(entry).toMatchObject({ userId: owner.id, actorUserId: editor.id, amount: -1 });
    expect(entry!.metadata).toMatchObject({ workspaceId });

    // The viewer reads the workspace's history and the record, and may not run, follow up or share.
    const refused = await runIn(viewer, workspaceId);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'WORKSPACE_ROLE']);
    const history = (
      await call(viewer, 'GET', '/api/feedback?type=focus-group', undefined, {
        'x-workspace-id': workspaceId,
      })
    ).json();
    expect(history.items.map((r: { id: string }) => r.id)).toEqual([recordId]);
    expect((await call(viewer, 'GET', `/api/feedback/${recordId}`)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/api/feedback/${recordId}/export?format=csv`)).statusCode).toBe(200);
    expect(
      (
        await call(viewer, 'POST', `/api/feedback/${recordId}/follow-ups`, { personaId, question: 'Why?' })
      ).json().code,
    ).toBe('WORKSPACE_ROLE');
    expect((await call(viewer, 'POST', `/api/feedback/${recordId}/snapshot`)).json().code).toBe(
      'WORKSPACE_ROLE',
    );
    expect((await call(editor, 'POST', `/api/feedback/${recordId}/snapshot`)).statusCode).toBe(201);

    // A non-member sees neither the record nor the history, and cannot act in the workspace.
    expect((await call(stranger, 'GET', `/api/feedback/${recordId}`)).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'GET', '/api/feedback?type=focus-group', undefined, {
          'x-workspace-id': workspaceId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await runIn(stranger, workspaceId)).statusCode).toBe(404);
    // Without the header a run stays in the runner's own PERSONAL workspace, paid by them.
    const personalRun = await runIn(editor, undefined);
    expect(await balanceOf(harness.app, editor)).toBe(editorBefore - 1);
    expect((await call(owner, 'GET', `/api/feedback/${personalRun.json().id}`)).statusCode).toBe(404);
    const ownHistory = (await call(editor, 'GET', '/api/feedback?type=focus-group')).json();
    expect(ownHistory.items.map((r: { id: string }) => r.id)).toEqual([personalRun.json().id]);
  });

  it('charges a follow-up on a record saved by hand in the team to the owner, with the member who asked in the ledger', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [[editor, 'editor']]);
    const saved = await call(
      editor,
      'POST',
      '/api/feedback',
      { concept: 'A bottle that keeps tea hot', responses: [{ personaId, text: 'Nice' }] },
      { 'x-workspace-id': workspaceId },
    );
    expect(saved.statusCode).toBe(201);
    const recordId: string = saved.json().id;
    const ownerBefore = await balanceOf(harness.app, owner);
    const editorBefore = await balanceOf(harness.app, editor);
    const ask = () =>
      call(editor, 'POST', `/api/feedback/${recordId}/follow-ups`, { personaId, question: 'Why?' });

    expect((await ask()).statusCode).toBe(201);
    expect(await balanceOf(harness.app, owner)).toBe(ownerBefore - 1);
    expect(await balanceOf(harness.app, editor)).toBe(editorBefore);
    const [entry] = await harness.database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.operationType, 'follow_up'))
      .then((rows) => rows.filter((row) => row.userId === owner.id));
    expect(entry).toMatchObject({ userId: owner.id, actorUserId: editor.id, amount: -1 });

    // An owner who cannot pay stops the member's follow-up, whatever the member's own balance.
    await grant(owner, -(ownerBefore - 1));
    const refused = await ask();
    expect([refused.statusCode, refused.json().code]).toEqual([402, 'INSUFFICIENT_CREDITS']);
    expect(refused.json().detail).toContain('paid by the workspace’s owner');
    expect(await balanceOf(harness.app, editor)).toBe(editorBefore);
  });

  it('keeps a team’s audiences to its editors for changes and its members for reading', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const viewer = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ]);
    const upload = (user: SignedInUser) => {
      const form = multipartForm({ name: 'Loyalty members' }, [
        {
          name: 'file',
          filename: 'members.csv',
          contentType: 'text/csv',
          bytes: Buffer.from('age,gender,country\n34,female,UK\n51,male,UK\n'),
        },
      ]);
      return harness.app.inject({
        method: 'POST',
        url: '/api/audiences',
        payload: form.payload,
        headers: { ...form.headers, cookie: user.cookie, 'x-workspace-id': workspaceId },
      });
    };
    const refused = await upload(viewer);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'WORKSPACE_ROLE']);
    const created = await upload(editor);
    expect(created.statusCode).toBe(201);
    const audience = created.json();
    expect(audience.workspace_id).toBe(workspaceId);

    expect((await call(viewer, 'GET', `/api/audiences/${audience.id}`)).statusCode).toBe(200);
    const rename = await call(viewer, 'PATCH', `/api/audiences/${audience.id}`, { name: 'Renamed' });
    expect([rename.statusCode, rename.json().code]).toEqual([403, 'WORKSPACE_ROLE']);
    const remove = await call(viewer, 'DELETE', `/api/audiences/${audience.id}`);
    expect([remove.statusCode, remove.json().code]).toEqual([403, 'WORKSPACE_ROLE']);
    expect(
      (await call(owner, 'PATCH', `/api/audiences/${audience.id}`, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect((await call(editor, 'DELETE', `/api/audiences/${audience.id}`)).statusCode).toBe(204);
  });

  it('tells a run’s end to its own workspace’s webhooks only', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [[editor, 'editor']]);
    await grant(owner, 5);
    const personal = (await call(owner, 'GET', '/api/workspaces'))
      .json()
      .find(
        (membership: { workspaces: { workspace_type: string } }) =>
          membership.workspaces.workspace_type === 'PERSONAL',
      ).workspaces.id;
    // Written directly: registering checks that a host is public, and these are never sent to.
    const [team, own] = await harness.database.db
      .insert(webhookEndpoints)
      .values(
        [workspaceId, personal].map((id) => ({
          workspaceId: id,
          url: 'https://hooks.example.com/twinsight',
          secret: 'whsec_team_test',
          events: ['run.completed'],
          createdBy: owner.id,
        })),
      )
      .returning();
    const run = await runIn(editor, workspaceId);
    expect(run.statusCode).toBe(201);
    const deliveriesTo = (endpointId: string) =>
      harness.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId));
    await expect.poll(async () => (await deliveriesTo(team!.id)).length).toBe(1);
    const [delivery] = await deliveriesTo(team!.id);
    expect(delivery!.payload).toMatchObject({
      type: 'run.completed',
      workspaceId,
      data: { runId: run.json().id },
    });
    expect(await deliveriesTo(own!.id)).toEqual([]);
  });

  it('pauses the old owner’s webhooks on a transfer until the new owner resumes them', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [[editor, 'editor']]);
    // Written directly: registering checks that a host is public, and this one is never sent to.
    const [endpoint] = await harness.database.db
      .insert(webhookEndpoints)
      .values({
        workspaceId,
        url: 'https://hooks.example.com/old-owner',
        secret: 'whsec_transfer_test',
        events: ['run.completed'],
        createdBy: owner.id,
      })
      .returning();
    expect(
      (await call(owner, 'POST', `/api/workspaces/${workspaceId}/members/${editor.id}/ownership`)).statusCode,
    ).toBe(200);
    const listed = (await call(editor, 'GET', `/api/workspaces/${workspaceId}/webhooks`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].paused.reason).toBe(OWNERSHIP_TRANSFER_PAUSE_REASON);

    // The new owner's run is not sent to the old owner's receiver.
    expect((await runIn(editor, workspaceId)).statusCode).toBe(201);
    await expect
      .poll(async () =>
        (
          await harness.database.db
            .select({ status: webhookDeliveries.status, error: webhookDeliveries.error })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.endpointId, endpoint!.id))
        ).map((d) => `${d.status}: ${d.error}`),
      )
      .toEqual(['failed: Not sent: the endpoint is paused.']);
    // One click of the new owner's sends to it again.
    const resumed = await call(
      editor,
      'POST',
      `/api/workspaces/${workspaceId}/webhooks/${endpoint!.id}/resume`,
    );
    expect([resumed.statusCode, resumed.json().paused]).toEqual([200, null]);
  });

  it('charges nothing when the owner’s subscription covers the run, and refuses a run the owner cannot pay', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [[editor, 'editor']]);
    await grant(owner, -(await balanceOf(harness.app, owner)));
    const short = await runIn(editor, workspaceId);
    expect([short.statusCode, short.json().code]).toEqual([402, 'INSUFFICIENT_CREDITS']);
    await subscribe(owner, 'business');
    expect((await runIn(editor, workspaceId)).statusCode).toBe(201);
    expect(await balanceOf(harness.app, owner)).toBe(0);
  });

  it('removes, lets members leave and transfers ownership, and never lets the owner leave', async () => {
    const owner = await signUpAndIn(harness.app);
    const editor = await signUpAndIn(harness.app);
    const viewer = await signUpAndIn(harness.app);
    const workspaceId = await teamOf(owner, [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ]);
    const recordId: string = (await runIn(owner, workspaceId)).json().id;
    const members = (await call(viewer, 'GET', `/api/workspaces/${workspaceId}/members`)).json();
    expect(members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.id, 'owner'],
      [editor.id, 'editor'],
      [viewer.id, 'viewer'],
    ]);

    const leave = await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${owner.id}`);
    expect([leave.statusCode, leave.json().code]).toEqual([409, 'WORKSPACE_LAST_OWNER']);
    expect(
      (
        await call(owner, 'PATCH', `/api/workspaces/${workspaceId}/members/${owner.id}`, { role: 'viewer' })
      ).json().code,
    ).toBe('WORKSPACE_LAST_OWNER');
    expect(
      (await call(editor, 'DELETE', `/api/workspaces/${workspaceId}/members/${viewer.id}`)).json().code,
    ).toBe('WORKSPACE_ROLE');

    // Promotion, then removal: the removed member sees nothing of the workspace any more.
    const promoted = await call(owner, 'PATCH', `/api/workspaces/${workspaceId}/members/${viewer.id}`, {
      role: 'editor',
    });
    expect(promoted.json()).toMatchObject({ userId: viewer.id, role: 'editor' });
    expect(
      (await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${viewer.id}`)).statusCode,
    ).toBe(204);
    expect((await call(viewer, 'GET', `/api/feedback/${recordId}`)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(404);
    expect((await runIn(viewer, workspaceId)).statusCode).toBe(404);

    // Transfer: the editor becomes the owner (and pays), the old owner an editor who may then leave.
    const transferred = await call(
      owner,
      'POST',
      `/api/workspaces/${workspaceId}/members/${editor.id}/ownership`,
    );
    expect(transferred.json().map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [editor.id, 'owner'],
      [owner.id, 'editor'],
    ]);
    const editorBefore = await balanceOf(harness.app, editor);
    expect((await runIn(owner, workspaceId)).statusCode).toBe(201);
    expect(await balanceOf(harness.app, editor)).toBe(editorBefore - 1);
    expect(
      (await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${owner.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await call(editor, 'DELETE', `/api/workspaces/${workspaceId}/members/${editor.id}`)).json().code,
    ).toBe('WORKSPACE_LAST_OWNER');
    // A personal workspace cannot be left.
    const personal = (await call(owner, 'GET', '/api/workspaces')).json()[0].workspaces.id;
    expect((await call(owner, 'DELETE', `/api/workspaces/${personal}/members/${owner.id}`)).json().code).toBe(
      'WORKSPACE_PERSONAL',
    );
  });
});

describe.each(testDatabaseKinds)('invitations by email on $name', (kind) => {
  let smtp: SMTPServer;
  const mails: string[] = [];
  let database: TestDatabase;
  let app: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          mails.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    database = await kind.open();
    app = await startTestApp(database, {
      LOG_LEVEL: 'error',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    });
    admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await database?.drop();
  });

  const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: user.cookie }, payload });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const inviteInto = async (owner: SignedInUser, invitee: SignedInUser) => {
    const workspaceId = (
      await call(admin, 'POST', '/api/workspaces', { name: 'Team', ownerId: owner.id })
    ).json().id;
    const invited = await call(owner, 'POST', `/api/workspaces/${workspaceId}/invitations`, {
      email: invitee.email,
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    return { workspaceId, ownerToken: tokenOf(invited.json().link) };
  };
  const emailVerified = async (user: SignedInUser) =>
    (await call(user, 'GET', '/api/auth/get-session')).json().user.emailVerified;

  it('lets an unverified account in only through the emailed link, which verifies its address', async () => {
    const owner = await signUpAndIn(app);
    const invitee = await signUpAndIn(app);
    expect(await emailVerified(invitee)).toBe(false);
    const { workspaceId, ownerToken } = await inviteInto(owner, invitee);

    // The link answered to the owner does not prove the address: anyone could have signed up with it.
    const refused = await call(invitee, 'POST', '/api/invitations/accept', { token: ownerToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      code: 'INVITATION_EMAIL_UNVERIFIED',
      detail: `Your email address is not verified yet: open this invitation from the email sent to ${invitee.email}; its link verifies the address.`,
    });
    expect(await emailVerified(invitee)).toBe(false);

    // The emailed link does: its holder joins, and the address is verified.
    for (let i = 0; i < 100 && !mails.some((mail) => mail.includes(invitee.email)); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = mails
      .find((text) => text.includes(invitee.email))!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const emailedToken = /\/invitations\/accept\?token=([A-Za-z0-9_.-]+)/.exec(mail)![1]!;
    expect(emailedToken).not.toBe(ownerToken);
    const accepted = await call(invitee, 'POST', '/api/invitations/accept', { token: emailedToken });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'editor', workspace: { id: workspaceId } });
    expect(await emailVerified(invitee)).toBe(true);

    // Once verified, the account may join through a link passed on by an owner.
    const { workspaceId: second, ownerToken: passedOn } = await inviteInto(owner, invitee);
    const joined = await call(invitee, 'POST', '/api/invitations/accept', { token: passedOn });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().workspace.id).toBe(second);
  });
});
