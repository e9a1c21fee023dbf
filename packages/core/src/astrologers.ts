/**
 * The astrologers users choose from (the public directory with ratings and hours), the profile an
 * account acts as, and the admins' list, each as the API answers it.
 */
import type { Db } from '@drishti/db/connection';
import { type Astrologer, type AstrologerStats, astrologersRepository } from '@drishti/db/repositories/astrologers';
import { DomainError } from './errors';

export type { Astrologer, AstrologerStats } from '@drishti/db/repositories/astrologers';

/** An astrologer as the directory shows them. */
export function astrologerCard(a: Astrologer & AstrologerStats) {
  const s = a.sessionsStatus;
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    nameHi: a.nameHi,
    gender: a.gender,
    profileImage: a.profileImage,
    skills: a.skills,
    languages: a.languages,
    specializations: a.specializations,
    experienceYears: a.experienceYears,
    price: { perMinute: a.pricePerMinute, currency: 'INR' as const },
    rating: a.rating,
    reviewCount: a.reviewCount,
    problemSolved: a.problemSolved,
    isOnline: s.isChatLive || s.isVoiceLive || s.isVideoLive,
    sessionsStatus: s,
  };
}

/** An astrologer as the admin console shows them. */
export function adminAstrologerView(a: Astrologer, linkedAccount: boolean) {
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    nameHi: a.nameHi,
    status: a.status,
    pricePerMinute: a.pricePerMinute,
    commissionPercent: a.commissionPercent,
    skills: a.skills,
    linkedAccount,
  };
}

export type AstrologerListQuery = Parameters<ReturnType<typeof astrologersRepository>['listWithStats']>[0];

export function astrologerDirectoryService({ db, now }: { db: Db; now: () => Date }) {
  const repo = astrologersRepository(db, { now });
  return {
    /** Active astrologers as cards, with the total the query matches. */
    async list(q: AstrologerListQuery) {
      const { items, total } = await repo.listWithStats(q);
      return { items: items.map(astrologerCard), total };
    },
    /** One active astrologer's profile; not-found for any other. */
    async profile(slug: string) {
      const a = await repo.findBySlugWithStats(slug);
      if (a?.status !== 'active')
        throw new DomainError('not-found', 'No such astrologer.', { code: 'no-such-astrologer' });
      return { ...astrologerCard(a), bio: a.bio };
    },
    /** The astrologer profile that an account acts as; forbidden when it acts as none. */
    async actingAs(userId: string): Promise<Astrologer> {
      const a = await repo.findByUserId(userId);
      if (!a) throw new DomainError('forbidden', 'You do not have access to this.', { code: 'forbidden' });
      return a;
    },
    /** The account that acts as an astrologer (null for demo astrologers without one). */
    userIdOf: (astrologerId: string) => repo.userIdOf(astrologerId),
    /** Every astrologer, suspended ones too, for admins. */
    async adminList() {
      return (await repo.allWithAccounts()).map((a) => adminAstrologerView(a, a.linkedAccount));
    },
    /** One astrologer for admins (after a change). */
    async adminView(a: Astrologer) {
      return adminAstrologerView(a, (await repo.userIdOf(a.id)) !== null);
    },
  };
}
