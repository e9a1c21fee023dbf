/**
 * Following astrologers, and telling followers (docs/FOLLOW.md).
 *
 * A signed-in user follows an astrologer; when the astrologer goes live, schedules a live event or
 * comes online for consultations, {@link notifyFollowers} tells each follower through
 * {@link notify} (the in-app list, web push and native push, under the user's 'follow' switches),
 * with two caps so that following many astrologers never floods a phone:
 *
 * - at most one notice about one astrologer per user per {@link FollowNoticeSettings.windowHours};
 * - at most {@link FollowNoticeSettings.dailyMax} follow notices per user per calendar day, India time.
 *
 * Both are claimed atomically per follower before the notice is sent (followsRepository.claimNotice),
 * so two triggers at once never tell one follower twice. The API sets the caps once at start
 * ({@link configureFollowNotices}, from FOLLOW_NOTIFY_WINDOW_HOURS and FOLLOW_NOTIFY_DAILY_MAX).
 */
import type { Db } from '@drishti/db/connection';
import { type FollowedAstrologer, followsRepository } from '@drishti/db/repositories/follows';
import { DomainError } from './errors';
import { type NotificationParams, notify } from './notifications';

export interface FollowNoticeSettings {
  /** Hours after a notice about an astrologer during which the same user hears nothing more about them. */
  windowHours: number;
  /** Follow notices a user gets at most per calendar day (India time). */
  dailyMax: number;
}

export const DEFAULT_FOLLOW_NOTICES: FollowNoticeSettings = { windowHours: 4, dailyMax: 5 };

let settings: FollowNoticeSettings = DEFAULT_FOLLOW_NOTICES;

/** Called once by the API at start with the operator's caps. */
export function configureFollowNotices(next: FollowNoticeSettings | null): void {
  settings = next ?? DEFAULT_FOLLOW_NOTICES;
}

/** The caps in force. */
export function followNoticeSettings(): FollowNoticeSettings {
  return settings;
}

/** The calendar day (India time, UTC+05:30) of an instant, as YYYY-MM-DD: the daily cap's day. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** What followers are told about. */
export type FollowNotice =
  | {
      event: 'live' | 'scheduled';
      eventId: string;
      titleEn: string;
      titleHi: string;
      startsAt: Date;
    }
  | { event: 'online' };

/** Followers told per page read from the database, and told at once within a page. */
const PAGE = 500;
const AT_ONCE = 8;

/**
 * Tells an astrologer's followers about `notice`, within the caps; returns how many were told and
 * how many the caps held back. Throws only when the database does (a failed push is not a failure).
 */
export async function notifyFollowers(
  db: Db,
  astrologerId: string,
  notice: FollowNotice,
  options: { now?: () => Date; settings?: FollowNoticeSettings } = {},
): Promise<{ notified: number; capped: number }> {
  const repo = followsRepository(db);
  const caps = options.settings ?? settings;
  const astrologer = await repo.astrologer(astrologerId);
  if (astrologer?.status !== 'active') return { notified: 0, capped: 0 };
  const params: NotificationParams =
    notice.event === 'online'
      ? { event: 'online', astrologer: astrologer.name, astrologerHi: astrologer.nameHi }
      : {
          event: notice.event,
          astrologer: astrologer.name,
          astrologerHi: astrologer.nameHi,
          title: notice.titleEn,
          titleHi: notice.titleHi,
          startsAt: notice.startsAt.toISOString(),
        };
  const url = notice.event === 'online' ? `/online-astrologer/${astrologer.slug}` : `/live/${notice.eventId}`;
  let notified = 0;
  let capped = 0;
  let after: string | null = null;
  for (;;) {
    const page = await repo.followerPage(astrologerId, after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]!;
    for (let i = 0; i < page.length; i += AT_ONCE) {
      await Promise.all(
        page.slice(i, i + AT_ONCE).map(async (userId) => {
          // The astrologer's own account is never told about themselves.
          if (userId === astrologer.userId) return;
          const now = options.now?.() ?? new Date();
          const claim = await repo.claimNotice({
            userId,
            astrologerId,
            now,
            windowStart: new Date(now.getTime() - caps.windowHours * 3_600_000),
            day: indiaDay(now),
            dailyMax: caps.dailyMax,
          });
          if (claim !== 'claimed') {
            capped++;
            return;
          }
          await notify(db, userId, 'follow', params, url);
          notified++;
        }),
      );
    }
    if (page.length < PAGE) break;
  }
  return { notified, capped };
}

const inFlight = new Set<Promise<unknown>>();

/**
 * Starts telling an astrologer's followers and returns at once: the astrologer's request (going
 * live, switching on) never waits for thousands of pushes. A failure is given to `onError` (the
 * caller's log; standard error by default), never thrown. {@link followNoticesSettled} waits for those under way.
 */
export function tellFollowers(
  db: Db,
  astrologerId: string,
  notice: FollowNotice,
  options: { now?: () => Date; onError?: (error: unknown) => void } = {},
): void {
  const run = notifyFollowers(db, astrologerId, notice, options.now ? { now: options.now } : {})
    .catch((error: unknown) =>
      options.onError ? options.onError(error) : console.error('Follower notices failed:', error),
    )
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** Resolves when every follower notice started so far is done (for shutdown and tests). */
export async function followNoticesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Following and unfollowing astrologers, by their public slug. */
export function followService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = followsRepository(db);

  async function astrologerOf(slug: string) {
    const a = await repo.astrologerBySlug(slug);
    if (a?.status !== 'active') throw new DomainError('not-found', 'No such astrologer.');
    return a;
  }

  const state = async (userId: string | null, astrologerId: string) => ({
    following: userId ? await repo.isFollowing(userId, astrologerId) : false,
    followers: await repo.followerCount(astrologerId),
  });

  return {
    /** Whether the caller follows the astrologer, and how many do. */
    async status(userId: string | null, slug: string) {
      const a = await astrologerOf(slug);
      return state(userId, a.id);
    },

    /** Follows (following again changes nothing). An astrologer cannot follow their own profile. */
    async follow(userId: string, slug: string) {
      const a = await astrologerOf(slug);
      if (a.userId === userId) throw new DomainError('invalid', 'You cannot follow your own profile.');
      await repo.follow(userId, a.id, now());
      return state(userId, a.id);
    },

    /** Unfollows (not following is not an error). */
    async unfollow(userId: string, slug: string) {
      const a = await astrologerOf(slug);
      await repo.unfollow(userId, a.id);
      return state(userId, a.id);
    },

    /** The astrologers the user follows, most recent first. */
    async list(userId: string): Promise<FollowedAstrologer[]> {
      return repo.listForUser(userId);
    },
  };
}
