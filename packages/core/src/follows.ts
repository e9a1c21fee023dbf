/**
 * Following astrologers, and telling followers (docs/FOLLOW.md).
 *
 * A signed-in user follows an astrologer; when the astrologer goes live, schedules a live event or
 * comes online for consultations, {@link runFollowFanouts} tells each follower through
 * notifyClaimed (the in-app list, web push and native push, under the user's 'follow' switches),
 * with two caps so that following many astrologers never floods a phone:
 *
 * - at most one notice about one astrologer per user per {@link FollowNoticeSettings.windowHours};
 * - at most {@link FollowNoticeSettings.dailyMax} follow notices per user per calendar day, India time.
 *
 * Both are claimed per follower in the transaction that writes the in-app notice
 * (followsRepository.claimNotice), so two triggers at once never tell one follower twice. A trigger
 * records a fan-out that a background job works through in batches ({@link runFollowFanouts}),
 * across instances and past a stopped one. The API sets the caps once at start
 * ({@link configureFollowNotices}, from FOLLOW_NOTIFY_WINDOW_HOURS and FOLLOW_NOTIFY_DAILY_MAX).
 */
import type { Db } from '@drishti/db/connection';
import { followFanoutsRepository } from '@drishti/db/repositories/follow-fanouts';
import { type FollowedAstrologer, FollowNoticeRefused, followsRepository } from '@drishti/db/repositories/follows';
import { DomainError } from './errors';
import { type NotificationParams, notifyClaimed } from './notifications';

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

/** Followers per batch a run claims, and told at once within a batch. */
export const FOLLOW_BATCH = 100;
const AT_ONCE = 8;
/** How long a run holds a batch: a batch not done by then (its instance stopped) is claimed again. */
export const FOLLOW_BATCH_LEASE_MS = 120_000;
/** Finished fan-outs are kept this long (for looking into what was sent), then forgotten. */
const KEEP_FINISHED_MS = 7 * 86_400_000;

export interface FanoutRunOptions {
  now?: () => Date;
  settings?: FollowNoticeSettings;
  /** Only this fan-out (the trigger's own first run). */
  fanoutId?: string;
  /** Followers per batch ({@link FOLLOW_BATCH}). */
  batchSize?: number;
  /** Awaited before each follower is told (tests stop a run there as if its instance died). */
  beforeTell?: (userId: string) => Promise<void> | void;
}

/** What a run did: followers told, held back by a cap, and batches finished. */
export interface FanoutResult {
  notified: number;
  capped: number;
  batches: number;
}

function paramsOf(
  astrologer: { name: string; nameHi: string; slug: string },
  notice: FollowNotice,
): { params: NotificationParams; url: string } {
  if (notice.event === 'online')
    return {
      params: { event: 'online', astrologer: astrologer.name, astrologerHi: astrologer.nameHi },
      url: `/online-astrologer/${astrologer.slug}`,
    };
  return {
    params: {
      event: notice.event,
      astrologer: astrologer.name,
      astrologerHi: astrologer.nameHi,
      title: notice.titleEn,
      titleHi: notice.titleHi,
      startsAt: new Date(notice.startsAt).toISOString(),
    },
    url: `/live/${notice.eventId}`,
  };
}

/**
 * The follower fan-out job: claims batches of followers (of any fan-out waiting, or of
 * `options.fanoutId`) until none is left, and tells each follower in them within the caps. Each
 * follower's claim and in-app row are one transaction marked with the fan-out, so a batch run again
 * after its instance stopped tells nobody twice and skips nobody. Throws when the database does (the
 * batch is then claimed again when its lease ends); a failed push is not a failure.
 */
