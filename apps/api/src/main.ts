import { resolve } from 'node:path';
import { loadEnv, repoRoot } from './env';
import { startServer } from './server';

/**
 * The production entry: one process, one port, serving pages, /api and /ws.
 * `--api-only` serves the API alone (for scaling the two parts separately); `--dev`
 * runs Next in development mode.
 */
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv(dev ? { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' } : process.env);
} catch (err) {
  // A configuration problem names the setting; no stack trace, and a non-zero exit for the supervisor.
  process.stderr.write(`Drishti cannot start. ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

const server = await startServer({
  env,
  web: args.has('--api-only') ? false : { dev, dir: resolve(repoRoot, 'apps/web') },
});
server.app.log.info(`Drishti is serving on ${server.url} (database: ${server.ctx.database.kind})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    server.app.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
