import {
  type Database,
  ledgerRepository,
  usersRepository,
  astrologers,
  consultationMeterRepository,
  consultations,
  demoAstrologerPhone,
  loadDemoData,
  createTestDatabase,
  eq,
  inArray,
} from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHub } from './hub';
import { consultationService } from './service';

/**
 * Two instances' meters on one database: each due session is claimed by one sweep, so two sweeps
 * running together divide the sessions between them and bill each once.
 */
let database: Database;
let clock = new Date('2026-11-22T06:00:00Z');
const SESSIONS = 20;
const BATCH = 3;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemoData(database.db, clock);
  await database.db.update(astrologers).set({ isChatLive: true });
});
afterAll(async () => {
  await database?.close();
});

/** One instance's consultation service (its own account cache and hub), on the shared database. */
const instance = () => consultationService({ db: database.db, hub: localHub(), now: () => clock, meterBatch: BATCH });

describe('the meter on two instances', () => {
  it('claims each due session for one sweep: two sweeps together bill each once and share the work', async () => {
    const setup = instance();
    const users = usersRepository(database.db);
    const ledger = ledgerRepository(database.db);
    const promotions = await ledger.account('promotions', null);
    const ids: string[] = [];
    for (let n = 0; n < SESSIONS; n++) {
      const user = await users.findOrCreateByPhone(`9198766${String(10000 + n)}`);
      const wallet = await ledger.account('wallet', user.id);
      await ledger.post({
        key: `test:gift:${user.id}`,
        kind: 'promotion',
        postings: [
          { accountId: promotions.id, amount: -5000 },
          { accountId: wallet.id, amount: 5000 },
        ],
      });
      const astrologerUser = await users.findOrCreateByPhone(demoAstrologerPhone(n));
      const [a] = await database.db.select().from(astrologers).where(eq(astrologers.userId, astrologerUser.id));
      await setup.astrologerSeen([astrologerUser.id]);
      const requested = await setup.request(user.id, { astrologerId: a!.id, channel: 'chat' });
      await setup.accept(astrologerUser.id, requested.id);
      await setup.join(user.id, requested.id);
      await setup.join(astrologerUser.id, requested.id);
      ids.push(requested.id);
    }
    // Forty seconds with both sides present: every session is due (its meter ran longer than half a minute ago).
    clock = new Date(clock.getTime() + 40_000);
    await setup.seen(
      ids.flatMap((id) => [
        { id, role: 'user' as const },
        { id, role: 'astrologer' as const },
      ]),
    );
    const [a, b] = [instance(), instance()];
    const [ra, rb] = await Promise.all([a.sweep(), b.sweep()]);
    // Every session metered once, by one of the two: together they did the sessions once, not twice.
    expect(ra.ticked + rb.ticked).toBe(SESSIONS);
    const rows = await database.db.select().from(consultations).where(inArray(consultations.id, ids));
    for (const r of rows) {
      expect(r.connectedMs).toBe(40_000);
      expect(r.billedMinutes).toBe(1);
      expect(r.meterAt?.getTime()).toBe(clock.getTime());
      // Next due half a minute after this run (the heartbeats are more recent than that).
      expect(r.nextDueAt.getTime()).toBe(clock.getTime() + 30_000);
    }
    // A sweep at the same moment finds nothing left to do; the next one, later, meters them again.
    expect((await a.sweep()).ticked).toBe(0);
    clock = new Date(clock.getTime() + 35_000);
    await setup.seen(
      ids.flatMap((id) => [
        { id, role: 'user' as const },
        { id, role: 'astrologer' as const },
      ]),
    );
    const [ra2, rb2] = await Promise.all([a.sweep(), b.sweep()]);
    expect(ra2.ticked + rb2.ticked).toBe(SESSIONS);
    const later = await database.db.select().from(consultations).where(inArray(consultations.id, ids));
    for (const r of later) expect(r.connectedMs).toBe(75_000);

    // They share the work: while one sweep holds a batch it has claimed, another sweep skips that
    // batch and meters the rest (held here by claiming as a sweep does, so no race decides it).
    clock = new Date(clock.getTime() + 35_000);
    await setup.seen(
      ids.flatMap((id) => [
        { id, role: 'user' as const },
        { id, role: 'astrologer' as const },
      ]),
    );
    const held = await consultationMeterRepository(database.db).claimDue({
      at: clock,
      claimedUntil: new Date(clock.getTime() + 60_000),
      limit: BATCH,
    });
    expect(held).toHaveLength(BATCH);
    expect((await b.sweep()).ticked).toBe(SESSIONS - BATCH);
    const heldRows = await database.db
      .select()
      .from(consultations)
      .where(
        inArray(
          consultations.id,
          held.map((r) => r.id),
        ),
      );
    for (const r of heldRows) expect(r.connectedMs).toBe(75_000);
  });
});
