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
  /**
   * Calls `listener` each time the hub's connection comes back after it was lost (messages
   * published meanwhile were not delivered); returns the function that stops it. Absent when
   * delivery cannot be interrupted (one instance alone).
   */
  onReconnect?(listener: () => void): () => void;
  /**
   * Which instances hold live sockets of each consultation side (`<id>:<role>`), when several
   * instances share the hub (docs/SCALING.md). Absent for one instance alone: its own counts are all there is.
   */
  sides?: SharedSides;
}

/** A side the only instance that held it stopped holding by dying, and that instance's last heartbeat. */
export interface OrphanedSide {
  key: string;
  lastBeat: Date;
}

/** Live-socket holders of consultation sides shared between instances, each with a liveness that expires. */
export interface SharedSides {
  /** This instance's first socket of a side joined. */
  hold(key: string): Promise<void>;
  /** This instance's last socket of a side left; resolves to whether another live instance still holds it. */
  release(key: string): Promise<boolean>;
  /** Whether a live instance other than this one holds the side. */
  heldElsewhere(key: string): Promise<boolean>;
  /**
   * This instance is alive for `ttlMs` more; instances whose liveness lapsed are taken over (by
   * one instance only): the sides they alone held are returned with their last heartbeat.
   * `lapsed`: this instance's own liveness had lapsed (a stall) and others may have taken over
   * its sides: it holds them again.
   */
  beat(ttlMs: number): Promise<{ orphans: OrphanedSide[]; lapsed: boolean }>;
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
