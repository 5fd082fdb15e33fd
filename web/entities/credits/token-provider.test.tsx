// @vitest-environment jsdom
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@contracts/account';
import { AuthContext, type AuthState } from '@web/entities/session/use-auth';
import { formatCredits, useTokens, type TokenState } from './use-tokens';
import { fakeAuth, problem, sampleSession, sampleUser, stubFetch, type Route } from '@web/test/fetch-stub';
import { writeBalance } from './get-tokens';
import { TokenProvider } from './token-provider';

const CONSUME = '/functions/v1/consume-tokens';
const activeSubscription: Subscription = {
  status: 'active',
  current_period_end: '2026-08-01T00:00:00.000Z',
  product_id: 'pro',
  product_name: 'Pro',
  stripe_subscription_id: 'sub_1',
};
const tokensRoute = (balance: number, subscription: Subscription | null = null): Route => ({
  path: '/api/tokens',
  body: { balance, subscription, isUnlimited: subscription !== null },
});
const consumeRoute = (status: number, body: unknown): Route => ({
  method: 'POST',
  path: CONSUME,
  status,
  body,
});
/** A problem+json consume failure that also carries the spec's fields, as the server sends it. */
const consumeProblem = (
  status: number,
  errorCode: string,
  error: string,
  extra: Record<string, unknown> = {},
) => ({
  ...problem(status, error, errorCode),
  success: false,
  error,
  errorCode,
  ...extra,
});

const signedIn = fakeAuth({ user: sampleUser, session: sampleSession.session });

let latest: TokenState;
function Probe() {
  latest = useTokens();
  return null;
}

function renderProvider(auth: AuthState) {
  const client = new QueryClient();
  const tree = (value: AuthState) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={value}>
        <TokenProvider>
          <Probe />
        </TokenProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  const result = render(tree(auth));
  return { ...result, client, setAuth: (value: AuthState) => result.rerender(tree(value)) };
}

async function renderLoaded(routes: Route[], auth = signedIn) {
  const stub = stubFetch(routes);
  const result = renderProvider(auth);
  await waitFor(() => expect(latest.loading).toBe(false));
  return { ...stub, ...result };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useTokens', () => {
  it('throws a clear message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTokens())).toThrow('useTokens must be used within a TokenProvider');
  });
});

describe('formatCredits', () => {
  it('says credits, credit, or Unlimited', () => {
    expect(formatCredits({ balance: 12, isUnlimited: false })).toBe('12 credits');
    expect(formatCredits({ balance: 1, isUnlimited: false })).toBe('1 credit');
    expect(formatCredits({ balance: 0, isUnlimited: false })).toBe('0 credits');
    expect(formatCredits({ balance: 3, isUnlimited: true })).toBe('Unlimited');
  });
});

