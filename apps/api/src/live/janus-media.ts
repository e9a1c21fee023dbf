/// <reference path="./janode.d.ts" />
import { LIVE_HOST_FEED, LIVE_STAGE_FEED } from '@drishti/contracts/live';
import { type LiveMedia, newRoomSecrets } from '@drishti/core/live';
import Janode, { type JanodeHandle, type JanodeSession } from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';

Janode.Logger.setLevel('warn');

/** How long a health check or participant list may take before the server counts as not answering. */
const REQUEST_TIMEOUT_MS = 3000;

/**
 * Rooms on the configured Janus servers through janode (docs/LIVE.md). One janode connection and
 * one VideoRoom handle per server, opened on first use and again after they drop. Which server a
 * room goes to is decided by packages/core/src/live.ts.
 */
export function janusMedia({
  urls,
  apiSecret,
  adminKey,
}: {
  urls: string[];
  apiSecret: string | undefined;
  adminKey: string | undefined;
}): LiveMedia & { close(): Promise<void> } {
  const handles = new Map<string, Promise<{ handle: JanodeHandle; session: JanodeSession; close(): Promise<void> }>>();

  function handleFor(url: string) {
    let h = handles.get(url);
    if (!h) {
      h = (async () => {
        const connection = await Janode.connect({
          address: [{ url, ...(apiSecret ? { apisecret: apiSecret } : {}) }],
          retry_time_secs: 1,
          max_retries: 1,
        });
        const forget = () => handles.delete(url);
        connection.once(Janode.EVENT.CONNECTION_CLOSED!, forget);
        connection.once(Janode.EVENT.CONNECTION_ERROR!, forget);
        const session = await connection.create();
        session.once(Janode.EVENT.SESSION_DESTROYED!, forget);
        const handle = await session.attach(VideoRoomPlugin);
        return { handle, session, close: () => connection.close() };
      })();
      handles.set(url, h);
      h.catch(() => handles.delete(url));
    }
    return h;
  }

  /** A Janus that does not answer within the check's time counts as failed; its connection is dropped. */
  function within<T>(p: Promise<T>, server: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const h = handles.get(server);
        handles.delete(server);
        h?.then((x) => x.close()).catch(() => {});
        reject(new Error(`janus ${server}: no answer`));
      }, REQUEST_TIMEOUT_MS);
    });
    return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
  }

  async function kick(server: string, room: number, secret: string, feed: number) {
    const { handle } = await handleFor(server);
    try {
      await handle.kick({ room, feed, secret });
    } catch (err) {
      // 428: no such feed (nobody publishes it).
      if (!String((err as Error).message).startsWith('428')) throw err;
    }
  }

  return {
    servers: urls,
    async createRoom(server) {
      const { handle } = await handleFor(server);
      const s = newRoomSecrets();
      await handle.create({
        room: s.room,
        description: 'live event',
        // The host and the paid stage's guest (docs/LIVE.md).
        max_publishers: 2,
        permanent: false,
        is_private: true,
        secret: s.secret,
        pin: s.pin,
        ...(adminKey ? { admin_key: adminKey } : {}),
        bitrate: 1_024_000,
        videocodec: 'vp8',
        audiocodec: 'opus',
        notify_joining: false,
      });
      return { server, ...s };
    },
    async destroyRoom({ server, room, secret }) {
      const { handle } = await handleFor(server);
      try {
        await handle.destroy({ room, secret });
      } catch (err) {
        // 426: no such room (already gone, e.g. after a Janus restart).
        if (!String((err as Error).message).startsWith('426')) throw err;
      }
    },
    async kickHost({ server, room, secret }) {
      await kick(server, room, secret, LIVE_HOST_FEED);
    },
    async kickStage({ server, room, secret }) {
      await kick(server, room, secret, LIVE_STAGE_FEED);
    },
    async ping(server) {
      const { handle } = await within(handleFor(server), server);
      await within(handle.exists({ room: 1 }), server);
    },
    async hostPublishing({ server, room, secret }) {
      const { handle } = await within(handleFor(server), server);
      try {
        const list = await within(handle.listParticipants({ room, secret }), server);
        return list.participants.some((p) => p.feed === LIVE_HOST_FEED && p.publisher === true);
      } catch (err) {
        // 426: no such room (the server restarted and lost it).
        if (String((err as Error).message).startsWith('426')) return 'no-room';
        throw err;
      }
    },
    async close() {
      const open = [...handles.values()];
      handles.clear();
      await Promise.all(open.map((h) => h.then((x) => x.close()).catch(() => {})));
    },
  };
}
