import type { Env, RawEnv } from '../env';

/** JANUS_URL as a list of WebSocket addresses; any other scheme is refused, naming the variable. */
export function janusSettings(e: RawEnv): Env['janus'] {
  const urls = (e.JANUS_URL ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (urls.length === 0) return undefined;
  for (const url of urls) {
    let ok = false;
    try {
      ok = ['ws:', 'wss:'].includes(new URL(url).protocol);
    } catch {
      ok = false;
    }
    if (!ok) throw new Error(`Invalid configuration: JANUS_URL: "${url}" is not a ws:// or wss:// address`);
  }
  return {
    urls,
    apiSecret: e.JANUS_API_SECRET,
    adminSecret: e.JANUS_ADMIN_SECRET,
    adminKey: e.JANUS_ADMIN_KEY,
    hostGraceSeconds: e.LIVE_HOST_GRACE_SECONDS,
    maxViewers: e.JANUS_MAX_VIEWERS,
  };
}
