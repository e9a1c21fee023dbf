import { randomUUID } from 'node:crypto';
import type { Hub, OrphanedSide, SharedSides } from '@drishti/core/consultations/hub';
import { type WsServerMessage, wsServerMessage } from '@drishti/contracts/ws';
import { Redis } from 'ioredis';

const PREFIX = 'drishti:u:';
/** Hash: instance id → its last heartbeat (ms since the epoch), for every instance that may hold sockets. */
const INSTANCES = 'drishti:instances';
/** String with a time to live: the instance is alive while it exists. */
const alive = (instance: string) => `drishti:alive:${instance}`;
/** Set: the consultation sides an instance holds sockets of. */
const heldBy = (instance: string) => `drishti:held:${instance}`;
/** Hash: instance id → 1 for each instance holding sockets of a consultation side (`<id>:<role>`). */
const holders = (side: string) => `drishti:side:${side}`;

/**
 * Consultation sides held across instances (docs/SCALING.md): each instance records the sides it
 * holds sockets of and keeps a liveness key that expires unless its heartbeat renews it. A side is
 * held while a live instance holds it; the sides of an instance whose liveness lapsed are taken
 * over by the first instance to notice (HDEL of its entry decides who), with its last heartbeat.
 */
export function redisSides(redis: Redis, instance = randomUUID()): SharedSides & { instance: string } {
  let ttlMs = 60_000;
  let started = false;
  async function liveHolders(side: string, except?: string): Promise<string[]> {
    const ids = (await redis.hkeys(holders(side))).filter((i) => i !== except);
    if (ids.length === 0) return [];
    const exists = await redis.mget(ids.map(alive));
    return ids.filter((_, i) => exists[i] !== null);
  }
  return {
    instance,
    async hold(side) {
      await redis
        .multi()
        .set(alive(instance), String(Date.now()), 'PX', ttlMs)
        .hset(INSTANCES, instance, String(Date.now()))
        .hset(holders(side), instance, '1')
        .sadd(heldBy(instance), side)
        .exec();
    },
    async release(side) {
      await redis.multi().hdel(holders(side), instance).srem(heldBy(instance), side).exec();
      return (await liveHolders(side, instance)).length > 0;
    },
    async heldElsewhere(side) {
      return (await liveHolders(side, instance)).length > 0;
    },
    async beat(ttl) {
      ttlMs = ttl;
      const now = Date.now();
      const [[, wasLive] = [null, 0], [, wasListed] = [null, 0]] =
        (await redis
          .multi()
          .exists(alive(instance))
          .hexists(INSTANCES, instance)
          .set(alive(instance), String(now), 'PX', ttl)
          .hset(INSTANCES, instance, String(now))
          .exec()) ?? [];
      // Taken over while alive (a stall longer than the liveness): its sides were given up.
      const lapsed = started && !(wasLive === 1 && wasListed === 1);
      started = true;
      const known = await redis.hgetall(INSTANCES);
      const others = Object.keys(known).filter((i) => i !== instance);
      if (others.length === 0) return { orphans: [], lapsed };
      const live = await redis.mget(others.map(alive));
      const orphans: OrphanedSide[] = [];
      for (const [i, dead] of others.entries()) {
        if (live[i] !== null) continue;
        // Exactly one instance removes the entry, and takes over the dead instance's sides.
        if ((await redis.hdel(INSTANCES, dead)) !== 1) continue;
        const lastBeat = new Date(Number(known[dead]));
        for (const side of await redis.smembers(heldBy(dead))) {
          await redis.hdel(holders(side), dead);
          if ((await liveHolders(side)).length === 0) orphans.push({ key: side, lastBeat });
        }
        await redis.del(heldBy(dead));
      }
      return { orphans, lapsed };
    },
  };
}

/**
 * A hub over Redis pub/sub, for several API instances: a message for a user is published on the
 * user's channel and every instance holding one of that user's sockets delivers it. An instance
 * subscribes to a user's channel while it holds a socket of theirs.
 */
export async function redisHub(url: string, onError: (err: unknown) => void): Promise<Hub> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<(m: WsServerMessage) => void>>();
  /** Channels whose subscription Redis has confirmed (until the connection drops). */
  const listening = new Set<string>();
  const reconnected = new Set<() => void>();
  let closing = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  /**
   * Subscribes the users with handlers whose channel is not confirmed yet. A failure (Redis
   * unreachable) is retried a second later and again whenever the connection is back, so a
   * socket opened during an outage is not left deaf.
   */
  async function listen(): Promise<void> {
    if (closing || sub.status !== 'ready') return;
    const missing = [...handlers.keys()].filter((u) => !listening.has(u));
    if (missing.length === 0) return;
    try {
      await sub.subscribe(...missing.map((u) => PREFIX + u));
      for (const u of missing) if (handlers.has(u)) listening.add(u);
    } catch (err) {
      onError(err);
      if (!retry && !closing) {
        retry = setTimeout(() => {
          retry = null;
          listen().catch(onError);
        }, 1000);
        retry.unref();
      }
    }
  }

  /** A connection that was lost is back: subscriptions are made again, then listeners catch up. */
  const down = { pub: false, sub: false };
  const watch = (name: 'pub' | 'sub', conn: Redis) => {
    conn.on('close', () => {
      down[name] = true;
      if (name === 'sub') listening.clear();
    });
    conn.on('ready', () => {
      if (!down[name]) return;
      down[name] = false;
      (name === 'sub' ? listen() : Promise.resolve())
        .then(() => {
          for (const l of reconnected) l();
        })
        .catch(onError);
    });
  };
  watch('pub', pub);
  watch('sub', sub);

  sub.on('message', (channel: string, payload: string) => {
    const set = handlers.get(channel.slice(PREFIX.length));
    if (!set) return;
    let message: WsServerMessage;
    try {
      message = wsServerMessage.parse(JSON.parse(payload));
    } catch (err) {
      onError(err);
      return;
    }
    for (const h of set) h(message);
  });
  return {
    sides: redisSides(pub),
    publish(userId, message) {
      pub.publish(PREFIX + userId, JSON.stringify(message)).catch(onError);
    },
    async subscribe(userId, handler) {
      let set = handlers.get(userId);
      if (!set) {
        set = new Set();
        handlers.set(userId, set);
      }
      set.add(handler);
      // Waits for the subscription while Redis is up; otherwise it is made once Redis is back.
      await listen();
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(userId) === set) {
          handlers.delete(userId);
          if (listening.delete(userId)) sub.unsubscribe(PREFIX + userId).catch(onError);
        }
      };
    },
    onReconnect(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      handlers.clear();
      reconnected.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
