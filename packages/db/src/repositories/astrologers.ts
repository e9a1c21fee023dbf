import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
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
  createdAt: Date;
}

export type NewAstrologer = Omit<Astrologer, 'id' | 'createdAt' | 'status' | 'sessionsStatus'> & {
  status?: 'active' | 'suspended';
  sessionsStatus?: Partial<Astrologer['sessionsStatus']>;
  userId?: string | null;
};

type Row = typeof astrologers.$inferSelect;

function toAstrologer(r: Row): Astrologer {
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
    sessionsStatus: { isChatLive: r.isChatLive, isVoiceLive: r.isVoiceLive, isVideoLive: r.isVideoLive },
    createdAt: r.createdAt,
  };
}

export interface AstrologerQuery {
  search?: string | undefined;
  skill?: string | undefined;
  language?: string | undefined;
  onlineOnly?: boolean | undefined;
  sort?: 'experience' | 'price-asc' | 'price-desc' | 'newest' | undefined;
  limit?: number;
  offset?: number;
}

export function astrologersRepository(db: Db) {
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
        })
        .returning();
      return toAstrologer(rows[0]!);
    },
    async findBySlug(slug: string): Promise<Astrologer | null> {
      const rows = await db.select().from(astrologers).where(eq(astrologers.slug, slug));
      return rows[0] ? toAstrologer(rows[0]) : null;
    },
    /** Active astrologers matching the query, online ones first within the chosen order. */
    async list(q: AstrologerQuery = {}): Promise<Astrologer[]> {
      const conds = [eq(astrologers.status, 'active')];
      if (q.search) {
        const pattern = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conds.push(or(ilike(astrologers.name, pattern), ilike(astrologers.nameHi, pattern))!);
      }
      if (q.skill) conds.push(sql`${astrologers.skills} @> ${JSON.stringify([q.skill])}::jsonb`);
      if (q.language) conds.push(sql`${astrologers.languages} @> ${JSON.stringify([q.language])}::jsonb`);
      if (q.onlineOnly) {
        conds.push(
          or(eq(astrologers.isChatLive, true), eq(astrologers.isVoiceLive, true), eq(astrologers.isVideoLive, true))!,
        );
      }
      const online = sql`(${astrologers.isChatLive} or ${astrologers.isVoiceLive} or ${astrologers.isVideoLive}) desc`;
      const order =
        q.sort === 'price-asc'
          ? asc(astrologers.pricePerMinute)
          : q.sort === 'price-desc'
            ? desc(astrologers.pricePerMinute)
            : q.sort === 'newest'
              ? desc(astrologers.createdAt)
              : desc(astrologers.experienceYears);
      const rows = await db
        .select()
        .from(astrologers)
        .where(and(...conds))
        .orderBy(online, order, asc(astrologers.slug))
        .limit(q.limit ?? 50)
        .offset(q.offset ?? 0);
      return rows.map(toAstrologer);
    },
    async count(): Promise<number> {
      return db.$count(astrologers);
    },
  };
}
