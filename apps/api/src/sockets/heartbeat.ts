import type { ConsultRole } from '@drishti/contracts/consultations';
import type { Services } from '@drishti/core/services';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from './clients';

/** A timer of this instance's own (not a job shared between instances): started and stopped by its owner. */
export interface InstanceTimer {
  start(): void;
  stop(): void;
  /** One run now (what the timer does at each period). */
  beat(): void;
}

/**
 * The gateway's heartbeat (ws.ts): pings every `heartbeatMs`, closes sockets silent for the grace,
 * records signs of life of joined sides and astrologers, and shares this instance's liveness.
 */
export function socketHeartbeat({
  clients,
  present,
  consult,
  shared,
  graceMs,
  heartbeatMs,
  log,
}: {
  clients: ReadonlySet<Client>;
  /** How many of this instance's sockets have joined each consultation side (`id:role`). */
  present: ReadonlyMap<string, number>;
  consult: Services['consultations'];
  shared: Services['hub']['sides'];
  graceMs: number;
  heartbeatMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}): InstanceTimer {
  // Heartbeats: socket-level pings; a socket silent for the grace period is closed. Signs of life
  // of joined sides (and of astrologers' sockets, for their live switches) go to the database:
  // only from sockets heard from since the last heartbeat, dated when they were last heard, so a
  // socket that stops answering pings stops counting as present the grace after its last answer.
  function beat() {
    const now = Date.now();
    const seen: { id: string; role: ConsultRole; silentMs: number }[] = [];
    const astrologerUsers = new Set<string>();
    for (const c of clients) {
      if (now - c.lastPong > graceMs) {
        c.socket.terminate();
        continue;
      }
      c.socket.ping();
      if (c.lastPong === c.stamped) continue;
      c.stamped = c.lastPong;
      for (const [id, j] of c.joined) seen.push({ id, role: j.role, silentMs: now - c.lastPong });
      if (c.role === 'astrologer' && c.userId) astrologerUsers.add(c.userId);
    }
    Promise.all([consult.seen(seen), consult.astrologerSeen([...astrologerUsers]), shareBeat()]).catch((err) =>
      log.error({ err }, 'heartbeat bookkeeping failed'),
    );
  }

  /**
   * With several instances: this instance's liveness lasts three heartbeats from now; sides whose
   * sockets were all on an instance that died leave at its last heartbeat; and if this instance's
   * own liveness had lapsed (a stall), it holds its sides again (docs/SCALING.md).
   */
  let sharing = false;
  async function shareBeat() {
    if (!shared || sharing) return;
    sharing = true;
    try {
      const { orphans, lapsed } = await shared.beat(3 * heartbeatMs);
      for (const o of orphans) {
        const [id, role] = o.key.split(':') as [string, ConsultRole];
        if (present.has(o.key)) continue;
        await consult.lost(id, role, o.lastBeat);
      }
      if (lapsed) {
        for (const key of present.keys()) {
          await shared.hold(key);
          const [id, role] = key.split(':') as [string, ConsultRole];
          await consult.held(id, role);
        }
      }
    } finally {
      sharing = false;
    }
  }
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  return {
    start() {
      if (heartbeat) return;
      shareBeat().catch((err) => log.error({ err }, 'heartbeat bookkeeping failed'));
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
    },
    stop() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    },
    beat,
  };
}
