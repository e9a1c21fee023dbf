import type { WsServerMessage } from '@drishti/contracts/ws';

/**
 * Delivers server messages to every socket of a user, whichever API instance holds it. One
 * instance alone uses {@link localHub}; several share a Redis-backed hub (apps/api).
 */
export interface Hub {
  publish(userId: string, message: WsServerMessage): void;
  /** Listens for a user's messages on this instance; resolves, once listening, to the unsubscribe function. */
  subscribe(userId: string, handler: (message: WsServerMessage) => void): Promise<() => void>;
  close(): Promise<void>;
}

export function localHub(): Hub {
  const handlers = new Map<string, Set<(m: WsServerMessage) => void>>();
  return {
    publish(userId, message) {
      for (const h of handlers.get(userId) ?? []) h(message);
    },
    async subscribe(userId, handler) {
      let set = handlers.get(userId);
      if (!set) {
        set = new Set();
        handlers.set(userId, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(userId);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
