// Load generator for the chat benches, run in its own process: opens a user and an astrologer
// socket per consultation, joins both, then every user sends a message at a steady rate; the
// astrologer's socket measures the delivery time (same clock: both sockets live in this process).
// The user's sockets go to `userBase` and the astrologers' to `astroBase` (both `base` unless
// given): two instances, so that every message crosses from one to the other.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const {
  base,
  userBase = base,
  astroBase = base,
  sessions,
  seconds,
  intervalMs,
} = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const latencies = [];
let errors = 0;

function open(host, cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/ws`, { headers: { cookie } });
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: 1 }));
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

function joined(ws, id) {
  return new Promise((resolve) => {
    const onMessage = (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'chat.history' && m.consultationId === id) {
        ws.off('message', onMessage);
        resolve();
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ type: 'join', consultationId: id, lastSeq: 0 }));
  });
}

const started = Date.now();
const pairs = [];
for (let i = 0; i < sessions.length; i += 100) {
  const batch = sessions.slice(i, i + 100);
  pairs.push(
    ...(await Promise.all(
      batch.map(async (s) => {
        const [user, astro] = await Promise.all([open(userBase, s.user), open(astroBase, s.astro)]);
        await Promise.all([joined(user, s.id), joined(astro, s.id)]);
        astro.on('message', (data) => {
          const m = JSON.parse(String(data));
          if (m.type === 'chat.message' && m.message.from === 'user') {
            const sent = Number.parseInt(m.message.text.split(':')[1], 36);
            latencies.push(Date.now() - sent);
          } else if (m.type === 'error') errors++;
        });
        user.on('message', (data) => {
          const m = JSON.parse(String(data));
          if (m.type === 'error') errors++;
        });
        return { id: s.id, user, astro };
      }),
    )),
  );
}
const connectMs = Date.now() - started;
// The bench starts the meter now, as it runs in production while sessions are live.
process.stderr.write('ready\n');

// Each user sends one message per interval, spread evenly over the interval.
let n = 0;
const timers = pairs.map((p, i) =>
  setTimeout(
    () => {
      const send = () => {
        n++;
        p.user.send(
          JSON.stringify({
            type: 'chat.send',
            consultationId: p.id,
            clientId: `bench-${i}-${n}`,
            text: `t:${Date.now().toString(36)}`,
          }),
        );
      };
      send();
      p.timer = setInterval(send, intervalMs);
    },
    (i * intervalMs) / pairs.length,
  ),
);
await new Promise((r) => setTimeout(r, seconds * 1000));
for (const t of timers) clearTimeout(t);
for (const p of pairs) clearInterval(p.timer);
await new Promise((r) => setTimeout(r, 2000));
latencies.sort((a, b) => a - b);
const q = (f) => latencies[Math.min(latencies.length - 1, Math.floor(f * latencies.length))] ?? Number.NaN;
process.stdout.write(
  JSON.stringify({ sent: n, delivered: latencies.length, p50: q(0.5), p99: q(0.99), max: q(1), errors, connectMs }),
);
for (const p of pairs) {
  p.user.terminate();
  p.astro.terminate();
}
process.exit(0);
