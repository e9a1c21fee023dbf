import { randomInt } from 'node:crypto';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_PAGE_SIZE,
  type CommentViewData,
  type CommunityTopic,
  type MemberViewData,
  type PostDetailData,
  type PostPageData,
  type PostViewData,
  REACTION_KINDS,
  type ReactionCounts,
  type ReactionKind,
  type ReactionResultData,
  type ReportReason,
} from '@drishti/contracts/community';
import { notificationEnabled, notificationSettings } from '@drishti/contracts/notifications';
import type { Db } from '@drishti/db/connection';
import {
  type CommunityCommentRow,
  type CommunityPostRow,
  communityRepository,
  type WriteKind,
} from '@drishti/db/repositories/community';
import { communityModeration } from './community-moderation';
import { decodeCursor, encodeCursor, generateHandle, signalsSelfHarm } from './community-text';

import { DomainError } from './errors';

export { decodeCursor, encodeCursor, generateHandle, normalizeForMatching, signalsSelfHarm } from './community-text';

// ---------------------------------------------------------------------------------------------
// The service

type PostRow = CommunityPostRow;
type CommentRow = CommunityCommentRow;
type TargetType = 'post' | 'comment';

const HOUR_MS = 3_600_000;
const COMMENTS_PER_POST = 500;

const emptyCounts = (): ReactionCounts => ({ support: 0, relate: 0, thanks: 0 });
const isReaction = (k: string): k is ReactionKind => (REACTION_KINDS as readonly string[]).includes(k);

/**
 * The anonymous community: members post under a stable pseudonymous handle in four topics,
 * comment, react and report; text signalling self-harm goes to the moderators at once; admins
 * hide, restore, dismiss reports and ban members. Every write is limited per member per hour.
 */
