import {
  type BirthSnapshot,
  CONSULT_AWAY_LIMIT_SECONDS,
  CONSULT_HEARTBEAT_GRACE_SECONDS,
  CONSULT_MIN_MINUTES,
  CONSULT_REQUEST_TIMEOUT_SECONDS,
  type ChatMessageViewData,
  type ConsultChannel,
  type ConsultEndReason,
  type ConsultRole,
  type ConsultationViewData,
  type MeterView,
  type PresenceBody,
} from '@drishti/contracts/consultations';
import type { Db } from '@drishti/db/connection';
import { isConnected } from '@drishti/db/repositories/astrologers';
import { birthProfilesRepository } from '@drishti/db/repositories/birth-profiles';
import { InsufficientFundsError, ledgerRepository } from '@drishti/db/repositories/ledger';
import {
  astrologers,
  consultationMessages,
  consultations,
  ledgerEntries,
  ledgerTransactions,
  reviews,
  users,
} from '@drishti/db/schema';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { DomainError } from '../errors';
import { tellFollowers } from '../follows';
import { notify } from '../notifications';
import { offsetOn } from '../places/search';
import type { Hub } from './hub';
import { LruMap } from './lru';
import { findContact, isPresent, meterDelta, settlement, startedMinutes } from './rules';

export type Consultation = typeof consultations.$inferSelect;

/**
 * Lets the event loop read sockets between the steps of a long batch. PGlite runs each statement
 * synchronously inside its promise, so a loop of statements would otherwise go on in microtasks
 * alone and hold every incoming chat message until the whole batch is done.
 */
/** Heartbeat marks are recorded in steps of this many ms (so that one statement covers many sockets). */
const SEEN_STEP_MS = 250;
const yieldToSockets = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Heartbeat writes go in slices of this many rows, each a short statement. */
const HEARTBEAT_SLICE = 100;
/** Plain meter runs (see plainRun in the service) go in statements of this many sessions. */
const METER_BATCH = 100;
/** Astrologer accounts remembered per instance (see accountOf). */
const ACCOUNT_CACHE = 10_000;
/** A sweep's claim on the sessions it meters lapses after this long (an instance that died mid-sweep). */
const METER_CLAIM_MS = 60_000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ConsultationConfig {
  db: Db;
  hub: Hub;
  now: () => Date;
  /** Length of a billed minute (60,000 ms; tests shorten it). */
  minuteMs?: number;
  graceMs?: number;
  awayLimitMs?: number;
  requestTimeoutMs?: number;
  /** How many due sessions a sweep claims at a time (100). */
  meterBatch?: number;
}

const OPEN = ['waitlisted', 'requested', 'active'] as const;

function isUniqueViolation(e: unknown, index: string): boolean {
  let err: unknown = e;
  for (let i = 0; i < 4 && err; i++) {
    const x = err as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (x.code === '23505' && (!x.constraint || x.constraint === index)) return true;
    if (typeof x.message === 'string' && x.message.includes(index)) return true;
    err = x.cause;
  }
  return false;
}

function isInsufficient(e: unknown): boolean {
  let err: unknown = e;
  for (let i = 0; i < 4 && err; i++) {
    if (err instanceof InsufficientFundsError) return true;
    err = (err as { cause?: unknown }).cause;
  }
  return false;
}

/** The consultation events that reach the notification list and web push. */
export type ConsultNotificationEvent = 'request' | 'accepted' | 'declined' | 'missed' | 'ended';