describe('TokenProvider resources', () => {
  it('loads balance and subscription when a user id becomes known; isVisible is always true', async () => {
    await renderLoaded([tokensRoute(10)]);
    expect(latest.tokens).toBe(10);
    expect(latest.subscription).toBeNull();
    expect(latest.isUnlimited).toBe(false);
    expect(latest.isVisible).toBe(true);
    expect(latest.error).toBeNull();
    expect(latest.lastUpdated).toEqual(expect.any(Number));
  });

  it('counts an active or trialing subscription as unlimited, but not past_due', async () => {
    const { setAuth } = await renderLoaded([tokensRoute(0, { ...activeSubscription, status: 'trialing' })]);
    expect(latest.isUnlimited).toBe(true);
    stubFetch([tokensRoute(0, { ...activeSubscription, status: 'past_due' })]);
    setAuth(fakeAuth({ user: { ...sampleUser, id: 'u2' }, session: sampleSession.session }));
    await waitFor(() => expect(latest.subscription?.status).toBe('past_due'));
    expect(latest.isUnlimited).toBe(false);
  });

  it('clears tokens and subscription once auth has finished loading with no user', async () => {
    const { setAuth } = await renderLoaded([tokensRoute(7, activeSubscription)]);
    expect(latest.tokens).toBe(7);
    setAuth(fakeAuth({ user: null, loading: false }));
    await waitFor(() => expect(latest.tokens).toBeNull());
    expect(latest.subscription).toBeNull();
    expect(latest.loading).toBe(false);
  });

  it('on a fetch failure stores the message and clears tokens and subscription', async () => {
    const { setAuth } = await renderLoaded([tokensRoute(7, activeSubscription)]);
    stubFetch([{ path: '/api/tokens', status: 500, body: problem(500, 'Database unavailable') }]);
    await act(() => latest.refreshTokens());
    await waitFor(() => expect(latest.error).toBe('Database unavailable'));
    expect(latest.tokens).toBeNull();
    expect(latest.subscription).toBeNull();

    stubFetch([{ path: '/api/tokens', body: { nonsense: true } }]);
    setAuth(fakeAuth({ user: { ...sampleUser, id: 'u3' }, session: sampleSession.session }));
    await waitFor(() => expect(latest.error).toBe('Invalid server response'));
  });

  it("falls back to 'Failed to fetch user resources.' when the failure has no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('', 'AbortError'))),
    );
    renderProvider(signedIn);
    await waitFor(() => expect(latest.error).toBe('Failed to fetch user resources.'));
    expect(latest.tokens).toBeNull();
  });

  it('shows a balance the realtime channel writes into the cache (0 when it carries none) and stamps lastUpdated', async () => {
    const { client } = await renderLoaded([tokensRoute(10)]);
    const before = latest.lastUpdated!;
    await new Promise((resolve) => setTimeout(resolve, 2));
    act(() => writeBalance(client, sampleUser.id, 15));
    await waitFor(() => expect(latest.tokens).toBe(15));
    expect(latest.lastUpdated!).toBeGreaterThan(before);
    act(() => writeBalance(client, sampleUser.id, undefined));
    await waitFor(() => expect(latest.tokens).toBe(0));
  });
});

describe('hasEnoughTokens (spec "Token check")', () => {
  it('is false with no user', async () => {
    stubFetch([]);
    renderProvider(fakeAuth());
    await waitFor(() => expect(latest.loading).toBe(false));
    expect(latest.hasEnoughTokens()).toBe(false);
  });

  it('compares the balance with the required amount, default 1', async () => {
    await renderLoaded([tokensRoute(2)]);
    expect(latest.hasEnoughTokens()).toBe(true);
    expect(latest.hasEnoughTokens(2)).toBe(true);
    expect(latest.hasEnoughTokens(3)).toBe(false);
  });

  it('is false with a zero balance and true with a current subscription whatever the balance', async () => {
    const { setAuth } = await renderLoaded([tokensRoute(0)]);
    expect(latest.hasEnoughTokens()).toBe(false);
    stubFetch([tokensRoute(0, activeSubscription)]);
    setAuth(fakeAuth({ user: { ...sampleUser, id: 'u2' }, session: sampleSession.session }));
    await waitFor(() => expect(latest.isUnlimited).toBe(true));
    expect(latest.hasEnoughTokens(100)).toBe(true);
  });
});

describe('consumeTokens client-side rules', () => {
  it("answers 'Not authenticated' without a user", async () => {
    const { calls } = stubFetch([]);
    renderProvider(fakeAuth());
    await expect(latest.consumeTokens(1, 'analysis')).resolves.toEqual({
      success: false,
      error: 'Not authenticated',
    });
    expect(calls).toHaveLength(0);
  });

  it.each([0, -1, Number.NaN])("answers 'Invalid amount' for %s", async (amount) => {
    const { calls } = await renderLoaded([tokensRoute(5)]);
    await expect(latest.consumeTokens(amount, 'analysis')).resolves.toEqual({
      success: false,
      error: 'Invalid amount',
    });
    expect(calls.filter((call) => call.path === CONSUME)).toHaveLength(0);
  });

  it("answers 'operationType is required' without one", async () => {
    await renderLoaded([tokensRoute(5)]);
    await expect(latest.consumeTokens(1, '')).resolves.toEqual({
      success: false,
      error: 'operationType is required',
    });
  });

  it("answers 'Missing auth token' without a session", async () => {
    await renderLoaded([tokensRoute(5)], fakeAuth({ user: sampleUser, session: null }));
    await expect(latest.consumeTokens(1, 'analysis')).resolves.toEqual({
      success: false,
      error: 'Missing auth token',
    });
  });

  it('covers a subscribed user without a server call', async () => {
    const { calls } = await renderLoaded([tokensRoute(0, activeSubscription)]);
    await expect(latest.consumeTokens(1, 'analysis')).resolves.toEqual({
      success: true,
      actionPerformed: true,
      subscriptionUsed: true,
      message: 'Covered by subscription',
    });
    expect(calls.filter((call) => call.path === CONSUME)).toHaveLength(0);
  });
});