export function communityService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = communityRepository(db);
  const memberOf = (userId: string) => repo.member(userId);

  /** The member row of a user, created with a fresh unique handle on first use. */
  async function ensureMember(userId: string) {
    const existing = await memberOf(userId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 30; attempt++) {
      const handle = generateHandle(randomInt, attempt >= 10);
      const inserted = await repo.addMember(userId, handle, now());
      if (inserted) return inserted;
      const raced = await memberOf(userId);
      if (raced) return raced;
    }
    throw new Error('could not find a free community handle');
  }

  /** The member, who must not be banned, for a write. */
  async function writer(userId: string) {
    const member = await ensureMember(userId);
    if (member.bannedAt) {
      throw new DomainError(
        'forbidden',
        'Your community membership is suspended: you can read, but not post, comment, react or report.',
        { code: 'community-banned' },
      );
    }
    return member;
  }

  /** Seconds until the oldest write inside the hour leaves it. */
  function retryAfter(oldest: Date | null): number {
    if (!oldest) return 60;
    return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now().getTime()) / 1000));
  }

  /** Refuses a write beyond the member's hourly limit of its kind, saying when to try again. */
  async function checkRate(kind: WriteKind, userId: string, limit: number, message: string, code: string) {
    const r = await repo.writesSince(kind, userId, new Date(now().getTime() - HOUR_MS));
    if (r.n >= limit)
      throw new DomainError('rate-limited', message, {
        code,
        retryAfterSeconds: retryAfter(r.oldest),
      });
  }
  const checkPostRate = (userId: string) =>
    checkRate(
      'post',
      userId,
      COMMUNITY_LIMITS.postsPerHour,
      'You can write up to 5 posts an hour. Please try again later.',
      'community-posts-rate-limited',
    );
  const checkCommentRate = (userId: string) =>
    checkRate(
      'comment',
      userId,
      COMMUNITY_LIMITS.commentsPerHour,
      'You can write up to 30 comments an hour. Please try again later.',
      'community-comments-rate-limited',
    );
  const checkReactionRate = (userId: string) =>
    checkRate(
      'reaction',
      userId,
      COMMUNITY_LIMITS.reactionsPerHour,
      'Too many reactions in an hour. Please try again later.',
      'community-reactions-rate-limited',
    );
  const checkReportRate = (userId: string) =>
    checkRate(
      'report',
      userId,
      COMMUNITY_LIMITS.reportsPerHour,
      'You can send up to 20 reports an hour. Please try again later.',
      'community-reports-rate-limited',
    );

  /** An in-app notification for every admin: self-harm signalled in a post or comment. */
  async function alertAdmins(postId: string, commentId?: string) {
    await repo.notifyAdmins({
      kind: 'community',
      params: { event: 'self-harm', postId, ...(commentId ? { commentId } : {}) },
      url: '/admin?tab=community',
      at: now(),
    });
  }

  /** An in-app notification for a post's author: someone replied (unless they switched these off). */
  async function notifyAuthor(authorId: string, postId: string) {
    const author = await repo.userSettings(authorId);
    if (!author || author.deletedAt) return;
    const settings = notificationSettings.safeParse(author.settings);
    if (!notificationEnabled(settings.success ? settings.data : null, 'community', 'inApp')) return;
    await repo.addNotification({
      userId: authorId,
      kind: 'community',
      params: { event: 'comment', postId },
      url: `/community/post/${postId}`,
      at: now(),
    });
  }

  /** Posts as a reader sees them: counts of visible comments and of reactions, and the reader's own marks. */
  async function decorate(rows: PostRow[], viewerId: string | null): Promise<PostViewData[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [comments, reactions, mine, reported] = await Promise.all([
      repo.visibleCommentCounts(ids),
      repo.reactionCounts(ids),
      viewerId ? repo.reactionsOf(ids, viewerId) : Promise.resolve([]),
      viewerId ? repo.reportedBy('post', ids, viewerId) : Promise.resolve([]),
    ]);
    const commentCount = new Map(comments.map((c) => [c.postId, c.n]));
    const counts = new Map<string, ReactionCounts>();
    for (const r of reactions) {
      if (!isReaction(r.kind)) continue;
      const c = counts.get(r.postId) ?? emptyCounts();
      c[r.kind] = r.n;
      counts.set(r.postId, c);
    }
    const myReactions = new Map<string, ReactionKind[]>();
    for (const r of mine) {
      if (!isReaction(r.kind)) continue;
      myReactions.set(r.postId, [...(myReactions.get(r.postId) ?? []), r.kind]);
    }
    const reportedIds = new Set(reported.map((r) => r.targetId));
    return rows.map((r) => ({
      id: r.id,
      topic: r.topic,
      handle: r.handle,
      body: r.body,
      selfHarm: r.selfHarm,
      createdAt: r.createdAt.toISOString(),
      commentCount: commentCount.get(r.id) ?? 0,
      reactions: counts.get(r.id) ?? emptyCounts(),
      myReactions: REACTION_KINDS.filter((k) => myReactions.get(r.id)?.includes(k)),
      mine: viewerId !== null && r.userId === viewerId,
      reportedByMe: reportedIds.has(r.id),
    }));
  }

  async function decorateComments(rows: CommentRow[], viewerId: string | null): Promise<CommentViewData[]> {
    const ids = rows.map((r) => r.id);
    const reported = viewerId && ids.length > 0 ? await repo.reportedBy('comment', ids, viewerId) : [];
    const reportedIds = new Set(reported.map((r) => r.targetId));
    return rows.map((r) => ({
      id: r.id,
      postId: r.postId,
      handle: r.handle,
      body: r.body,
      selfHarm: r.selfHarm,
      createdAt: r.createdAt.toISOString(),
      mine: viewerId !== null && r.userId === viewerId,
      reportedByMe: reportedIds.has(r.id),
    }));
  }

  async function visiblePost(id: string): Promise<PostRow> {
    const row = await repo.visiblePost(id);
    if (!row) throw new DomainError('not-found', 'No such post.', { code: 'no-such-post' });
    return row;
  }

  return {
    /** The signed-in member's handle (created on first visit) and ban state. */
    async me(userId: string): Promise<MemberViewData> {
      const m = await ensureMember(userId);
      return { handle: m.handle, banned: m.bannedAt !== null, banReason: m.banReason };
    },

    /** Visible posts, newest first, one page at a time (optionally of one topic). */
    async listPosts(input: {
      topic?: CommunityTopic | undefined;
      cursor?: string | undefined;
      viewerId: string | null;
    }): Promise<PostPageData> {
      const after = input.cursor ? decodeCursor(input.cursor) : undefined;
      if (after === null)
        throw new DomainError('invalid', 'This page link is not valid.', { code: 'page-cursor-invalid' });
      const rows = await repo.posts({ topic: input.topic, after, limit: COMMUNITY_PAGE_SIZE + 1 });
      const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        items: await decorate(page, input.viewerId),
        nextCursor: rows.length > COMMUNITY_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    /** A visible post with its visible comments, oldest first. */
    async getPost(id: string, viewerId: string | null): Promise<PostDetailData> {
      const post = await visiblePost(id);
      const comments = await repo.visibleComments(id, COMMENTS_PER_POST);
      const [view] = await decorate([post], viewerId);
      return { post: view!, comments: await decorateComments(comments, viewerId) };
    },

    async createPost(userId: string, input: { topic: CommunityTopic; body: string }): Promise<PostViewData> {
      const member = await writer(userId);
      await checkPostRate(userId);
      const selfHarm = signalsSelfHarm(input.body);
      const at = now();
      const row = await repo.addPost({
        userId,
        handle: member.handle,
        topic: input.topic,
        body: input.body,
        selfHarm,
        createdAt: at,
        updatedAt: at,
      });
      if (selfHarm) await alertAdmins(row.id);
      return (await decorate([row], userId))[0]!;
    },

    async createComment(userId: string, postId: string, body: string): Promise<CommentViewData> {
      const member = await writer(userId);
      const post = await visiblePost(postId);
      await checkCommentRate(userId);
      const selfHarm = signalsSelfHarm(body);
      const row = await repo.addComment({ postId, userId, handle: member.handle, body, selfHarm, createdAt: now() });
      if (selfHarm) await alertAdmins(postId, row.id);
      if (post.userId && post.userId !== userId) await notifyAuthor(post.userId, postId);
      return (await decorateComments([row], userId))[0]!;
    },

    /** Toggles one reaction of the member on a visible post; returns the post's counts. */
    async react(userId: string, postId: string, kind: ReactionKind): Promise<ReactionResultData> {
      await writer(userId);
      await visiblePost(postId);
      if (!(await repo.removeReaction(postId, userId, kind))) {
        await checkReactionRate(userId);
        await repo.addReaction(postId, userId, kind, now());
      }
      const [view] = await decorate([await visiblePost(postId)], userId);
      return { reactions: view!.reactions, myReactions: view!.myReactions };
    },

    /** Reports a visible post or comment, once per reporter. Reported text stays up until an admin acts. */
    async report(
      userId: string,
      input: { targetType: TargetType; targetId: string; reason: ReportReason; details?: string | undefined },
    ) {
      await writer(userId);
      const target = await repo.visibleTargetAuthor(input.targetType, input.targetId);
      if (!target) {
        throw new DomainError('not-found', input.targetType === 'post' ? 'No such post.' : 'No such comment.', {
          code: input.targetType === 'post' ? 'no-such-post' : 'no-such-comment',
        });
      }
      if (target.userId === userId)
        throw new DomainError('conflict', 'You cannot report your own writing.', { code: 'report-own-writing' });
      await checkReportRate(userId);
      const row = await repo.addReport({
        targetType: input.targetType,
        targetId: input.targetId,
        reporterId: userId,
        reason: input.reason,
        details: input.details ? input.details : null,
        createdAt: now(),
      });
      if (!row) throw new DomainError('conflict', 'You have already reported this.', { code: 'already-reported' });
      // A report of self-harm makes the text urgent for the moderators, as the detector would.
      await repo.countReport(input.targetType, input.targetId, input.reason === 'self-harm');
      return { id: row.id, targetType: row.targetType, targetId: row.targetId };
    },

    /** The author removes their own post (it disappears for everyone). */
    async deletePost(userId: string, id: string) {
      if (!(await repo.removeOwn('post', userId, id, now())))
        throw new DomainError('not-found', 'No such post.', { code: 'no-such-post' });
      return { ok: true as const };
    },

    async deleteComment(userId: string, id: string) {
      if (!(await repo.removeOwn('comment', userId, id, now())))
        throw new DomainError('not-found', 'No such comment.', { code: 'no-such-comment' });
      return { ok: true as const };
    },

    // --- Admins (community-moderation.ts) ---
    ...communityModeration({ repo, now }),
  };
}

export type CommunityService = ReturnType<typeof communityService>;
