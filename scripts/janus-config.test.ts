import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../apps/api/src/env';
// A plain JavaScript module of the start and test scripts.
import { localJanusDecision, writeJanusConfig } from './lib/janus.mjs';

const baseEnv = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/drishti-test-data',
};

describe('the local Janus (docs/LIVE.md)', () => {
  it('starts only without JANUS_URL, outside production mode, with the binary', () => {
    expect(localJanusDecision({}, true)).toBe('start');
    expect(localJanusDecision({}, false)).toBe('missing');
    expect(localJanusDecision({ JANUS_URL: 'ws://10.0.0.5:8188' }, true)).toBe('configured');
    expect(localJanusDecision({ DRISHTI_MODE: 'production' }, true)).toBe('production');
    expect(localJanusDecision({ PUBLIC_URL: 'https://drishti.example' }, true)).toBe('production');
    expect(localJanusDecision({ PUBLIC_URL: 'http://localhost:3000' }, true)).toBe('start');
  });

  it('generates a loopback-only configuration with only VideoRoom and WebSockets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'drishti-janus-test-'));
    try {
      writeJanusConfig(dir, {
        port: 8999,
        apiSecret: 'api-secret-1',
        adminSecret: 'admin-secret-1',
        adminKey: 'key-1',
      });
      const main = readFileSync(join(dir, 'janus.jcfg'), 'utf8');
      expect(main).toContain('ice_enforce_list = "lo"');
      expect(main).toContain('api_secret = "api-secret-1"');
      expect(main).toContain('admin_secret = "admin-secret-1"');
      const disabledPlugins = /plugins: \{\s*disable = "([^"]*)"/.exec(main)?.[1] ?? '';
      expect(disabledPlugins).toContain('libjanus_echotest.so');
      expect(disabledPlugins).not.toContain('libjanus_videoroom.so');
      const disabledTransports = /transports: \{\s*disable = "([^"]*)"/.exec(main)?.[1] ?? '';
      expect(disabledTransports).toContain('libjanus_http.so');
      expect(disabledTransports).not.toContain('libjanus_websockets.so');
      const ws = readFileSync(join(dir, 'janus.transport.websockets.jcfg'), 'utf8');
      expect(ws).toContain('ws_ip = "127.0.0.1"');
      expect(ws).toContain('admin_ws = false');
      expect(readFileSync(join(dir, 'janus.plugin.videoroom.jcfg'), 'utf8')).toContain('admin_key = "key-1"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('JANUS_URL', () => {
  it('is a list of WebSocket addresses; live events are off without it', () => {
    expect(loadEnv(baseEnv).janus).toBeUndefined();
    expect(
      loadEnv({ ...baseEnv, JANUS_URL: 'ws://10.0.0.5:8188, wss://janus2.example/ws', JANUS_API_SECRET: 'secret-123' })
        .janus,
    ).toEqual({
      urls: ['ws://10.0.0.5:8188', 'wss://janus2.example/ws'],
      apiSecret: 'secret-123',
      adminSecret: undefined,
      adminKey: undefined,
      hostGraceSeconds: 60,
      maxViewers: 300,
    });
    expect(() => loadEnv({ ...baseEnv, JANUS_URL: 'http://10.0.0.5:8088/janus' })).toThrow(/JANUS_URL/);
    // The host's grace period and the per-server viewer limit (docs/LIVE.md).
    const set = loadEnv({
      ...baseEnv,
      JANUS_URL: 'ws://10.0.0.5:8188',
      LIVE_HOST_GRACE_SECONDS: '30',
      JANUS_MAX_VIEWERS: '800',
    });
    expect(set.janus).toMatchObject({ hostGraceSeconds: 30, maxViewers: 800 });
    expect(() => loadEnv({ ...baseEnv, LIVE_HOST_GRACE_SECONDS: '1' })).toThrow(/LIVE_HOST_GRACE_SECONDS/);
    expect(() => loadEnv({ ...baseEnv, JANUS_MAX_VIEWERS: '0' })).toThrow(/JANUS_MAX_VIEWERS/);
  });
});
