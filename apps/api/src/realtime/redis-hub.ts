import type { Hub } from '@drishti/core/consultations/hub';
import { type WsServerMessage, wsServerMessage } from '@drishti/contracts/ws';
import { Redis } from 'ioredis';

const PREFIX = 'drishti:u:';

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
  const listening = new Map<string, Promise<unknown>>();
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
    publish(userId, message) {
      pub.publish(PREFIX + userId, JSON.stringify(message)).catch(onError);
    },
    async subscribe(userId, handler) {
      let set = handlers.get(userId);
      if (!set) {
        set = new Set();
        handlers.set(userId, set);
        listening.set(userId, sub.subscribe(PREFIX + userId));
      }
      set.add(handler);
      await listening.get(userId);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(userId) === set) {
          handlers.delete(userId);
          listening.delete(userId);
          sub.unsubscribe(PREFIX + userId).catch(onError);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
