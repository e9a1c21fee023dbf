import { and, asc, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologers } from '../schema';

export interface Astrologer {
  id: string;
  slug: string;
  name: string;
  nameHi: string;
  gender: 'female' | 'male' | 'other';
  profileImage: string | null;
  bio: { en: string; hi: string };
  skills: string[];
  languages: string[];
  specializations: string[];
  experienceYears: number;
  pricePerMinute: number;
  status: 'active' | 'suspended';
  sessionsStatus: { isChatLive: boolean; isVoiceLive: boolean; isVideoLive: boolean };
  /** The platform's share, percent. */
  commissionPercent: number;
  createdAt: Date;
}

export type NewAstrologer = Omit<Astrologer, 'id' | 'createdAt' | 'status' | 'sessionsStatus' | 'commissionPercent'> & {
  commissionPercent?: number;
  status?: 'active' | 'suspended';
  sessionsStatus?: Partial<Astrologer['sessionsStatus']>;
  userId?: string | null;
};

type Row = typeof astrologers.$inferSelect;

/**
 * How long an astrologer counts as connected after one of their sockets was last heard from
 * (sockets are heard every 15 seconds). Online on a channel = switched on and connected.
 */
export const PRESENCE_GRACE_MS = 45_000;

/** Whether the astrologer's connection was heard from recently enough at `at` (see {@link PRESENCE_GRACE_MS}). */
export function isConnected(presenceSeenAt: Date | null, at: Date): boolean {
  return presenceSeenAt !== null && presenceSeenAt.getTime() > at.getTime() - PRESENCE_GRACE_MS;
}

function toAstrologer(r: Row, at: Date): Astrologer {
  const connected = isConnected(r.presenceSeenAt, at);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameHi: r.nameHi,
    gender: r.gender,
    profileImage: r.profileImage,
    bio: { en: r.bioEn, hi: r.bioHi },
    skills: [...r.skills],
    languages: [...r.languages],
    specializations: [...r.specializations],
    experienceYears: r.experienceYears,
    pricePerMinute: r.pricePerMinute,
    status: r.status,
    sessionsStatus: {
      isChatLive: connected && r.isChatLive,
      isVoiceLive: connected && r.isVoiceLive,
      isVideoLive: connected && r.isVideoLive,
    },
    commissionPercent: r.commissionPercent,
    createdAt: r.createdAt,
  };
}

export interface AstrologerQuery {
  search?: string | undefined;
  skill?: string | undefined;
  language?: string | undefined;
  onlineOnly?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Only astrologers with a real rating (at least MIN_REVIEWS reviews) of at least this. */
  minRating?: number | undefined;
  sort?: 'experience' | 'price-asc' | 'price-desc' | 'newest' | 'rating' | undefined;
  limit?: number;
  offset?: number;
}

/** Below this many reviews an astrologer has no rating yet ("New"). */
export const MIN_REVIEWS = 5;

export interface AstrologerStats {
  /** Average of visible reviews, null below MIN_REVIEWS reviews. */
  rating: number | null;
  reviewCount: number;
  /** Completed paid consultations. */
  problemSolved: number;
}

const reviewCount = sql<number>`(select count(*)::int from reviews r where r.astrologer_id = "astrologers"."id" and not r.hidden)`;
const reviewAvg = sql<
  number | null
>`(select avg(r.rating)::float8 from reviews r where r.astrologer_id = "astrologers"."id" and not r.hidden)`;
const solved = sql<number>`(select count(*)::int from bookings b where b.astrologer_id = "astrologers"."id" and b.status = 'completed')`;
const realRating = sql`(case when ${reviewCount} >= ${MIN_REVIEWS} then ${reviewAvg} end)`;

function statsOf(r: { reviewCount: number; reviewAvg: number | null; solved: number }): AstrologerStats {
  const count = Number(r.reviewCount);
  return {
    rating: count >= MIN_REVIEWS && r.reviewAvg !== null ? Math.round(Number(r.reviewAvg) * 10) / 10 : null,
    reviewCount: count,
    problemSolved: Number(r.solved),
  };
}

/**
 * Astrologers. `sessionsStatus` says on which channels each is online now: the channel switched on
 * and a connection heard from within {@link PRESENCE_GRACE_MS} (`now`: the clock that decides).
 */
