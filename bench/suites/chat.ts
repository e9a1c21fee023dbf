// Chat delivery under load on one API instance (in-memory PGlite, the meter running as in
// production): N live consultations, each user sending a message every few seconds; the load
// generator runs in a child process and measures send → delivery to the astrologer.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { astrologers, consultations, users } from '@drishti/db/schema';
import { createTestApi } from '../../apps/api/src/testing';
import type { BenchRow } from '../types';

const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 2000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const INTERVAL_MS = 5000;

export async function run(): Promise<BenchRow[]> {
  const api = await createTestApi({ NODE_ENV: 'production' }, {}, { rateLimits: false });
  api.app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    api.wsUpgrades.emit('upgrade', req, socket, head),
  );
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const db = api.ctx.database.db;
  const now = new Date();
  const sessions: { id: string; user: string; astro: string }[] = [];
  for (let i = 0; i < SESSIONS; i += 250) {
    const count = Math.min(250, SESSIONS - i);
    const idx = Array.from({ length: count }, (_, k) => i + k);
    const people = await db
      .insert(users)
      .values(
        idx.flatMap((k) => [
          { phone: `9170${String(k).padStart(8, '0')}` },
          { phone: `9171${String(k).padStart(8, '0')}`, role: 'astrologer' as const },
        ]),
      )
      .returning({ id: users.id, phone: users.phone });
    const byPhone = new Map(people.map((p) => [p.phone, p.id]));
    const astros = await db
      .insert(astrologers)
      .values(
        idx.map((k) => ({
          userId: byPhone.get(`9171${String(k).padStart(8, '0')}`)!,
          slug: `bench-astrologer-${k}`,
          name: `Bench ${k}`,
          nameHi: `बेंच ${k}`,
          gender: 'other' as const,
          bioEn: 'Bench',
          bioHi: 'बेंच',
          skills: ['vedic'],
          languages: ['hindi'],
          specializations: [],
          experienceYears: 1,
          pricePerMinute: 10,
          isChatLive: true,
        })),
      )
      .returning({ id: astrologers.id, userId: astrologers.userId });
    const rows = await db
      .insert(consultations)
      .values(
        astros.map((a, k) => ({
          userId: byPhone.get(`9170${String(idx[k]).padStart(8, '0')}`)!,
          astrologerId: a.id,
          channel: 'chat' as const,
          status: 'active' as const,
          pricePerMinute: 10,
          commissionPercent: 30,
          // Coins held for the whole run, so the meter bills without touching the wallet.
          reservedCoins: 100_000,
          acceptedAt: now,
          meterAt: now,
        })),
      )
      .returning({ id: consultations.id, userId: consultations.userId, astrologerId: consultations.astrologerId });
    const astroUser = new Map(astros.map((a) => [a.id, a.userId!]));
    for (const c of rows) {
      const u = await api.ctx.services.sessions.create(c.userId);
      const a = await api.ctx.services.sessions.create(astroUser.get(c.astrologerId)!);
      sessions.push({ id: c.id, user: `${SESSION_COOKIE}=${u.token}`, astro: `${SESSION_COOKIE}=${a.token}` });
    }
  }
  // The meter runs as in production (every 5 s).
  let metering = false;
  const meter = setInterval(() => {
    if (metering) return;
    metering = true;
    api.ctx.services.consultations.sweep().finally(() => {
      metering = false;
    });
  }, 5000);
  const client = fileURLToPath(new URL('../chat-client.mjs', import.meta.url));
  const config = join(mkdtempSync(join(tmpdir(), 'drishti-chat-bench-')), 'sessions.json');
  writeFileSync(config, JSON.stringify({ base, sessions, seconds: SECONDS, intervalMs: INTERVAL_MS }));
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [client, config],
      { maxBuffer: 16 * 1024 * 1024, timeout: 600_000 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`chat load client failed: ${stderr.slice(0, 2000)}`)) : resolve(stdout),
    );
  });
  clearInterval(meter);
  const r = JSON.parse(out) as {
    sent: number;
    delivered: number;
    p50: number;
    p99: number;
    max: number;
    errors: number;
    connectMs: number;
  };
  await api.close();
  const note = `${SESSIONS} sessions (${SESSIONS * 2} sockets), 1 msg/${INTERVAL_MS / 1000} s per user for ${SECONDS} s; ${r.delivered}/${r.sent} delivered, ${r.errors} errors; PGlite`;
  return [
    {
      name: 'chat delivery p99 (send → other side)',
      value: r.p99,
      unit: 'ms',
      target: '<= 50 ms at 2,000 sessions',
      note,
    },
    { name: 'chat delivery p50', value: r.p50, unit: 'ms' },
    { name: 'chat: connect + join all sockets', value: r.connectMs, unit: 'ms' },
  ];
}
