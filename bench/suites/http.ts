// HTTP throughput of the API on loopback: the server runs in this process on an in-memory
// database, autocannon in a child process (so that the load does not share the server's core).
// Rate limits are off: this measures the server, not the limiter.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { createTestApi } from '../../apps/api/src/testing';
import type { BenchRow } from '../types';

const chennai = JSON.stringify({
  day: 7,
  month: 12,
  year: 1996,
  hour: 10,
  min: 34,
  lat: 13.0833,
  lon: 80.2833,
  tzone: 5.5,
});

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  target?: string;
}

const targets: Target[] = [
  {
    name: 'GET all-today-horoscope',
    method: 'GET',
    path: '/api/publics/astrology/all-today-horoscope',
    target: '>= 5000 req/s',
  },
  {
    name: 'POST basic-details (cached birth)',
    method: 'POST',
    path: '/api/users/astrology/basic-details',
    body: chennai,
  },
  { name: 'GET /api/health (database round trip)', method: 'GET', path: '/api/health' },
  {
    name: 'POST kundali-details (cached birth)',
    method: 'POST',
    path: '/api/users/astrology/kundali-details',
    body: chennai,
  },
  {
    name: 'POST nakshaktra by birth (cached birth)',
    method: 'POST',
    path: '/api/publics/astrology/nakshaktra',
    body: chennai,
  },
];

const cli = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

/** Runs autocannon's CLI against `url` and returns its JSON result. */
function load(url: string, t: Target): Promise<autocannon.Result> {
  const args = [cli, '-j', '-c', '32', '-d', '4', '-m', t.method];
  if (t.body) args.push('-H', 'content-type=application/json', '-b', t.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) reject(err);
      else resolve(JSON.parse(stdout) as autocannon.Result);
    });
  });
}

export async function run(): Promise<BenchRow[]> {
  const api = await createTestApi({ NODE_ENV: 'production' }, {}, { rateLimits: false });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (api.app.server.address() as AddressInfo).port;
  const rows: BenchRow[] = [];
  for (const t of targets) {
    const result = await load(`http://127.0.0.1:${port}${t.path}`, t);
    rows.push({
      name: t.name,
      value: Math.round(result.requests.average),
      unit: 'req/s',
      ...(t.target ? { target: t.target } : {}),
      note: `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, 32 connections, load from a second process`,
    });
  }
  await api.close();
  return rows;
}