/** Live consultations: requests, the waitlist, chat, the server's meter and settlement. */
export function consultationService(config: ConsultationConfig) {
  const { db, hub, now } = config;
  const minuteMs = config.minuteMs ?? 60_000;
  const graceMs = config.graceMs ?? CONSULT_HEARTBEAT_GRACE_SECONDS * 1000;
  const meterBatch = config.meterBatch ?? METER_BATCH;
  const awayLimitMs = config.awayLimitMs ?? CONSULT_AWAY_LIMIT_SECONDS * 1000;
  const requestTimeoutMs = config.requestTimeoutMs ?? CONSULT_REQUEST_TIMEOUT_SECONDS * 1000;
  const ledger = ledgerRepository(db);

  // ---- reading -------------------------------------------------------------------------------

  async function byId(id: string, tx: Db | Tx = db): Promise<Consultation | null> {
    const rows = await tx.select().from(consultations).where(eq(consultations.id, id));
    return rows[0] ?? null;
  }

  async function lockById(tx: Tx, id: string): Promise<Consultation | null> {
    const rows = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
    return rows[0] ?? null;
  }

  async function astrologerOf(astrologerId: string) {
    const rows = await db.select().from(astrologers).where(eq(astrologers.id, astrologerId));
    return rows[0] ?? null;
  }

  /**
   * The account behind each astrologer profile, remembered: it never changes once set, and the
   * chat and meter paths ask for it on every message and every run. The most recently used
   * {@link ACCOUNT_CACHE} are kept.
   */
  const accounts = new LruMap<string, string>(ACCOUNT_CACHE);
  async function accountOf(astrologerId: string): Promise<string | null> {
    const known = accounts.get(astrologerId);
    if (known) return known;
    const rows = await db
      .select({ userId: astrologers.userId })
      .from(astrologers)
      .where(eq(astrologers.id, astrologerId));
    const userId = rows[0]?.userId ?? null;
    if (userId) accounts.set(astrologerId, userId);
    return userId;
  }

  async function astrologerByUser(userId: string) {
    const rows = await db.select().from(astrologers).where(eq(astrologers.userId, userId));
    return rows[0] ?? null;
  }

  /** Which side a signed-in user is in a consultation, or null when they are neither. */
  async function roleIn(c: Consultation, userId: string): Promise<ConsultRole | null> {
    if (c.userId === userId) return 'user';
    return (await accountOf(c.astrologerId)) === userId ? 'astrologer' : null;
  }

  async function participant(id: string, userId: string): Promise<{ c: Consultation; role: ConsultRole }> {
    const c = await byId(id);
    if (!c) throw new DomainError('not-found', 'No such consultation.');
    const role = await roleIn(c, userId);
    if (!role) throw new DomainError('not-found', 'No such consultation.');
    return { c, role };
  }

  async function walletBalance(userId: string): Promise<number> {
    return (await ledger.account('wallet', userId)).balance;
  }

  /**
   * The meter as of `at`: what is stored plus the connected time since it last ran (capped by the
   * reservation). Both sides get the same figures: `wallet` is the user's wallet balance (null when
   * it does not matter: the consultation is not active), and the coins left are the wallet plus
   * this consultation's reservation minus the cost so far, never below zero.
   */
  function meterOf(c: Consultation, at: number, wallet: number | null): MeterView {
    const userPresent = c.status === 'active' && isPresent(c.userJoined, c.userSeenAt, at, graceMs);
    const astrologerPresent = c.status === 'active' && isPresent(c.astrologerJoined, c.astrologerSeenAt, at, graceMs);
    const running = userPresent && astrologerPresent && (c.channel === 'chat' || c.mediaConnectedAt !== null);
    const connectedMs =
      c.status === 'active'
        ? Math.min(
            c.connectedMs + meterDelta(c, at, graceMs),
            Math.floor(c.reservedCoins / c.pricePerMinute) * minuteMs,
          )
        : c.connectedMs;
    const billedMinutes =
      c.status === 'active' ? Math.max(c.billedMinutes, startedMinutes(connectedMs, minuteMs)) : c.billedMinutes;
    const coinsLeft = wallet === null || c.status !== 'active' ? null : c.reservedCoins + wallet;
    const costCoins = billedMinutes * c.pricePerMinute;
    const secondsLeft =
      coinsLeft === null || c.status !== 'active'
        ? null
        : Math.max(0, Math.floor((Math.floor(coinsLeft / c.pricePerMinute) * minuteMs - connectedMs) / 1000));
    return {
      running,
      connectedMs,
      billedMinutes,
      costCoins,
      leftCoins: coinsLeft === null ? null : Math.max(0, coinsLeft - costCoins),
      minuteMs,
      secondsLeft,
      userPresent,
      astrologerPresent,
      at,
    };
  }

  async function waitlistPosition(c: Consultation): Promise<number | null> {
    if (c.status !== 'waitlisted') return null;
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultations)
      .where(
        and(
          eq(consultations.astrologerId, c.astrologerId),
          eq(consultations.status, 'waitlisted'),
          or(
            lt(consultations.requestedAt, c.requestedAt),
            and(eq(consultations.requestedAt, c.requestedAt), lt(consultations.id, c.id)),
          ),
        ),
      );
    return (rows[0]?.n ?? 0) + 1;
  }

  async function view(c: Consultation, you: ConsultRole): Promise<ConsultationViewData> {
    const at = now().getTime();
    const [a, u, wallet, position, reviewed] = await Promise.all([
      astrologerOf(c.astrologerId),
      db.select({ name: users.name }).from(users).where(eq(users.id, c.userId)),
      c.status === 'active' ? walletBalance(c.userId) : Promise.resolve(null),
      waitlistPosition(c),
      you === 'user'
        ? db
            .select({ id: reviews.id })
            .from(reviews)
            .where(eq(reviews.subject, `session:${c.id}`))
        : Promise.resolve([]),
    ]);
    return {
      id: c.id,
      you,
      channel: c.channel,
      status: c.status,
      astrologer: {
        id: c.astrologerId,
        slug: a?.slug ?? '',
        name: a?.name ?? '',
        nameHi: a?.nameHi ?? '',
        profileImage: a?.profileImage ?? null,
      },
      userName: u[0]?.name ?? null,
      pricePerMinute: c.pricePerMinute,
      reservedCoins: c.reservedCoins,
      requestedAt: c.requestedAt.toISOString(),
      requestExpiresAt: c.requestExpiresAt?.toISOString() ?? null,
      acceptedAt: c.acceptedAt?.toISOString() ?? null,
      endedAt: c.endedAt?.toISOString() ?? null,
      endReason: c.endReason,
      waitlistPosition: position,
      meter: meterOf(c, at, wallet),
      birth: (c.birth as BirthSnapshot | null) ?? null,
      chargedCoins: c.chargedCoins,
      astrologerCoins: you === 'astrologer' ? c.astrologerCoins : null,
      settled: c.settledAt !== null,
      lastSeq: c.lastSeq,
      peerReadSeq: you === 'user' ? c.astrologerReadSeq : c.userReadSeq,
      peerDeliveredSeq: you === 'user' ? c.astrologerDeliveredSeq : c.userDeliveredSeq,
      transcriptDeleted: c.transcriptDeletedAt !== null,
      refundRequested: c.refundRequestedAt !== null,
      reviewed: reviewed.length > 0,
    };
  }

  // ---- notifying -----------------------------------------------------------------------------

  /**
   * What a state change tells someone outside the room (announce() runs once per change): the
   * astrologer of a new request; the user when accepted, declined, missed, or ended by anyone but
   * themselves (the astrologer, the meter at zero coins, or a side gone too long).
   */
  function notificationEvent(c: Consultation): ConsultNotificationEvent | null {
    switch (c.status) {
      case 'requested':
        return 'request';
      case 'active':
        return 'accepted';
      case 'declined':
        return 'declined';
      case 'missed':
        return 'missed';
      case 'ended':
        return c.endReason === 'user' ? null : 'ended';
      default:
        return null;
    }
  }

  async function astrologerUserId(c: Consultation): Promise<string | null> {
    return accountOf(c.astrologerId);
  }

  /** Sends both sides the consultation's new state, and tells the side that may not be looking. */
  async function announce(c: Consultation): Promise<void> {
    hub.publish(c.userId, { type: 'consultation.state', consultation: await view(c, 'user') });
    const au = await astrologerUserId(c);
    if (au) hub.publish(au, { type: 'consultation.state', consultation: await view(c, 'astrologer') });
    const event = notificationEvent(c);
    if (event) {
      const to = event === 'request' ? au : c.userId;
      const url = event === 'request' ? '/astrologer/dashboard' : `/consultation/${c.id}`;
      // In the list and by push, after the state has gone out on the sockets; a slow push service
      // must not hold up the consultation, and a failed one changes nothing in it.
      if (to)
        void notify(db, to, 'consultation', { event, consultationId: c.id, channel: c.channel }, url).catch(() => {});
    }
  }

  async function announceMeter(c: Consultation, knownWallet?: number): Promise<void> {
    const at = now().getTime();
    const wallet = c.status === 'active' ? (knownWallet ?? (await walletBalance(c.userId))) : null;
    // One set of figures, the same for both sides.
    const message = { type: 'consultation.meter' as const, consultationId: c.id, meter: meterOf(c, at, wallet) };
    hub.publish(c.userId, message);
    const au = await astrologerUserId(c);
    if (au) hub.publish(au, message);
  }

  /** {@link announceMeter} for many sessions, their users' wallets read in one statement. */
  async function announceMeters(list: Consultation[]): Promise<void> {
    const wallets = await ledger.balances(
      'wallet',
      list.map((c) => c.userId),
    );
    for (const c of list) await announceMeter(c, wallets.get(c.userId) ?? 0);
  }

  // ---- money ---------------------------------------------------------------------------------

  /** Moves coins from the user's wallet into their reserved account (idempotent by key). */
  async function reserve(tx: Tx, c: Consultation, key: string, coins: number): Promise<boolean> {
    const l = ledgerRepository(tx as unknown as Db);
    // One statement at a time: a transaction's connection runs no queries side by side.
    const w = await l.account('wallet', c.userId);
    const r = await l.account('reserved', c.userId);
    try {
      const res = await l.post({
        key,
        kind: 'consultation-hold',
        meta: { consultationId: c.id, coins },
        postings: [
          { accountId: w.id, amount: -coins },
          { accountId: r.id, amount: coins },
        ],
      });
      return res.applied;
    } catch (e) {
      if (isInsufficient(e)) return false;
      throw e;
    }
  }

  /**
   * Ends a consultation and settles it in the same transaction: the user pays the billed minutes,
   * the astrologer earns them minus commission, the rest of the reservation returns to the wallet.
   * The ledger key `settle:<id>` and the status change make it happen once.
   */
  async function finish(
    tx: Tx,
    c: Consultation,
    status: Consultation['status'],
    reason: ConsultEndReason,
  ): Promise<Consultation> {
    const s = settlement(c.billedMinutes, c.pricePerMinute, c.reservedCoins, c.commissionPercent);
    if (c.reservedCoins > 0) {
      const l = ledgerRepository(tx as unknown as Db);
      const r = await l.account('reserved', c.userId);
      const w = await l.account('wallet', c.userId);
      const e = await l.account('earnings', c.astrologerId);
      const p = await l.account('platform', null);
      const postings = [
        { accountId: r.id, amount: -c.reservedCoins },
        { accountId: w.id, amount: s.released },
        { accountId: e.id, amount: s.astrologer },
        { accountId: p.id, amount: s.platform },
      ].filter((x) => x.amount !== 0);
      await l.post({
        key: `settle:${c.id}`,
        kind: s.charged > 0 ? 'consultation' : 'consultation-release',
        meta: { consultationId: c.id, minutes: c.billedMinutes, charged: s.charged, released: s.released },
        postings,
      });
    }
    const t = now();
    const rows = await tx
      .update(consultations)
      .set({
        status,
        endReason: reason,
        endedAt: t,
        settledAt: t,
        chargedCoins: s.charged,
        astrologerCoins: s.astrologer,
        reservedCoins: 0,
        userJoined: false,
        astrologerJoined: false,
      })
      .where(eq(consultations.id, c.id))
      .returning();
    return rows[0]!;
  }

  // ---- the meter -----------------------------------------------------------------------------

  /**
   * Runs the meter of one active consultation up to now (under its row lock): adds connected
   * time, bills started minutes, reserves the next minute ahead, warns, and ends it when the coins
   * run out or a side has been away too long. Returns the row after the run, and what happened.
   */
  async function runMeter(
    tx: Tx,
    c: Consultation,
    grace = graceMs,
  ): Promise<{ c: Consultation; warned: boolean; ended: boolean }> {
    const t = now().getTime();
    if (c.status !== 'active') return { c, warned: false, ended: false };
    let connectedMs = c.connectedMs + meterDelta(c, t, grace);
    let reserved = c.reservedCoins;
    const reservedMinutes = () => Math.floor(reserved / c.pricePerMinute);
    // Keep one minute reserved ahead of the meter, so a started minute is always covered.
    let short = false;
    while (reservedMinutes() < startedMinutes(connectedMs, minuteMs) + 1) {
      const n = reservedMinutes() + 1;
      if (!(await reserve(tx, c, `session:${c.id}:minute:${n}`, c.pricePerMinute))) {
        short = true;
        break;
      }
      reserved += c.pricePerMinute;
    }
    const capMs = reservedMinutes() * minuteMs;
    const outOfCoins = short && connectedMs >= capMs;
    if (connectedMs > capMs) connectedMs = capMs;
    const billed = startedMinutes(connectedMs, minuteMs);
    const userHere = isPresent(c.userJoined, c.userSeenAt, t, grace);
    const astroHere = isPresent(c.astrologerJoined, c.astrologerSeenAt, t, grace);
    let awaySince = c.awaySince;
    if (userHere && astroHere) awaySince = null;
    else if (!awaySince) {
      const lastBoth = Math.min(
        c.userJoined && c.userSeenAt ? c.userSeenAt.getTime() + grace : t,
        c.astrologerJoined && c.astrologerSeenAt ? c.astrologerSeenAt.getTime() + grace : t,
        t,
      );
      awaySince = new Date(lastBoth);
    }
    const warnAhead = short && !c.warnedAt && capMs - connectedMs <= minuteMs;
    const rows = await tx
      .update(consultations)
      .set({
        connectedMs,
        billedMinutes: billed,
        reservedCoins: reserved,
        meterAt: new Date(t),
        awaySince,
        ...(warnAhead ? { warnedAt: new Date(t) } : {}),
      })
      .where(eq(consultations.id, c.id))
      .returning();
    let next = rows[0]!;
    if (outOfCoins) return { c: await finish(tx, next, 'ended', 'balance'), warned: warnAhead, ended: true };
    if (awaySince && t - awaySince.getTime() >= awayLimitMs) {
      next = await finish(tx, next, 'ended', 'disconnected');
      return { c: next, warned: false, ended: true };
    }
    return { c: next, warned: warnAhead, ended: false };
  }

  /** Runs the meter of one consultation in its own transaction, then tells both sides. */
  async function tick(
    id: string,
    change?: (c: Consultation) => Partial<Consultation>,
    grace = graceMs,
  ): Promise<Consultation | null> {
    const result = await db.transaction(async (tx) => {
      const c = await lockById(tx, id);
      if (!c) return null;
      const r = await runMeter(tx, c, grace);
      let row = r.c;
      if (!r.ended && change && row.status === 'active') {
        const patch = change(row);
        if (Object.keys(patch).length > 0) {
          const rows = await tx.update(consultations).set(patch).where(eq(consultations.id, id)).returning();
          row = rows[0]!;
        }
      }
      return { ...r, c: row };
    });
    if (!result) return null;
    if (result.warned) {
      const secondsLeft = Math.max(
        0,
        Math.round((result.c.reservedCoins / result.c.pricePerMinute) * minuteMs - result.c.connectedMs) / 1000,
      );
      const warning = {
        type: 'consultation.warning' as const,
        consultationId: id,
        secondsLeft: Math.round(secondsLeft),
      };
      hub.publish(result.c.userId, warning);
      const au = await astrologerUserId(result.c);
      if (au) hub.publish(au, warning);
    }
    if (result.ended) {
      await announce(result.c);
      await promote(result.c.astrologerId);
    } else await announceMeter(result.c);
    return result.c;
  }

  /**
   * The meter run of a session with nothing to decide: both sides present, no warning given, and
   * the reservation covering the started minutes with one to spare. runMeter would then only move
   * the connected time, the billed minutes and meterAt (and clear awaySince: nobody is away), so
   * such runs can share one statement. Returns the new connected time, or null when runMeter must decide.
   */
  function plainRun(c: Consultation, at: number): number | null {
    if (c.status !== 'active' || !c.meterAt || c.warnedAt) return null;
    if (
      !isPresent(c.userJoined, c.userSeenAt, at, graceMs) ||
      !isPresent(c.astrologerJoined, c.astrologerSeenAt, at, graceMs)
    )
      return null;
    const connectedMs = c.connectedMs + meterDelta(c, at, graceMs);
    if (Math.floor(c.reservedCoins / c.pricePerMinute) < startedMinutes(connectedMs, minuteMs) + 1) return null;
    return connectedMs;
  }

  /**
   * Runs plain meters (see {@link plainRun}) in one statement and tells both sides of each. A
   * session changed since it was read (its meterAt moved: a tick, a join or a leave ran) or no
   * longer plain is left out; the ids left out are returned for {@link tick} to run one by one.
   */
  async function runPlainMeters(list: Consultation[]): Promise<{ ran: number; left: string[] }> {
    const at = now();
    const runs: { c: Consultation; connectedMs: number }[] = [];
    const left: string[] = [];
    for (const c of list) {
      const connectedMs = plainRun(c, at.getTime());
      if (connectedMs === null) left.push(c.id);
      else runs.push({ c, connectedMs });
    }
    if (runs.length === 0) return { ran: 0, left };
    const cases = (value: (r: (typeof runs)[number]) => SQL) =>
      sql.join(
        runs.map((r) => sql`when ${r.c.id}::uuid then ${value(r)}`),
        sql` `,
      );
    let updated: Consultation[];
    try {
      updated = await db
        .update(consultations)
        .set({
          connectedMs: sql`case ${consultations.id} ${cases((r) => sql`${r.connectedMs}::bigint`)} end`,
          billedMinutes: sql`case ${consultations.id} ${cases((r) => sql`${startedMinutes(r.connectedMs, minuteMs)}::int`)} end`,
          meterAt: at,
          awaySince: null,
        })
        .where(
          and(
            inArray(
              consultations.id,
              runs.map((r) => r.c.id),
            ),
            eq(consultations.status, 'active'),
            isNull(consultations.warnedAt),
            sql`(${consultations.id}, ${consultations.meterAt}) in (${sql.join(
              runs.map((r) => sql`(${r.c.id}::uuid, ${r.c.meterAt!.toISOString()}::timestamptz)`),
              sql`, `,
            )})`,
          ),
        )
        .returning();
    } catch {
      // (Another instance's sweep locking the same rows, say.) Each goes through tick() instead.
      return { ran: 0, left: list.map((c) => c.id) };
    }
    const done = new Set(updated.map((c) => c.id));
    for (const r of runs) if (!done.has(r.c.id)) left.push(r.c.id);
    await announceMeters(updated);
    return { ran: updated.length, left };
  }

  // ---- the queue -----------------------------------------------------------------------------

  /** When the astrologer is free, sends them the oldest waiting request. */
  async function promote(astrologerId: string): Promise<void> {
    for (;;) {
      const waiting = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.astrologerId, astrologerId), eq(consultations.status, 'waitlisted')))
        .orderBy(asc(consultations.requestedAt), asc(consultations.id))
        .limit(1);
      const next = waiting[0];
      if (!next) return;
      let promoted: Consultation | null = null;
      try {
        const rows = await db
          .update(consultations)
          .set({ status: 'requested', requestExpiresAt: new Date(now().getTime() + requestTimeoutMs) })
          .where(and(eq(consultations.id, next.id), eq(consultations.status, 'waitlisted')))
          .returning();
        promoted = rows[0] ?? null;
      } catch (e) {
        if (isUniqueViolation(e, 'consultations_astrologer_busy_key')) return; // someone is already with them
        throw e;
      }
      if (!promoted) continue;
      await announce(promoted);
      const rest = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.astrologerId, astrologerId), eq(consultations.status, 'waitlisted')));
      for (const w of rest) hub.publish(w.userId, { type: 'consultation.state', consultation: await view(w, 'user') });
      return;
    }
  }

  const liveColumn = { chat: 'isChatLive', voice: 'isVoiceLive', video: 'isVideoLive' } as const;

  /** Ends a request that never became a session: its reservation goes back to the wallet. */
  async function close(
    id: string,
    from: Consultation['status'][],
    status: 'declined' | 'missed' | 'cancelled',
    reason: ConsultEndReason,
  ): Promise<Consultation | null> {
    const closed = await db.transaction(async (tx) => {
      const c = await lockById(tx, id);
      if (!c || !from.includes(c.status)) return null;
      // An astrologer who let a request go unanswered is not there: that channel is switched off
      // until they switch it on again, so that nobody else waits for them in vain.
      if (status === 'missed') {
        await tx
          .update(astrologers)
          .set({ [liveColumn[c.channel]]: false })
          .where(eq(astrologers.id, c.astrologerId));
      }
      return finish(tx, c, status, reason);
    });
    if (closed) {
      await announce(closed);
      if (status === 'missed') {
        // Those waiting in line for the same channel would wait for nobody: they are told at once.
        const waiting = await db
          .select({ id: consultations.id })
          .from(consultations)
          .where(
            and(
              eq(consultations.astrologerId, closed.astrologerId),
              eq(consultations.channel, closed.channel),
              eq(consultations.status, 'waitlisted'),
            ),
          );
        for (const w of waiting) await close(w.id, ['waitlisted'], 'missed', 'missed');
      }
      await promote(closed.astrologerId);
    }
    return closed;
  }

  async function birthFor(userId: string, profileId: string | undefined): Promise<BirthSnapshot | null> {
    if (!profileId) return null;
    const p = await birthProfilesRepository(db).get(userId, profileId);
    if (!p) throw new DomainError('not-found', 'No such birth profile.');
    const [year, month, day] = p.birthDate.split('-').map(Number) as [number, number, number];
    const [hour, min] = p.birthTime.split(':').map(Number) as [number, number];
    return {
      name: p.name,
      gender: p.gender,
      day,
      month,
      year,
      hour,
      min,
      place: p.placeName,
      lat: p.lat,
      lon: p.lon,
      tzone: offsetOn(p.timezone, `${p.birthDate}T${p.birthTime}`),
    };
  }

  /**
   * One page of the messages after `after` of a consultation the caller has already opened as
   * `role`: `more` says that messages follow the page (fetch them with `after = nextAfterSeq`).
   */
  async function history(c: Consultation, role: ConsultRole, after: number, limit = 500): Promise<HistoryPage> {
    if (role === 'user' && c.transcriptDeletedAt) {
      return { messages: [], lastSeq: c.lastSeq, more: false, nextAfterSeq: c.lastSeq };
    }
    const rows = await db
      .select()
      .from(consultationMessages)
      .where(and(eq(consultationMessages.consultationId, c.id), gt(consultationMessages.seq, after)))
      .orderBy(asc(consultationMessages.seq))
      .limit(limit + 1);
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page.at(-1)?.seq ?? after;
    // A message stored after the row was read is included: the mark covers what is returned.
    const lastSeq = Math.max(c.lastSeq, rows.at(-1)?.seq ?? 0);
    return { messages: page.map(messageView), lastSeq, more, nextAfterSeq: more ? last : Math.max(last, lastSeq) };
  }

  return {
    minuteMs,
    graceMs,
    view,
    byId,
    participant,
    history,

    /**
     * A user asks for a consultation now. The coins for the first minutes are reserved at once;
     * the request goes to the astrologer, or joins their waitlist when they are busy.
     */
    async request(
      userId: string,
      input: { astrologerId: string; channel: ConsultChannel; profileId?: string },
      idempotencyKey?: string,
    ): Promise<ConsultationViewData> {
      if (idempotencyKey) {
        const prior = await db
          .select()
          .from(consultations)
          .where(and(eq(consultations.userId, userId), eq(consultations.idempotencyKey, idempotencyKey)));
        if (prior[0]) {
          if (prior[0].astrologerId !== input.astrologerId || prior[0].channel !== input.channel) {
            throw new DomainError('conflict', 'This request key was already used for another consultation.');
          }
          return view(prior[0], 'user');
        }
      }
      const a = await astrologerOf(input.astrologerId);
      if (a?.status !== 'active') throw new DomainError('not-found', 'No such astrologer.');
      if (a.userId === userId) {
        throw new DomainError('conflict', 'You cannot consult yourself.', { code: 'own-profile' });
      }
      // Online: the channel switched on and the astrologer connected (heard from within the grace).
      if (!a[liveColumn[input.channel]] || !isConnected(a.presenceSeenAt, now())) {
        throw new DomainError('conflict', 'This astrologer is not taking consultations on this channel right now.', {
          code: 'astrologer-offline',
        });
      }
      const need = a.pricePerMinute * CONSULT_MIN_MINUTES;
      const have = await walletBalance(userId);
      if (have < need) {
        throw new DomainError(
          'conflict',
          `You need at least ${need} coins for ${CONSULT_MIN_MINUTES} minutes; you have ${have}.`,
          { code: 'insufficient-balance' },
        );
      }
      const birth = await birthFor(userId, input.profileId);
      const attempt = async (status: 'requested' | 'waitlisted') =>
        db.transaction(async (tx) => {
          const rows = await tx
            .insert(consultations)
            .values({
              userId,
              astrologerId: a.id,
              channel: input.channel,
              status,
              pricePerMinute: a.pricePerMinute,
              commissionPercent: a.commissionPercent,
              birth,
              idempotencyKey: idempotencyKey ?? null,
              requestedAt: now(),
              requestExpiresAt: status === 'requested' ? new Date(now().getTime() + requestTimeoutMs) : null,
            })
            .returning();
          const c = rows[0]!;
          if (!(await reserve(tx, c, `session:${c.id}:reserve`, need))) {
            throw new DomainError('conflict', `You need at least ${need} coins for ${CONSULT_MIN_MINUTES} minutes.`, {
              code: 'insufficient-balance',
            });
          }
          const done = await tx
            .update(consultations)
            .set({ reservedCoins: need })
            .where(eq(consultations.id, c.id))
            .returning();
          return done[0]!;
        });
      let created: Consultation;
      try {
        created = await attempt('requested');
      } catch (e) {
        if (isUniqueViolation(e, 'consultations_user_open_key')) {
          throw new DomainError('conflict', 'You already have a consultation open. Finish or cancel it first.', {
            code: 'already-open',
          });
        }
        if (!isUniqueViolation(e, 'consultations_astrologer_busy_key')) throw e;
        try {
          created = await attempt('waitlisted');
        } catch (e2) {
          if (isUniqueViolation(e2, 'consultations_user_open_key')) {
            throw new DomainError('conflict', 'You already have a consultation open. Finish or cancel it first.', {
              code: 'already-open',
            });
          }
          throw e2;
        }
      }
      await announce(created);
      return view(created, 'user');
    },

    async accept(astrologerUserId: string, id: string): Promise<ConsultationViewData> {
      const { c, role } = await participant(id, astrologerUserId);
      if (role !== 'astrologer') throw new DomainError('forbidden', 'Only the astrologer can accept.');
      const t = now();
      const rows = await db
        .update(consultations)
        .set({ status: 'active', acceptedAt: t, meterAt: t, awaySince: t })
        .where(
          and(eq(consultations.id, c.id), eq(consultations.status, 'requested'), gt(consultations.requestExpiresAt, t)),
        )
        .returning();
      const accepted = rows[0];
      if (!accepted) throw new DomainError('conflict', 'This request is no longer waiting for you.');
      await announce(accepted);
      return view(accepted, 'astrologer');
    },

    async decline(astrologerUserId: string, id: string): Promise<ConsultationViewData> {
      const { role } = await participant(id, astrologerUserId);
      if (role !== 'astrologer') throw new DomainError('forbidden', 'Only the astrologer can decline.');
      const closed = await close(id, ['requested', 'waitlisted'], 'declined', 'declined');
      if (!closed) throw new DomainError('conflict', 'This request is no longer waiting for you.');
      return view(closed, 'astrologer');
    },

    async cancel(userId: string, id: string): Promise<ConsultationViewData> {
      const { role } = await participant(id, userId);
      if (role !== 'user') throw new DomainError('forbidden', 'Only the user can cancel a request.');
      const closed = await close(id, ['requested', 'waitlisted'], 'cancelled', 'cancelled');
      if (!closed) throw new DomainError('conflict', 'This consultation can no longer be cancelled.');
      return view(closed, 'user');
    },

    /** Either side ends an active consultation; it is settled at once. Ending twice is harmless. */
    async end(userId: string, id: string): Promise<ConsultationViewData> {
      const { c, role } = await participant(id, userId);
      if (c.status === 'ended') return view(c, role);
      if (c.status !== 'active') throw new DomainError('conflict', 'This consultation is not in progress.');
      const ended = await db.transaction(async (tx) => {
        const locked = await lockById(tx, id);
        if (locked?.status !== 'active') return locked;
        const r = await runMeter(tx, locked);
        return r.ended ? r.c : finish(tx, r.c, 'ended', role);
      });
      if (!ended) throw new DomainError('not-found', 'No such consultation.');
      await announce(ended);
      await promote(ended.astrologerId);
      return view(ended, role);
    },

    /** A side's socket joined the consultation (or sent a sign of life). */
    async join(userId: string, id: string): Promise<{ c: Consultation; role: ConsultRole }> {
      const { c, role } = await participant(id, userId);
      if (c.status !== 'active') return { c, role };
      const t = now();
      const after = await tick(id, () =>
        role === 'user' ? { userJoined: true, userSeenAt: t } : { astrologerJoined: true, astrologerSeenAt: t },
      );
      return { c: after ?? c, role };
    },

    /** The last socket of a side left the consultation: the meter stops for now. */
    async leave(id: string, role: ConsultRole): Promise<void> {
      const c = await byId(id);
      if (c?.status !== 'active') return;
      await tick(id, () => (role === 'user' ? { userJoined: false } : { astrologerJoined: false }));
    },

    /**
     * Signs of life from sockets on this instance, batched (heartbeats). `silentMs` is how long
     * ago the socket was last heard from (0: now): the mark records that moment, never a later
     * one, so a socket that stops answering is billed no more than the grace after it was last
     * heard. Moments are taken in steps of {@link SEEN_STEP_MS} (rounded back), a mark never
     * moves back, and rows are written in slices, so that chat messages queued behind them
     * (PGlite runs one statement at a time) wait for one slice, not for all of them.
     */
    async seen(entries: { id: string; role: ConsultRole; silentMs?: number }[]): Promise<void> {
      const t0 = now().getTime();
      const groups = new Map<string, { role: ConsultRole; at: number; ids: string[] }>();
      for (const e of entries) {
        const at = t0 - Math.ceil(Math.max(0, e.silentMs ?? 0) / SEEN_STEP_MS) * SEEN_STEP_MS;
        const key = `${e.role}:${at}`;
        const g = groups.get(key) ?? { role: e.role, at, ids: [] };
        g.ids.push(e.id);
        groups.set(key, g);
      }
      for (const { role, at, ids } of groups.values()) {
        const col = role === 'user' ? consultations.userSeenAt : consultations.astrologerSeenAt;
        const mark = sql`greatest(${col}, ${new Date(at).toISOString()}::timestamptz)`;
        for (let i = 0; i < ids.length; i += HEARTBEAT_SLICE) {
          await db
            .update(consultations)
            .set(role === 'user' ? { userSeenAt: mark } : { astrologerSeenAt: mark })
            .where(
              and(
                inArray(consultations.id, ids.slice(i, i + HEARTBEAT_SLICE)),
                eq(consultations.status, 'active'),
                eq(role === 'user' ? consultations.userJoined : consultations.astrologerJoined, true),
              ),
            );
          await yieldToSockets();
        }
      }
    },

    /**
     * After a restart of the only API instance: every socket it held is gone, so no side is
     * joined any more. Each active meter is run up to the sides' last recorded signs of life
     * (no grace: nobody can vouch for the time after the crash, so the user does not pay for
     * it), both sides are marked away from then, and sessions away for longer than the limit are
     * ended and settled. Sides that reconnect join again and the meter resumes from their return.
     * Not for several instances sharing the database: the others' sockets are still connected.
     */
    async recover(): Promise<{ recovered: number; ended: number }> {
      const active = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(eq(consultations.status, 'active'));
      let ended = 0;
      for (const a of active) {
        const after = await tick(a.id, () => ({ userJoined: false, astrologerJoined: false }), 0);
        if (after && after.status !== 'active') ended++;
      }
      return { recovered: active.length, ended };
    },

    /** The call's media connected: the meter of a voice or video consultation starts. */
    async mediaConnected(userId: string, id: string): Promise<void> {
      const { c } = await participant(id, userId);
      if (c.status !== 'active' || c.channel === 'chat' || c.mediaConnectedAt) return;
      const t = now();
      await tick(id, (row) => (row.mediaConnectedAt ? {} : { mediaConnectedAt: t }));
    },

    /** Runs every active meter that is due, and closes requests nobody answered. */
    async sweep(): Promise<{ ticked: number; missed: number }> {
      const t = now();
      const expired = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(and(eq(consultations.status, 'requested'), lt(consultations.requestExpiresAt, t)));
      let missed = 0;
      for (const e of expired) if (await close(e.id, ['requested'], 'missed', 'missed')) missed++;
      // A meter whose sides are both present and whose reserved coins last a while is run every
      // half minute; the rest (someone away, coins running out) on every sweep. The query reads
      // only the consultations that may be due (a superset: the test below decides), so that a
      // sweep over thousands of live sessions does not read them all every few seconds.
      const now_ = t.getTime();
      const halfMinuteAgo = new Date(now_ - minuteMs / 2);
      const graceAgo = new Date(now_ - graceMs);
      // Due sessions are claimed in batches, each row by one sweep (rows another sweep is
      // claiming are skipped, rows it has claimed wait until it is done), so several instances
      // divide the meter between them instead of each running all of it.
      const dueNow = or(
        isNull(consultations.meterAt),
        lte(consultations.meterAt, halfMinuteAgo),
        isNotNull(consultations.warnedAt),
        eq(consultations.userJoined, false),
        eq(consultations.astrologerJoined, false),
        isNull(consultations.userSeenAt),
        isNull(consultations.astrologerSeenAt),
        lt(consultations.userSeenAt, graceAgo),
        lt(consultations.astrologerSeenAt, graceAgo),
        // Connected time is at most what is stored plus the time since the meter ran.
        sql`floor(${consultations.reservedCoins}::numeric / ${consultations.pricePerMinute}) * ${minuteMs}
          - ${consultations.connectedMs}
          - extract(epoch from (${t.toISOString()}::timestamptz - ${consultations.meterAt})) * 1000 < ${minuteMs}`,
      );
      const claimedUntil = new Date(now_ + METER_CLAIM_MS);
      const claim = () =>
        db
          .update(consultations)
          .set({ meterClaimedUntil: claimedUntil })
          .where(
            inArray(
              consultations.id,
              db
                .select({ id: consultations.id })
                .from(consultations)
                .where(
                  and(
                    eq(consultations.status, 'active'),
                    or(isNull(consultations.meterClaimedUntil), lt(consultations.meterClaimedUntil, t)),
                    dueNow,
                  ),
                )
                .orderBy(sql`${consultations.meterClaimedUntil} asc nulls first`)
                .limit(meterBatch)
                .for('update', { skipLocked: true }),
            ),
          )
          .returning();
      let ticked = 0;
      for (;;) {
        const active = await claim();
        if (active.length === 0) break;
        const due = active.filter((a) => {
          const both =
            isPresent(a.userJoined, a.userSeenAt, now_, graceMs) &&
            isPresent(a.astrologerJoined, a.astrologerSeenAt, now_, graceMs);
          const live = a.connectedMs + meterDelta(a, now_, graceMs);
          const capMs = Math.floor(a.reservedCoins / a.pricePerMinute) * minuteMs;
          return (
            !a.meterAt ||
            now_ - a.meterAt.getTime() >= minuteMs / 2 ||
            !both ||
            a.warnedAt !== null ||
            capMs - live < minuteMs
          );
        });
        // Most live sessions only need their connected time moved on: one statement does them all.
        // The rest (someone away, coins to reserve, a warning, an end) run one by one.
        const { ran, left } = await runPlainMeters(due);
        ticked += ran;
        await yieldToSockets();
        for (const id of left) {
          await tick(id);
          ticked++;
          await yieldToSockets();
        }
        // Done with them for this sweep: claimable again by the next one (claims from `t` on).
        await db
          .update(consultations)
          .set({ meterClaimedUntil: t })
          .where(
            and(
              inArray(
                consultations.id,
                active.map((a) => a.id),
              ),
              eq(consultations.meterClaimedUntil, claimedUntil),
            ),
          );
      }
      // (Astrologers whose connection went quiet need nothing here: they show offline once it is
      // older than the grace, and online again when they reconnect with a channel still switched on.)
      return { ticked, missed };
    },

    // ---- chat ----------------------------------------------------------------------------------

    /**
     * Stores a chat message once per client id, numbered in the conversation, and returns it. The
     * caller acknowledges it to the sender only after this resolves (after commit). `role`: the
     * sender's side when the caller has already established it (a socket that joined the
     * consultation); otherwise it is looked up.
     *
     * One statement does it all (it commits on its own): it finds an earlier copy of the client
     * id, or takes the next sequence number of an active consultation and inserts the message.
     * Two copies racing on two connections: the second waits for the first's row lock, then fails
     * on the unique client id and returns the stored copy; no sequence number is lost.
     */
    async send(
      userId: string,
      id: string,
      clientId: string,
      text: string,
      role?: ConsultRole,
    ): Promise<{ message: ChatMessageViewData; role: ConsultRole; duplicate: boolean }> {
      const side = role ?? (await participant(id, userId)).role;
      const found = findContact(text);
      const stored = async (): Promise<StoredMessage | undefined> => {
        const res = await db.execute(sql`
          with prior as (
            select seq, sender, client_id, body, created_at, true as duplicate
            from ${consultationMessages}
            where consultation_id = ${id}::uuid and client_id = ${clientId}
          ), numbered as (
            update ${consultations} set last_seq = last_seq + 1
            where id = ${id}::uuid and status = 'active' and ${found === null}::boolean
              and not exists (select 1 from prior)
            returning last_seq
          ), inserted as (
            insert into ${consultationMessages} (consultation_id, seq, sender, client_id, body)
            select ${id}::uuid, last_seq, ${side}::text, ${clientId}::text, ${text}::text from numbered
            returning seq, sender, client_id, body, created_at, false as duplicate
          )
          select * from prior union all select * from inserted`);
        return (res as unknown as { rows: StoredMessage[] }).rows[0];
      };
      let row: StoredMessage | undefined;
      try {
        row = await stored();
      } catch (e) {
        if (!isUniqueViolation(e, 'consultation_messages_client_key')) throw e;
        row = await stored();
      }
      if (row) return { message: storedView(row), role: side, duplicate: row.duplicate };
      if (found) {
        throw new DomainError('invalid', 'Phone numbers, e-mail addresses, UPI ids and links cannot be shared here.', {
          code: `blocked-content:${found}`,
        });
      }
      throw new DomainError('conflict', 'This consultation is not in progress.');
    },

    /**
     * Moves a side's delivered/read mark forward (never back, never past the last message).
     * `role`: the side, when the caller has already established it (a socket that joined).
     */
    async receipt(
      userId: string,
      id: string,
      seq: number,
      status: 'delivered' | 'read',
      role?: ConsultRole,
    ): Promise<{ role: ConsultRole }> {
      const side = role ?? (await participant(id, userId)).role;
      const key =
        side === 'user'
          ? status === 'read'
            ? 'userReadSeq'
            : 'userDeliveredSeq'
          : status === 'read'
            ? 'astrologerReadSeq'
            : 'astrologerDeliveredSeq';
      const col = consultations[key];
      await db
        .update(consultations)
        .set({ [key]: sql`greatest(${col}, least(${seq}::int, ${consultations.lastSeq}))` })
        .where(eq(consultations.id, id));
      return { role: side };
    },

    async messages(userId: string, id: string, after: number, limit = 500): Promise<HistoryPage> {
      const { c, role } = await participant(id, userId);
      return history(c, role, after, limit);
    },

    /** The whole conversation as plain text, for the user to keep. */
    async transcript(userId: string, id: string): Promise<{ filename: string; text: string }> {
      const { c, role } = await participant(id, userId);
      if (role !== 'user') throw new DomainError('forbidden', 'Only the user can download the transcript.');
      if (c.transcriptDeletedAt) throw new DomainError('not-found', 'You deleted this transcript.');
      const a = await astrologerOf(c.astrologerId);
      const rows = await db
        .select()
        .from(consultationMessages)
        .where(eq(consultationMessages.consultationId, id))
        .orderBy(asc(consultationMessages.seq));
      const head = [
        `Drishti consultation ${c.id}`,
        `Astrologer: ${a?.name ?? ''}`,
        `Channel: ${c.channel}`,
        `Requested: ${c.requestedAt.toISOString()}`,
        c.endedAt ? `Ended: ${c.endedAt.toISOString()}` : null,
        `Minutes billed: ${c.billedMinutes}; coins charged: ${c.chargedCoins ?? 0}`,
        '',
      ].filter((x) => x !== null);
      const lines = rows.map(
        (m) =>
          `[${m.createdAt.toISOString()}] ${m.sender === 'user' ? 'You' : m.sender === 'astrologer' ? (a?.name ?? 'Astrologer') : 'Drishti'}: ${m.body}`,
      );
      return { filename: `drishti-consultation-${c.id.slice(0, 8)}.txt`, text: `${[...head, ...lines].join('\n')}\n` };
    },

    /** The user deletes the conversation's messages (the billing record stays). */
    async deleteTranscript(userId: string, id: string): Promise<ConsultationViewData> {
      const { c, role } = await participant(id, userId);
      if (role !== 'user') throw new DomainError('forbidden', 'Only the user can delete the transcript.');
      if (c.status === 'active' || c.status === 'requested' || c.status === 'waitlisted') {
        throw new DomainError('conflict', 'End the consultation before deleting its transcript.');
      }
      await db.delete(consultationMessages).where(eq(consultationMessages.consultationId, id));
      const rows = await db
        .update(consultations)
        .set({ transcriptDeletedAt: now() })
        .where(eq(consultations.id, id))
        .returning();
      return view(rows[0]!, 'user');
    },

    async requestRefund(userId: string, id: string, reason: string): Promise<ConsultationViewData> {
      const { c, role } = await participant(id, userId);
      if (role !== 'user') throw new DomainError('forbidden', 'Only the user can ask for a refund.');
      if (c.status !== 'ended' || (c.chargedCoins ?? 0) === 0) {
        throw new DomainError('conflict', 'Only a paid consultation that has ended can be refunded.');
      }
      if (c.refundRequestedAt)
        throw new DomainError('conflict', 'You already asked for a refund of this consultation.');
      const rows = await db
        .update(consultations)
        .set({ refundRequestedAt: now(), refundReason: reason })
        .where(eq(consultations.id, id))
        .returning();
      return view(rows[0]!, 'user');
    },

    async listForUser(userId: string): Promise<ConsultationViewData[]> {
      const rows = await db
        .select()
        .from(consultations)
        .where(eq(consultations.userId, userId))
        .orderBy(desc(consultations.requestedAt))
        .limit(100);
      return Promise.all(rows.map((c) => view(c, 'user')));
    },

    /** The open consultation of a user, if any (to bring them back to it). */
    async openForUser(userId: string): Promise<Consultation | null> {
      const rows = await db
        .select()
        .from(consultations)
        .where(and(eq(consultations.userId, userId), inArray(consultations.status, [...OPEN])));
      return rows[0] ?? null;
    },

    // ---- astrologers ---------------------------------------------------------------------------

    async astrologerOverview(userId: string) {
      const a = await astrologerByUser(userId);
      if (!a) throw new DomainError('forbidden', 'This account is not an astrologer.');
      const rows = await db
        .select()
        .from(consultations)
        .where(eq(consultations.astrologerId, a.id))
        .orderBy(desc(consultations.requestedAt))
        .limit(200);
      const views = await Promise.all(rows.map((c) => view(c, 'astrologer')));
      const t = now();
      const dayStart = new Date(t.getTime() - ((t.getTime() + 5.5 * 3_600_000) % 86_400_000));
      const ist = new Date(t.getTime() + 5.5 * 3_600_000);
      const monthStart = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 5.5 * 3_600_000);
      const earned = async (from: Date | null) => {
        const account = await ledger.account('earnings', a.id);
        const r = await db
          .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
          .where(
            and(
              eq(ledgerEntries.accountId, account.id),
              eq(ledgerTransactions.kind, 'consultation'),
              from ? gt(ledgerEntries.createdAt, from) : undefined,
            ),
          );
        return r[0]?.n ?? 0;
      };
      const [today, month, total] = await Promise.all([earned(dayStart), earned(monthStart), earned(null)]);
      return {
        presence: { chat: a.isChatLive, voice: a.isVoiceLive, video: a.isVideoLive },
        incoming: views.filter((v) => v.status === 'requested'),
        waitlist: views.filter((v) => v.status === 'waitlisted').reverse(),
        active: views.find((v) => v.status === 'active') ?? null,
        history: views.filter((v) => !OPEN.includes(v.status as (typeof OPEN)[number])).slice(0, 50),
        earnings: { today, month, total },
      };
    },

    async presence(userId: string): Promise<PresenceBody> {
      const a = await astrologerByUser(userId);
      if (!a) throw new DomainError('forbidden', 'This account is not an astrologer.');
      return { chat: a.isChatLive, voice: a.isVoiceLive, video: a.isVideoLive };
    },

    async setPresence(userId: string, p: PresenceBody): Promise<PresenceBody> {
      const a = await astrologerByUser(userId);
      if (!a) throw new DomainError('forbidden', 'This account is not an astrologer.');
      if (a.status !== 'active') throw new DomainError('forbidden', 'A suspended astrologer cannot go live.');
      await db
        .update(astrologers)
        .set({ isChatLive: p.chat, isVoiceLive: p.voice, isVideoLive: p.video, presenceSeenAt: now() })
        .where(eq(astrologers.id, a.id));
      // Switched on from all off: followers hear of it, within their caps (docs/FOLLOW.md).
      if (!(a.isChatLive || a.isVoiceLive || a.isVideoLive) && (p.chat || p.voice || p.video))
        tellFollowers(db, a.id, { event: 'online' }, { now });
      return p;
    },

    /** An astrologer's socket is alive: they count as connected for the grace that follows. */
    async astrologerSeen(userIds: string[]): Promise<void> {
      const t = now();
      for (let i = 0; i < userIds.length; i += HEARTBEAT_SLICE) {
        await db
          .update(astrologers)
          .set({ presenceSeenAt: t })
          .where(inArray(astrologers.userId, userIds.slice(i, i + HEARTBEAT_SLICE)));
        await yieldToSockets();
      }
    },

    /** Whether a consultation exists with this astrologer's account as a side (for reviews). */
    async reviewable(userId: string, id: string): Promise<Consultation> {
      const c = await byId(id);
      if (!c || c.userId !== userId) throw new DomainError('not-found', 'No such consultation.');
      if (c.status !== 'ended' || c.billedMinutes === 0) {
        throw new DomainError('conflict', 'You can review a consultation after a paid session has ended.');
      }
      return c;
    },
  };
}

function messageView(m: typeof consultationMessages.$inferSelect): ChatMessageViewData {
  return { seq: m.seq, clientId: m.clientId, from: m.sender, text: m.body, at: m.createdAt.toISOString() };
}

/** A message row as the chat statement returns it (column names as in the table). */
interface StoredMessage {
  seq: number;
  sender: ChatMessageViewData['from'];
  client_id: string;
  body: string;
  created_at: Date | string;
  duplicate: boolean;
}

function storedView(m: StoredMessage): ChatMessageViewData {
  return {
    seq: Number(m.seq),
    clientId: m.client_id,
    from: m.sender,
    text: m.body,
    at: new Date(m.created_at).toISOString(),
  };
}

export type ConsultationService = ReturnType<typeof consultationService>;

/** A page of a consultation's messages (see `history`). */
export interface HistoryPage {
  messages: ChatMessageViewData[];
  /** The consultation's last sequence number. */
  lastSeq: number;
  /** Messages follow this page. */
  more: boolean;
  /** The cursor for the next page (`after`). */
  nextAfterSeq: number;
}