describe('consumeTokens server outcomes (error catalogue)', () => {
  it('sends amount, operationType, actionId (null by default) and operationMetadata ({} by default)', async () => {
    const { calls } = await renderLoaded([
      tokensRoute(10),
      consumeRoute(200, { success: true, newBalance: 9 }),
    ]);
    await act(() => latest.consumeTokens(1, 'analysis'));
    expect(calls.find((call) => call.path === CONSUME)?.body).toEqual({
      amount: 1,
      operationType: 'analysis',
      actionId: null,
      operationMetadata: {},
    });
    await act(() => latest.consumeTokens(2, 'analysis', 'run-1', { personas: 3 }));
    expect(calls.filter((call) => call.path === CONSUME)[1]?.body).toEqual({
      amount: 2,
      operationType: 'analysis',
      actionId: 'run-1',
      operationMetadata: { personas: 3 },
    });
  });

  it('on success sets the balance to newBalance, then re-fetches resources', async () => {
    const { calls } = await renderLoaded([
      tokensRoute(10),
      consumeRoute(200, { success: true, newBalance: 9, message: 'Credits consumed' }),
    ]);
    const tokenReadsBefore = calls.filter((call) => call.path === '/api/tokens').length;
    let result: Awaited<ReturnType<TokenState['consumeTokens']>> | undefined;
    await act(async () => {
      result = await latest.consumeTokens(1, 'analysis');
    });
    expect(result).toMatchObject({ success: true, newBalance: 9, message: 'Credits consumed' });
    expect(calls.filter((call) => call.path === '/api/tokens').length).toBe(tokenReadsBefore + 1);
    // The re-fetch answered 10 (the stub does not change): the re-fetched value wins.
    expect(latest.tokens).toBe(10);
  });

  it('shows newBalance straight away, before the re-fetch answers', async () => {
    await renderLoaded([{ ...tokensRoute(10) }, consumeRoute(200, { success: true, newBalance: 9 })]);
    // The re-fetch answers late (and, to tell them apart, with another balance).
    stubFetch([{ ...tokensRoute(8), delayMs: 300 }, consumeRoute(200, { success: true, newBalance: 9 })]);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = latest.consumeTokens(1, 'analysis');
    });
    await waitFor(() => expect(latest.tokens).toBe(9));
    await act(() => pending);
    await waitFor(() => expect(latest.tokens).toBe(8));
  });

  it('leaves the balance alone when newBalance is not numeric', async () => {
    await renderLoaded([tokensRoute(10), consumeRoute(200, { success: true, newBalance: 'nine' })]);
    const result = await act(() => latest.consumeTokens(1, 'analysis'));
    expect(result.success).toBe(true);
    expect(latest.tokens).toBe(10);
  });

  it('passes on a server-side subscription cover', async () => {
    await renderLoaded([
      tokensRoute(0),
      consumeRoute(200, { success: true, subscriptionUsed: true, message: 'Covered by subscription' }),
    ]);
    const result = await act(() => latest.consumeTokens(1, 'analysis'));
    expect(result).toMatchObject({
      success: true,
      actionPerformed: true,
      subscriptionUsed: true,
      message: 'Covered by subscription',
    });
  });

  it('treats ACTION_ALREADY_PERFORMED as success with the server message, and refreshes resources', async () => {
    const { calls } = await renderLoaded([
      tokensRoute(9),
      consumeRoute(
        409,
        consumeProblem(409, 'ACTION_ALREADY_PERFORMED', 'Action already performed', {
          message: 'Already processed',
          currentBalance: 9,
        }),
      ),
    ]);
    const reads = calls.filter((call) => call.path === '/api/tokens').length;
    const result = await act(() => latest.consumeTokens(1, 'analysis', 'run-1'));
    expect(result).toEqual({
      success: true,
      actionPerformed: true,
      message: 'Already processed',
      currentBalance: 9,
    });
    expect(calls.filter((call) => call.path === '/api/tokens').length).toBe(reads + 1);
  });

  it("says 'Already processed' when ACTION_ALREADY_PERFORMED comes without a message", async () => {
    await renderLoaded([
      tokensRoute(9),
      consumeRoute(409, { success: false, errorCode: 'ACTION_ALREADY_PERFORMED' }),
    ]);
    const result = await act(() => latest.consumeTokens(1, 'analysis', 'run-1'));
    expect(result).toMatchObject({ success: true, actionPerformed: true, message: 'Already processed' });
  });

  it('passes on error, errorCode and currentBalance for INSUFFICIENT_CREDITS (402)', async () => {
    await renderLoaded([
      tokensRoute(0),
      consumeRoute(
        402,
        consumeProblem(402, 'INSUFFICIENT_CREDITS', 'Insufficient credits', { currentBalance: 0 }),
      ),
    ]);
    const result = await act(() => latest.consumeTokens(1, 'analysis'));
    expect(result).toEqual({
      success: false,
      error: 'Insufficient credits',
      errorCode: 'INSUFFICIENT_CREDITS',
      currentBalance: 0,
    });
  });

  it('passes on ACTION_ID_CONFLICT (409) and server-side validation (400) failures', async () => {
    const conflict = 'This actionId was already used for a different amount.';
    await renderLoaded([
      tokensRoute(5),
      consumeRoute(409, consumeProblem(409, 'ACTION_ID_CONFLICT', conflict, { currentBalance: 5 })),
    ]);
    expect(await act(() => latest.consumeTokens(2, 'analysis', 'run-1'))).toEqual({
      success: false,
      error: conflict,
      errorCode: 'ACTION_ID_CONFLICT',
      currentBalance: 5,
    });
    stubFetch([consumeRoute(401, consumeProblem(401, 'NOT_AUTHENTICATED', 'Not authenticated'))]);
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toMatchObject({
      success: false,
      error: 'Not authenticated',
      errorCode: 'NOT_AUTHENTICATED',
    });
  });

  it("answers 'Token consumption failed' for a failure without an error, and for success false on a 200", async () => {
    await renderLoaded([tokensRoute(5), consumeRoute(500, { status: 500 })]);
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toMatchObject({
      success: false,
      error: 'Token consumption failed',
    });
    stubFetch([consumeRoute(200, { success: false, errorCode: 'SOMETHING', currentBalance: 5 })]);
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toEqual({
      success: false,
      error: 'Token consumption failed',
      errorCode: 'SOMETHING',
      currentBalance: 5,
    });
  });

  it("answers 'Invalid server response' for a body that is not JSON", async () => {
    await renderLoaded([tokensRoute(5)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toEqual({
      success: false,
      error: 'Invalid server response',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    );
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toEqual({
      success: false,
      error: 'Invalid server response',
    });
  });

  it("answers a thrown exception's message, or 'Unexpected error'", async () => {
    await renderLoaded([tokensRoute(5)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: true, status: 200, text: () => Promise.reject(new Error('stream broke')) })),
    );
    const broken = await act(() => latest.consumeTokens(1, 'analysis'));
    expect(broken.success).toBe(false);
    expect(broken.error).toBe('Could not reach the server. Check your connection and try again.');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toEqual({
      success: false,
      error: 'The operation was aborted.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('', 'AbortError'))),
    );
    expect(await act(() => latest.consumeTokens(1, 'analysis'))).toEqual({
      success: false,
      error: 'Unexpected error',
    });
  });
});
