import { DEMO_MEMBER, isDemoHandle, localizeHandle } from '@drishti/content/community';
import { signalsSelfHarm } from '@drishti/core/community';
import { communityPosts, createTestDatabase } from '@drishti/db/testing';
import { describe, expect, it } from 'vitest';
import { buildApi } from './app';
import { createContext } from './context';
import { loadEnv } from './env';
import { loadStartData } from '@drishti/core/database';

const base = {
  NODE_ENV: 'production' as const,
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/drishti-test-data',
};
const TOPICS = ['exam', 'relationship', 'career', 'depression'] as const;

describe('demo community posts', () => {
  it('are never loaded in production mode without DRISHTI_DEMO=1', async () => {
    const database = await createTestDatabase();
    try {
      const production = { ...loadEnv(base), productionMode: true, demo: false };
      const report = await loadStartData(production, database.db);
      expect(report).toMatchObject({ loaded: false, communityPosts: 0 });
      expect(await database.db.select().from(communityPosts)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('are loaded with the demo: a few per topic in English and Hindi, by the demo account, once', async () => {
    const database = await createTestDatabase();
    try {
      const env = loadEnv(base);
      expect(env.demo).toBe(true);
      const first = await loadStartData(env, database.db);
      expect(first.communityPosts).toBeGreaterThanOrEqual(TOPICS.length * 3);
      const rows = await database.db.select().from(communityPosts);
      expect(rows).toHaveLength(first.communityPosts);
      for (const topic of TOPICS) {
        const mine = rows.filter((r) => r.topic === topic);
        expect(mine.length, topic).toBeGreaterThanOrEqual(3);
        expect(
          mine.some((r) => /[\u0900-\u097F]/.test(r.body)),
          topic,
        ).toBe(true);
        expect(
          mine.some((r) => !/[\u0900-\u097F]/.test(r.body)),
          topic,
        ).toBe(true);
      }
      for (const r of rows) {
        expect(isDemoHandle(r.handle)).toBe(true);
        expect(r.status).toBe('visible');
        // Nothing in them puts a demo post in front of the moderators as urgent.
        expect(signalsSelfHarm(r.body), r.body).toBe(false);
        expect(r.selfHarm).toBe(false);
        expect(r.createdAt.getTime()).toBeLessThan(Date.now());
      }
      expect(localizeHandle(DEMO_MEMBER.en, 'hi')).toBe(DEMO_MEMBER.hi);
      // A second start loads nothing more.
      const again = await loadStartData(env, database.db);
      expect(again).toMatchObject({ loaded: false, communityPosts: 0 });
      expect(await database.db.select().from(communityPosts)).toHaveLength(rows.length);

      // The community's feeds show them to everyone.
      const ctx = createContext(env, database);
      const { app } = await buildApi({ ctx, rateLimits: false });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/publics/community/posts?topic=career' });
        expect(res.statusCode, res.body).toBe(200);
        const items = res.json().data.items as { handle: string }[];
        expect(items.length).toBeGreaterThanOrEqual(3);
        expect(items.every((p) => p.handle === DEMO_MEMBER.en)).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
