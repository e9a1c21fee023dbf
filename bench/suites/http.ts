// HTTP throughput of the API on loopback, measured with autocannon against a server in this
// process on an in-memory database. Rate limits are off: this measures the server, not the limiter.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
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

export async function run(): Promise<BenchRow[]> {
  const api = await createTestApi({}, {}, { rateLimits: false });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (api.app.server.address() as AddressInfo).port;
  const rows: BenchRow[] = [];
  for (const t of targets) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${t.path}`,
      method: t.method,
      connections: 32,
      duration: 4,
      ...(t.body ? { body: t.body, headers: { 'content-type': 'application/json' } } : {}),
    });
    rows.push({
      name: t.name,
      value: Math.round(result.requests.average),
      unit: 'req/s',
      ...(t.target ? { target: t.target } : {}),
      note: `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, 32 connections, server and load in one process`,
    });
  }
  await api.close();
  return rows;
}
