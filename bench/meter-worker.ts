// One API instance's meter, in its own process for the meter bench (bench/suites/meter.ts): its own
// database pool (the production size) and its own Redis hub, as a production instance has. On
// each line "go <ms since the epoch>" from stdin it runs one pass of the consultation service's
// meter at that time and prints, as one JSON line: when the pass started and ended, the sessions it ran, the
// CPU it used, and when each session's new meter was announced (its sides hear of it then).
import { createInterface } from 'node:readline';
import type { WsServerMessage } from '@drishti/contracts/ws';
import { type Hub, localHub } from '@drishti/core/consultations/hub';
import { consultationService } from '@drishti/core/consultations/service';
import { openDatabase } from '@drishti/db/testing';
import { redisHub } from '../apps/api/src/realtime/redis-hub';

const { url, redisUrl, poolSize } = JSON.parse(process.argv[2]!) as {
  url: string;
  redisUrl: string | null;
  poolSize: number;
};

export interface PassReport {
  start: number;
  end: number;
  ticked: number;
  missed: number;
  cpuMs: number;
  /** When each consultation's meter was first announced in this pass (ms since the epoch, sorted). */
  announced: number[];
}

const database = await openDatabase({ url, poolSize });
const inner = redisUrl
  ? await redisHub(redisUrl, (err) => process.stderr.write(`redis: ${String(err)}\n`))
  : localHub();
let announced = new Map<string, number>();
const hub: Hub = {
  ...inner,
  publish(userId: string, message: WsServerMessage) {
    if (message.type === 'consultation.meter' && !announced.has(message.consultationId)) {
      announced.set(message.consultationId, Date.now());
    }
    inner.publish(userId, message);
  },
  subscribe: (userId, handler) => inner.subscribe(userId, handler),
  close: () => inner.close(),
};
// The pass's time is the one the bench gives (the sessions' due time), held for the whole pass:
// in production the heartbeats keep the sides' signs of life fresh while a long pass runs.
let clock = new Date();
const service = consultationService({ db: database.db, hub, now: () => clock });

process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, at] = line.trim().split(' ');
  if (command === 'quit') break;
  clock = new Date(Number(at));
  announced = new Map();
  const cpu = process.cpuUsage();
  const start = Date.now();
  let swept: { ticked: number; missed: number };
  try {
    swept = await service.sweep();
  } catch (err) {
    process.stdout.write(
      `${JSON.stringify({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) })}\n`,
    );
    continue;
  }
  const { ticked, missed } = swept;
  const end = Date.now();
  const used = process.cpuUsage(cpu);
  const report: PassReport = {
    start,
    end,
    ticked,
    missed,
    cpuMs: (used.user + used.system) / 1000,
    announced: [...announced.values()].sort((a, b) => a - b),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}
await hub.close();
await database.close();
process.exit(0);