export function astrologersRepository(db: Db, options: { now?: () => Date } = {}) {
  const clock = options.now ?? (() => new Date());
  /** SQL: switched on for some channel and connected, as of `at`. */
  const onlineNow = (at: Date) =>
    sql`(${astrologers.presenceSeenAt} > ${new Date(at.getTime() - PRESENCE_GRACE_MS).toISOString()}::timestamptz
      and (${astrologers.isChatLive} or ${astrologers.isVoiceLive} or ${astrologers.isVideoLive}))`;
  function conditions(q: AstrologerQuery, at: Date) {
    const conds = [eq(astrologers.status, 'active')];
    if (q.search) {
      const pattern = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      conds.push(or(ilike(astrologers.name, pattern), ilike(astrologers.nameHi, pattern))!);
    }
    if (q.skill) conds.push(sql`${astrologers.skills} @> ${JSON.stringify([q.skill])}::jsonb`);
    if (q.language) conds.push(sql`${astrologers.languages} @> ${JSON.stringify([q.language])}::jsonb`);
    if (q.onlineOnly) conds.push(onlineNow(at));
    if (q.minPrice !== undefined) conds.push(gte(astrologers.pricePerMinute, q.minPrice));
    if (q.maxPrice !== undefined) conds.push(lte(astrologers.pricePerMinute, q.maxPrice));
    if (q.minRating !== undefined) conds.push(sql`${realRating} >= ${q.minRating}`);
    return and(...conds);
  }

  return {
    async create(a: NewAstrologer): Promise<Astrologer> {
      const rows = await db
        .insert(astrologers)
        .values({
          userId: a.userId ?? null,
          slug: a.slug,
          name: a.name,
          nameHi: a.nameHi,
          gender: a.gender,
          profileImage: a.profileImage,
          bioEn: a.bio.en,
          bioHi: a.bio.hi,
          skills: a.skills,
          languages: a.languages,
          specializations: a.specializations,
          experienceYears: a.experienceYears,
          pricePerMinute: a.pricePerMinute,
          status: a.status ?? 'active',
          isChatLive: a.sessionsStatus?.isChatLive ?? false,
          isVoiceLive: a.sessionsStatus?.isVoiceLive ?? false,
          isVideoLive: a.sessionsStatus?.isVideoLive ?? false,
          commissionPercent: a.commissionPercent ?? 30,
        })
        .returning();
      return toAstrologer(rows[0]!, clock());
    },
    async findBySlug(slug: string): Promise<Astrologer | null> {
      const rows = await db.select().from(astrologers).where(eq(astrologers.slug, slug));
      return rows[0] ? toAstrologer(rows[0], clock()) : null;
    },
    /** Active astrologers matching the query with their real stats, online ones first within the chosen order. */
    async listWithStats(q: AstrologerQuery = {}): Promise<{ items: (Astrologer & AstrologerStats)[]; total: number }> {
      const at = clock();
      const where = conditions(q, at);
      const online = sql`coalesce(${onlineNow(at)}, false) desc`;
      const order =
        q.sort === 'price-asc'
          ? asc(astrologers.pricePerMinute)
          : q.sort === 'price-desc'
            ? desc(astrologers.pricePerMinute)
            : q.sort === 'newest'
              ? desc(astrologers.createdAt)
              : q.sort === 'rating'
                ? sql`${realRating} desc nulls last`
                : desc(astrologers.experienceYears);
      const rows = await db
        .select({ a: astrologers, reviewCount, reviewAvg, solved })
        .from(astrologers)
        .where(where)
        .orderBy(online, order, asc(astrologers.slug))
        .limit(q.limit ?? 50)
        .offset(q.offset ?? 0);
      const total = await db.$count(astrologers, where);
      return { items: rows.map((r) => ({ ...toAstrologer(r.a, at), ...statsOf(r) })), total };
    },
    /** Active astrologers matching the query, online ones first within the chosen order. */
    async list(q: AstrologerQuery = {}): Promise<Astrologer[]> {
      return (await this.listWithStats(q)).items;
    },
    async findBySlugWithStats(slug: string): Promise<(Astrologer & AstrologerStats) | null> {
      const rows = await db
        .select({ a: astrologers, reviewCount, reviewAvg, solved })
        .from(astrologers)
        .where(eq(astrologers.slug, slug));
      return rows[0] ? { ...toAstrologer(rows[0].a, clock()), ...statsOf(rows[0]) } : null;
    },
    async update(
      id: string,
      patch: {
        pricePerMinute?: number | undefined;
        commissionPercent?: number | undefined;
        status?: 'active' | 'suspended' | undefined;
      },
    ): Promise<Astrologer | null> {
      const set: Partial<typeof astrologers.$inferInsert> = {};
      if (patch.pricePerMinute !== undefined) set.pricePerMinute = patch.pricePerMinute;
      if (patch.commissionPercent !== undefined) set.commissionPercent = patch.commissionPercent;
      if (patch.status !== undefined) set.status = patch.status;
      if (Object.keys(set).length === 0) return this.findById(id);
      const rows = await db.update(astrologers).set(set).where(eq(astrologers.id, id)).returning();
      return rows[0] ? toAstrologer(rows[0], clock()) : null;
    },
    /** Every astrologer (any status), for admins. */
    async all(): Promise<Astrologer[]> {
      const at = clock();
      return (await db.select().from(astrologers).orderBy(asc(astrologers.name))).map((r) => toAstrologer(r, at));
    },
    /**
     * What each astrologer earned in [from, to): `earned`, the credits to their earnings account
     * (their share, the commission already taken), and `commission`, the platform's share taken in
     * the same ledger transactions (each settlement credits both).
     */
    async earningsBetween(
      from: Date,
      to: Date,
    ): Promise<
      {
        astrologerId: string;
        slug: string;
        name: string;
        nameHi: string;
        commissionPercent: number;
        earned: number;
        commission: number;
      }[]
    > {
      const res = await db.execute(sql`
        select a.id as "astrologerId", a.slug, a.name, a.name_hi as "nameHi", a.commission_percent as "commissionPercent",
               coalesce(sum(e.amount), 0)::bigint as earned,
               coalesce(sum(p.amount), 0)::bigint as commission
        from astrologers a
        join ledger_accounts la on la.kind = 'earnings' and la.owner_id = a.id
        join ledger_entries e on e.account_id = la.id
        left join (
          select pe.transaction_id, sum(pe.amount) as amount
          from ledger_entries pe
          join ledger_accounts pa on pa.id = pe.account_id and pa.kind = 'platform'
          where pe.amount > 0
          group by pe.transaction_id
        ) p on p.transaction_id = e.transaction_id
        where e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz and e.amount > 0
        group by a.id, a.slug, a.name, a.name_hi, a.commission_percent
        order by a.name`);
      const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((r) => ({
        astrologerId: String(r.astrologerId),
        slug: String(r.slug),
        name: String(r.name),
        nameHi: String(r.nameHi),
        commissionPercent: Number(r.commissionPercent),
        earned: Number(r.earned),
        commission: Number(r.commission),
      }));
    },
    /** The account that acts as this astrologer (null for demo astrologers without one). */
    async userIdOf(id: string): Promise<string | null> {
      const rows = await db.select({ userId: astrologers.userId }).from(astrologers).where(eq(astrologers.id, id));
      return rows[0]?.userId ?? null;
    },
    /** The astrologer profile an account acts as, in one query (null when it acts as none). */
    async findByUserId(userId: string): Promise<Astrologer | null> {
      const rows = await db
        .select()
        .from(astrologers)
        .where(eq(astrologers.userId, userId))
        .orderBy(asc(astrologers.name))
        .limit(1);
      return rows[0] ? toAstrologer(rows[0], clock()) : null;
    },
    /** Every astrologer (any status) with whether an account acts as them, for admins. */
    async allWithAccounts(): Promise<(Astrologer & { linkedAccount: boolean })[]> {
      const at = clock();
      const rows = await db.select().from(astrologers).orderBy(asc(astrologers.name));
      return rows.map((r) => ({ ...toAstrologer(r, at), linkedAccount: r.userId !== null }));
    },
    async findById(id: string): Promise<Astrologer | null> {
      const rows = await db.select().from(astrologers).where(eq(astrologers.id, id));
      return rows[0] ? toAstrologer(rows[0], clock()) : null;
    },
    async count(): Promise<number> {
      return db.$count(astrologers);
    },
  };
}
