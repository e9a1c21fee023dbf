import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway Redis server for tests (redis-server from the system, no persistence, loopback
 * only); `port` starts it again where a stopped one listened (an outage and its end).
 */
export async function startRedisServer(port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    process.env.REDIS_SERVER_BIN ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      if (child.exitCode !== null) throw new Error('redis-server exited; is it installed?');
      if (Date.now() - started > 10_000) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
