import { describe, expect, it, vi } from 'vitest';
import type { ClientResult } from '@/lib/api/client';
import type { computeKundaliOffline } from '../offline/load';
import { CallStore, fetchAnswer, watchReconnect } from './api';
import { sameBirth, toOfflineRequest } from './offline-birth';

const req = { year: 1996, month: 12, day: 7, hour: 10, min: 34, lat: 13.0878, lon: 80.2785, timezone: 'Asia/Kolkata' };

function deps(post: () => Promise<ClientResult<string>>, offline = false) {
  const compute = vi.fn(async () => ({ ok: true as const, data: 'device' })) as unknown as typeof computeKundaliOffline;
  return {
    compute,
    run: () =>
      fetchAnswer<string>({
        path: 'basic-details',
        offlineRequest: req,
        lang: 'en',
        offline: () => offline,
        post,
        compute,
      }),
  };
}

describe('fetchAnswer', () => {
  it('takes the API answer when there is one', async () => {
    const d = deps(async () => ({ success: true, data: 'server', status: 200 }));
    expect(await d.run()).toEqual({ kind: 'api', data: 'server' });
    expect(d.compute).not.toHaveBeenCalled();
  });

  it('shows what the API said on a 4xx or 5xx, without working it out on the device', async () => {
    const d = deps(async () => ({ success: false, message: 'Invalid lat', status: 400 }));
    expect(await d.run()).toEqual({ kind: 'error', message: 'Invalid lat' });
    const e = deps(async () => ({ success: false, message: 'Something went wrong!', status: 503 }));
    expect(await e.run()).toEqual({ kind: 'error', message: 'Something went wrong!' });
    expect(d.compute).not.toHaveBeenCalled();
  });

  it('works the answer out on the device when the request gets no answer at all', async () => {
    const d = deps(async () => ({ success: false, message: 'Something went wrong!', status: 0 }));
    expect(await d.run()).toEqual({ kind: 'offline', data: 'device' });
  });

  it('does not even try the network when the browser says it is offline', async () => {
    const post = vi.fn(async () => ({ success: true as const, data: 'server', status: 200 }));
    const d = deps(post, true);
    expect(await d.run()).toEqual({ kind: 'offline', data: 'device' });
    expect(post).not.toHaveBeenCalled();
  });

  it('passes on why a part cannot be worked out on the device', async () => {
    const compute = (async () => ({ ok: false, problem: 'unavailable' })) as unknown as typeof computeKundaliOffline;
    const got = await fetchAnswer<string>({
      path: 'get-report',
      offlineRequest: req,
      lang: 'hi',
      offline: () => true,
      post: async () => ({ success: true, data: 'x', status: 200 }),
      compute,
    });
    expect(got).toEqual({ kind: 'unavailable', problem: 'unavailable' });
  });
});

describe('CallStore and reconnecting', () => {
  it('marks answers worked out on the device and tells its listeners', () => {
    const store = new CallStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('a', 1);
    expect(store.hasOffline()).toBe(false);
    store.set('b', 2, true);
    expect(store.hasOffline()).toBe(true);
    expect(store.isOffline('b')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set('b', 3);
    expect(store.hasOffline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('asks again when the browser comes back online, only if something was worked out on the device', () => {
    const target = new EventTarget();
    const store = new CallStore();
    const again = vi.fn();
    const stop = watchReconnect(target, store, again);
    target.dispatchEvent(new Event('online'));
    expect(again).not.toHaveBeenCalled();
    store.set('k', 'device', true);
    target.dispatchEvent(new Event('online'));
    expect(again).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(again).toHaveBeenCalledTimes(1);
    const missed = new CallStore();
    missed.missed = true;
    watchReconnect(target, missed, again);
    target.dispatchEvent(new Event('online'));
    expect(again).toHaveBeenCalledTimes(2);
  });
});

describe('the birth from the URL', () => {
  const birth = {
    name: 'Asha',
    gender: 'female' as const,
    year: 1990,
    month: 8,
    day: 15,
    hour: 14,
    minute: 30,
    place: {
      name: 'Pune',
      label: 'Pune, Maharashtra, India',
      lat: 18.52,
      lon: 73.86,
      timezone: 'Asia/Kolkata',
      utcOffset: 5.5,
    },
  };
  it('carries the place’s zone and offset to the device', () => {
    expect(toOfflineRequest(birth)).toEqual({
      year: 1990,
      month: 8,
      day: 15,
      hour: 14,
      min: 30,
      lat: 18.52,
      lon: 73.86,
      timezone: 'Asia/Kolkata',
      utcOffset: 5.5,
    });
  });
  it('tells a page rendered for another birth (or none) from the one asked for', () => {
    expect(sameBirth(birth, { ...birth })).toBe(true);
    expect(sameBirth(birth, { ...birth, hour: 15 })).toBe(false);
    expect(sameBirth(birth, { ...birth, place: { ...birth.place, lat: 18.53 } })).toBe(false);
    expect(sameBirth(birth, null)).toBe(false);
  });
});
