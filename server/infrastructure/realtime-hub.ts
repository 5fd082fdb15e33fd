import type { RealtimeEvent } from '@contracts/realtime';
import type { Database } from '@db/client';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from './publish-event';

export type RealtimeHub = {
  subscribe: (userId: string, send: (event: RealtimeEvent) => void) => Promise<() => void>;
  close: () => Promise<void>;
};

/**
 * One LISTEN per server process; events committed by any process reach the browsers connected here.
 * Each subscriber only ever receives its own user's events.
 */
export function createRealtimeHub(database: Database, onError: (error: unknown) => void): RealtimeHub {
  const subscribers = new Map<string, Set<(event: RealtimeEvent) => void>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    try {
      const { userId, event } = JSON.parse(payload) as RealtimeEnvelope;
      for (const send of subscribers.get(userId) ?? []) send(event);
    } catch (error) {
      onError(error);
    }
  };

  return {
    async subscribe(userId, send) {
      listening ??= database.listen(REALTIME_CHANNEL, deliver);
      await listening;
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(send);
      return () => {
        set.delete(send);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    async close() {
      subscribers.clear();
      if (listening) await (await listening)();
    },
  };
}