export async function runFollowFanouts(db: Db, options: FanoutRunOptions = {}): Promise<FanoutResult> {
  const fanouts = followFanoutsRepository(db);
  const follows = followsRepository(db);
  const clock = options.now ?? (() => new Date());
  const caps = options.settings ?? settings;
  const result: FanoutResult = { notified: 0, capped: 0, batches: 0 };
  for (;;) {
    const started = clock();
    const batch = await fanouts.claimBatch({
      now: started,
      leaseUntil: new Date(started.getTime() + FOLLOW_BATCH_LEASE_MS),
      size: options.batchSize ?? FOLLOW_BATCH,
      ...(options.fanoutId ? { fanoutId: options.fanoutId } : {}),
    });
    if (!batch) break;
    const astrologer = await follows.astrologer(batch.astrologerId);
    if (astrologer?.status === 'active') {
      const { params, url } = paramsOf(astrologer, batch.notice as FollowNotice);
      const users = (await fanouts.followersOf(batch)).filter((u) => u !== astrologer.userId);
      for (let i = 0; i < users.length; i += AT_ONCE) {
        await Promise.all(
          users.slice(i, i + AT_ONCE).map(async (userId) => {
            await options.beforeTell?.(userId);
            const now = clock();
            try {
              await notifyClaimed(db, userId, 'follow', params, url, async (tx) => {
                const claim = await followsRepository(tx).claimNotice({
                  userId,
                  astrologerId: batch.astrologerId,
                  fanoutId: batch.fanoutId,
                  now,
                  windowStart: new Date(now.getTime() - caps.windowHours * 3_600_000),
                  day: indiaDay(now),
                  dailyMax: caps.dailyMax,
                });
                if (claim !== 'claimed') throw new FollowNoticeRefused(claim);
              });
            } catch (e) {
              if (!(e instanceof FollowNoticeRefused)) throw e;
              if (e.reason === 'window' || e.reason === 'daily') result.capped++;
              return;
            }
            result.notified++;
          }),
        );
      }
    }
    if (await fanouts.finishBatch(batch, clock())) result.batches++;
  }
  if (!options.fanoutId) await fanouts.purge(new Date(clock().getTime() - KEEP_FINISHED_MS));
  return result;
}

/** Records a fan-out of `notice` to an astrologer's followers, for the job to run; its id. */
export function recordFollowFanout(db: Db, astrologerId: string, notice: FollowNotice, at: Date): Promise<string> {
  return followFanoutsRepository(db).record(astrologerId, notice, at);
}

/**
 * Tells an astrologer's followers about `notice` now, within the caps: records the fan-out and runs
 * it to the end in this call; returns how many were told and how many the caps held back.
 */
export async function notifyFollowers(
  db: Db,
  astrologerId: string,
  notice: FollowNotice,
  options: { now?: () => Date; settings?: FollowNoticeSettings } = {},
): Promise<{ notified: number; capped: number }> {
  const fanoutId = await recordFollowFanout(db, astrologerId, notice, (options.now ?? (() => new Date()))());
  const { notified, capped } = await runFollowFanouts(db, { ...options, fanoutId });
  return { notified, capped };
}

const inFlight = new Set<Promise<unknown>>();

/**
 * A trigger (going live, scheduling, coming online): records the fan-out and returns at once, so the
 * astrologer's request never waits for thousands of notices. This instance then starts on that
 * fan-out's batches; the follower fan-out job (every instance, {@link runFollowFanouts}) takes the
 * batches left, shares big fan-outs between instances and finishes what a stopped instance left. A
 * failure is given to `onError` (the caller's log; standard error by default), never thrown.
 * {@link followNoticesSettled} waits for those under way in this instance.
 */
export function tellFollowers(
  db: Db,
  astrologerId: string,
  notice: FollowNotice,
  options: { now?: () => Date; onError?: (error: unknown) => void } = {},
): void {
  const now = options.now ?? (() => new Date());
  const run = recordFollowFanout(db, astrologerId, notice, now())
    .then((fanoutId) => runFollowFanouts(db, { now, fanoutId }))
    .catch((error: unknown) =>
      options.onError ? options.onError(error) : console.error('Follower notices failed:', error),
    )
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** Resolves when every follower fan-out this instance started is recorded and run (for shutdown and tests). */
export async function followNoticesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Following and unfollowing astrologers, by their public slug. */
export function followService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = followsRepository(db);

  async function astrologerOf(slug: string) {
    const a = await repo.astrologerBySlug(slug);
    if (a?.status !== 'active')
      throw new DomainError('not-found', 'No such astrologer.', { code: 'no-such-astrologer' });
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
      if (a.userId === userId)
        throw new DomainError('invalid', 'You cannot follow your own profile.', { code: 'follow-own-profile' });
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
