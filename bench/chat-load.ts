// Runs the chat load generator (bench/chat-client.mjs) in its own process and returns what it measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatSession } from './chat-seed';

export interface ChatLoadResult {
  sent: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Time to open and join every socket. */
  connectMs: number;
}

/**
 * Opens both sockets of every session (users on `userBase`, astrologers on `astroBase`), then has
 * every user send one message per `intervalMs` for `seconds`. `onLoad` is called when every
 * socket has joined and the load begins; `onDone` as soon as the measured load ends.
 */
export async function runChatLoad(o: {
  userBase: string;
  astroBase: string;
  sessions: ChatSession[];
  seconds: number;
  intervalMs: number;
  onLoad?: () => void;
  onDone?: () => void;
}): Promise<ChatLoadResult> {
  const client = fileURLToPath(new URL('./chat-client.mjs', import.meta.url));
  const config = join(mkdtempSync(join(tmpdir(), 'drishti-chat-bench-')), 'sessions.json');
  writeFileSync(
    config,
    JSON.stringify({
      userBase: o.userBase,
      astroBase: o.astroBase,
      sessions: o.sessions,
      seconds: o.seconds,
      intervalMs: o.intervalMs,
    }),
  );
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [client, config], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let loading = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 900_000);
    child.stdout.on('data', (d: Buffer) => {
      if (stdout === '') o.onDone?.();
      stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
      if (!loading && stderr.includes('ready\n')) {
        loading = true;
        o.onLoad?.();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`chat load client failed (${code}): ${stderr.slice(0, 2000)}`));
    });
  });
  return JSON.parse(out) as ChatLoadResult;
}
