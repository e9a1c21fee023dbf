import { describe, expect, it } from 'vitest';
import { runsInstalled, USE_EVENTS, type WantedWindow, whenWanted } from './when-wanted';

/** A window whose events, idle callbacks and display mode the test drives by hand. */
function fakeWindow(opts: { displayMode?: string; standalone?: boolean; onLine?: boolean; idle?: boolean } = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const w: WantedWindow = {
    navigator: { onLine: opts.onLine ?? true, standalone: opts.standalone },
    matchMedia: (q) => ({ matches: opts.displayMode !== undefined && q === `(display-mode: ${opts.displayMode})` }),
    addEventListener: (type, fn) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type, fn) => {
      listeners.get(type)?.delete(fn);
    },
    setTimeout: (cb) => timers.push(cb),
    clearTimeout: () => {},
  };
  if (opts.idle !== false) {
    w.requestIdleCallback = (cb) => idle.push(cb);
    w.cancelIdleCallback = (id) => {
      idle[id - 1] = () => {};
    };
  }
  const fire = (type: string) => {
    for (const fn of [...(listeners.get(type) ?? [])]) fn();
  };
  const listening = () => [...listeners.values()].reduce((n, s) => n + s.size, 0);
  const runIdle = () => {
    for (const cb of idle.splice(0)) cb();
    for (const cb of timers.splice(0)) cb();
  };
  return { w, fire, listening, runIdle };
}

describe('whenWanted', () => {
  it('in a browser tab, fetches nothing until the visitor first uses the page, then once when idle', () => {
    const f = fakeWindow();
    let runs = 0;
    whenWanted(f.w, () => runs++);
    f.runIdle();
    expect(runs).toBe(0);
    expect(f.listening()).toBe(USE_EVENTS.length);
    f.fire('pointerdown');
    expect(runs).toBe(0);
    expect(f.listening()).toBe(0);
    f.runIdle();
    expect(runs).toBe(1);
    f.fire('keydown');
    f.runIdle();
    expect(runs).toBe(1);
  });

  it('in the installed app, fetches when idle without waiting for a use', () => {
    for (const f of [fakeWindow({ displayMode: 'standalone' }), fakeWindow({ standalone: true, idle: false })]) {
      let runs = 0;
      whenWanted(f.w, () => runs++);
      expect(f.listening()).toBe(0);
      f.runIdle();
      expect(runs).toBe(1);
    }
  });

  it('never while the browser knows it is offline, and not after the page has gone', () => {
    const off = fakeWindow({ onLine: false, displayMode: 'standalone' });
    let runs = 0;
    whenWanted(off.w, () => runs++);
    off.runIdle();
    expect(runs).toBe(0);

    const f = fakeWindow();
    const cancel = whenWanted(f.w, () => runs++);
    f.fire('keydown');
    cancel();
    f.runIdle();
    expect(runs).toBe(0);
    const g = fakeWindow();
    whenWanted(g.w, () => runs++)();
    expect(g.listening()).toBe(0);
  });
});

describe('runsInstalled', () => {
  it('tells the installed app from a browser tab', () => {
    expect(runsInstalled(fakeWindow().w)).toBe(false);
    expect(runsInstalled(fakeWindow({ displayMode: 'browser' }).w)).toBe(false);
    expect(runsInstalled(fakeWindow({ displayMode: 'standalone' }).w)).toBe(true);
    expect(runsInstalled(fakeWindow({ displayMode: 'minimal-ui' }).w)).toBe(true);
    expect(runsInstalled(fakeWindow({ standalone: true }).w)).toBe(true);
    const shell = fakeWindow().w;
    shell.Capacitor = { isNativePlatform: () => true };
    expect(runsInstalled(shell)).toBe(true);
  });
});
