// One Server-Sent Events connection to GET /api/realtime, reopened with exponential backoff after failures.
import type { RealtimeEvent } from '@contracts/realtime';

export const REALTIME_PATH = '/api/realtime';
export const RECONNECT_INITIAL_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

export type RealtimeHandlers = {
  tokens: (balance: number | undefined) => void;
  subscription: () => void;
  profile: () => void;
  role: () => void;
};

/** The part of EventSource this module uses (tests pass a fake). */
export type EventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent) => void) => void;
  close: () => void;
  onerror: ((event: Event) => void) | null;
};

type Options = { createSource?: (url: string) => EventSourceLike };

function balanceOf(event: MessageEvent): number | undefined {
  try {
    const data = JSON.parse(String(event.data)) as Partial<Extract<RealtimeEvent, { type: 'tokens' }>>;
    return typeof data.balance === 'number' ? data.balance : undefined;
  } catch {
    return undefined;
  }
}

/** The delay before reconnect attempt n (0-based): 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_INITIAL_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
}

/**
 * Opens the stream and routes its events to the handlers. A failure closes the source (the browser's own retry
 * would ignore the backoff) and reopens it later; `ready` means the server accepted it, so the backoff starts over.
 * Returns the function that closes it for good.
 */
export function openRealtime(
  handlers: RealtimeHandlers,
  { createSource = (url) => new EventSource(url) }: Options = {},
): () => void {
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const connect = () => {
    const current = createSource(REALTIME_PATH);
    source = current;
    current.addEventListener('ready', () => {
      attempt = 0;
    });
    current.addEventListener('tokens', (event) => handlers.tokens(balanceOf(event)));
    current.addEventListener('subscription', () => handlers.subscription());
    current.addEventListener('profile', () => handlers.profile());
    current.addEventListener('role', () => handlers.role());
    current.onerror = () => {
      if (closed || source !== current) return;
      current.close();
      source = null;
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
