// HTTP throughput of the API on loopback: GET /api/health on an in-memory database.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApi } from '../../apps/api/src/testing';
import type { BenchRow } from '../types';

function get(port: number, path: string, agent: import('node:http').Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function run(): Promise<BenchRow[]> {
  const api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (api.app.server.address() as AddressInfo).port;
  const { Agent } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const concurrency = 32;
  const durationMs = 3000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() - started < durationMs) {
        if ((await get(port, '/api/health', agent)) !== 200) throw new Error('health failed');
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  await api.close();
  return [
    {
      name: 'GET /api/health (includes a database round trip)',
      value: Math.round(done / seconds),
      unit: 'req/s',
      note: `${concurrency} keep-alive clients, ${durationMs / 1000} s, same process`,
    },
  ];
}
