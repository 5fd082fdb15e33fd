import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openRealtime,
  reconnectDelay,
  type EventSourceLike,
  type RealtimeHandlers,
} from './realtime-connection';

class FakeSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
const createSource = (url: string) => {
  const source = new FakeSource(url);
  sources.push(source);
  return source;
};
const latest = () => sources[sources.length - 1]!;
const handlers = (): RealtimeHandlers => ({
  tokens: vi.fn(),
  subscription: vi.fn(),
  profile: vi.fn(),
  role: vi.fn(),
});

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('starts at 1 s, doubles, and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('openRealtime', () => {
  it('opens /api/realtime and routes each event to its handler', () => {
    const on = handlers();
    openRealtime(on, { createSource });
    expect(latest().url).toBe('/api/realtime');
    latest().emit('tokens', { type: 'tokens', balance: 15 });
    latest().emit('subscription', { type: 'subscription' });
    latest().emit('profile', { type: 'profile' });
    latest().emit('role', { type: 'role' });
    expect(on.tokens).toHaveBeenCalledWith(15);
    expect(on.subscription).toHaveBeenCalledTimes(1);
    expect(on.profile).toHaveBeenCalledTimes(1);
    expect(on.role).toHaveBeenCalledTimes(1);
  });

  it('passes undefined for a tokens event without a numeric balance', () => {
    const on = handlers();
    openRealtime(on, { createSource });
    latest().emit('tokens', { type: 'tokens' });
    expect(on.tokens).toHaveBeenCalledWith(undefined);
  });

  it('reconnects after failures with delays of 1, 2, 4 … 30 s, closing the failed source each time', () => {
    openRealtime(handlers(), { createSource });
    const expected = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    for (const delay of expected) {
      const failed = latest();
      failed.fail();
      expect(failed.closed).toBe(true);
      const count = sources.length;
      vi.advanceTimersByTime(delay - 1);
      expect(sources.length).toBe(count);
      vi.advanceTimersByTime(1);
      expect(sources.length).toBe(count + 1);
    }
  });

  it('starts the backoff over once the server says ready', () => {
    openRealtime(handlers(), { createSource });
    latest().fail();
    vi.advanceTimersByTime(1000);
    latest().fail();
    vi.advanceTimersByTime(2000);
    latest().emit('ready');
    latest().fail();
    const count = sources.length;
    vi.advanceTimersByTime(1000);
    expect(sources.length).toBe(count + 1);
  });

  it('closes the source and cancels a pending reconnect when closed', () => {
    const close = openRealtime(handlers(), { createSource });
    const first = latest();
    close();
    expect(first.closed).toBe(true);

    const closeLater = openRealtime(handlers(), { createSource });
    latest().fail();
    const count = sources.length;
    closeLater();
    vi.advanceTimersByTime(60_000);
    expect(sources.length).toBe(count);
  });
});
