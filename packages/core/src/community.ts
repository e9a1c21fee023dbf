import { randomInt } from 'node:crypto';
import { HANDLE_ADJECTIVES, HANDLE_NOUNS } from '@drishti/content/community';
import {
  type BannedMemberData,
  COMMUNITY_LIMITS,
  COMMUNITY_PAGE_SIZE,
  type CommentViewData,
  type CommunityTopic,
  type MemberViewData,
  type ModerationItemData,
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
import { DomainError } from './errors';

// ---------------------------------------------------------------------------------------------
// Handles

/**
 * A pseudonymous handle: an adjective, a noun and a number, e.g. "Calm Lotus 482" (shown in Hindi
 * as "शांत कमल 482"). `random(n)` returns an integer in [0, n). With `wide` the number has four
 * digits (used once three-digit handles keep colliding).
 */
export function generateHandle(random: (n: number) => number = randomInt, wide = false): string {
  const adj = HANDLE_ADJECTIVES[random(HANDLE_ADJECTIVES.length)]!;
  const noun = HANDLE_NOUNS[random(HANDLE_NOUNS.length)]!;
  const n = wide ? 1000 + random(9000) : 100 + random(900);
  return `${adj.en} ${noun.en} ${n}`;
}

// ---------------------------------------------------------------------------------------------
// Self-harm signals

/** Marks that change nothing for matching: nukta, chandrabindu, anusvara, zero-width characters. */
const IGNORED_MARKS = /[\u093C\u0901\u0902\u200B-\u200D\u2060\uFEFF]/g;

/** Text reduced for matching: NFC, lower case, no apostrophes or ignorable marks, single spaces. */
export function normalizeForMatching(text: string): string {
  const reduced = text
    .normalize('NFC')
    .toLowerCase()
    .replace(IGNORED_MARKS, '')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  return ` ${reduced} `;
}

/** English and Hinglish phrases (on normalised text: lower case, no apostrophes). */
const LATIN_SIGNALS: readonly RegExp[] = [
  /\bkill(?:ing)? my ?self\b/,
  /\bsuicid(?:e|al|es)\b/,
  /\bend(?:ing)? (?:my|it) (?:own )?life\b/,
  /\bend it all\b/,
  /\btake my (?:own )?life\b/,
  /\b(?:want|wanna|going|ready) (?:to )?die\b/,
  /\b(?:dont|do not|no longer) want to (?:live|be alive|exist)\b/,
  /\bno (?:reason|point) (?:to|in) (?:live|living)\b/,
  /\bbetter off dead\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bnot worth living\b/,
  /\b(?:hurt|harm|cut|hang)(?:ing)? my ?self\b/,
  /\bself ?harm(?:ing)?\b/,
  /\boverdose\b/,
  // Hinglish
  /\bmarna chaht?[aie]\b/,
  /\bmar ja+n?a chaht?[aie]\b/,
  /\bmar ja+u(?:n|nga|ngi)?\b/,
  /\bkhud ?kushi\b/,
  /\ba+tm(?:a)?hatya\b/,
  /\bjaan de (?:du|dun|doon|dunga|dungi|doonga|doongi|dena)\b/,
  /\bjeena nahi?n? chaht?[aie]\b/,
  /\bjine ka man nahi?n?\b/,
  /\bzindagi (?:khatam|khatm) kar\b/,
  /\bkhud ko (?:khatam|khatm|maar|mar) /,
];

/** Hindi phrases, compared after the same normalisation as the text. */
const DEVANAGARI_SIGNALS: readonly string[] = [
  'आत्महत्या',
  'आत्म हत्या',
  'ख़ुदकुशी',
  'खुद कुशी',
  'जान दे दूँ',
  'जान दे दूंगा',
  'जान दे दूंगी',
  'जान दे देना चाहता',
  'अपनी जान ले',
  'मरना चाहता',
  'मरना चाहती',
  'मरना चाहते',
  'मर जाना चाहता',
  'मर जाना चाहती',
  'मर जाऊँ',
  'जीना नहीं चाहता',
  'जीना नहीं चाहती',
  'जीने का मन नहीं',
  'जीने की इच्छा नहीं',
  'ख़ुद को ख़त्म',
  'ज़िंदगी ख़त्म कर',
  'जीवन समाप्त कर',
  'खुद को नुकसान',
  'ख़ुद को चोट',
].map((p) => normalizeForMatching(p).trim());

/**
 * Whether a text signals self-harm (suicidal thoughts, wanting to die, hurting oneself) in
 * English, Hindi or Hinglish. Deliberately broad: a match only puts the text in front of the
 * moderators at once and shows its author the helplines; nothing is hidden because of it.
 */
export function signalsSelfHarm(text: string): boolean {
  const t = normalizeForMatching(text);
  return LATIN_SIGNALS.some((re) => re.test(t)) || DEVANAGARI_SIGNALS.some((p) => t.includes(p));
}

// ---------------------------------------------------------------------------------------------
// Paging

/** The opaque cursor after a post: its time and id. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}_${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(raw);
  if (!m) return null;
  const at = new Date(m[1]!);
  return Number.isNaN(at.getTime()) ? null : { at, id: m[2]! };
}

// ---------------------------------------------------------------------------------------------
// The service

type PostRow = CommunityPostRow;
type CommentRow = CommunityCommentRow;
type TargetType = 'post' | 'comment';

const HOUR_MS = 3_600_000;
const COMMENTS_PER_POST = 500;
const MODERATION_LIMIT = 100;

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
  async function checkRate(kind: WriteKind, userId: string, limit: number, message: string) {
    const r = await repo.writesSince(kind, userId, new Date(now().getTime() - HOUR_MS));
    if (r.n >= limit) throw new DomainError('rate-limited', message, { retryAfterSeconds: retryAfter(r.oldest) });
  }
  const checkPostRate = (userId: string) =>
    checkRate(
      'post',
      userId,
      COMMUNITY_LIMITS.postsPerHour,
      'You can write up to 5 posts an hour. Please try again later.',
    );
  const checkCommentRate = (userId: string) =>
    checkRate(
      'comment',
      userId,
      COMMUNITY_LIMITS.commentsPerHour,
      'You can write up to 30 comments an hour. Please try again later.',
    );
  const checkReactionRate = (userId: string) =>
    checkRate(
      'reaction',
      userId,
      COMMUNITY_LIMITS.reactionsPerHour,
      'Too many reactions in an hour. Please try again later.',
    );
  const checkReportRate = (userId: string) =>
    checkRate(
      'report',
      userId,
      COMMUNITY_LIMITS.reportsPerHour,
      'You can send up to 20 reports an hour. Please try again later.',
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
    if (!row) throw new DomainError('not-found', 'No such post.');
    return row;
  }

  // --- Moderation views ---

  async function moderationItems(
    posts: PostRow[],
    comments: (CommentRow & { topic: CommunityTopic })[],
  ): Promise<ModerationItemData[]> {
    const targets = [...posts.map((p) => p.id), ...comments.map((c) => c.id)];
    const userIds = [...new Set([...posts, ...comments].map((x) => x.userId).filter((u): u is string => !!u))];
    const [reports, members] = await Promise.all([
      targets.length ? repo.reportsOn(targets) : Promise.resolve([]),
      userIds.length ? repo.bansOf(userIds) : Promise.resolve([]),
    ]);
    const banned = new Set(members.filter((m) => m.bannedAt).map((m) => m.userId));
    const reportsOf = (type: TargetType, id: string) =>
      reports.filter((r) => r.targetType === type && r.targetId === id);
    const item = (
      type: TargetType,
      x: PostRow | CommentRow,
      postId: string,
      topic: CommunityTopic,
    ): ModerationItemData => {
      const rs = reportsOf(type, x.id);
      return {
        targetType: type,
        id: x.id,
        postId,
        topic,
        handle: x.handle,
        userId: x.userId,
        memberBanned: x.userId ? banned.has(x.userId) : false,
        body: x.body,
        status: x.status,
        selfHarm: x.selfHarm,
        urgent: x.selfHarm && x.status === 'visible' && x.moderatedAt === null,
        openReports: rs.filter((r) => r.status === 'open').length,
        reports: rs.map((r) => ({
          reason: r.reason as ReportReason,
          details: r.details,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
        createdAt: x.createdAt.toISOString(),
        moderatedAt: x.moderatedAt?.toISOString() ?? null,
      };
    };
    return [
      ...posts.map((p) => item('post', p, p.id, p.topic)),
      ...comments.map((c) => item('comment', c, c.postId, c.topic)),
    ];
  }

  async function moderationItem(type: TargetType, id: string): Promise<ModerationItemData> {
    if (type === 'post') {
      const post = await repo.post(id);
      if (!post) throw new DomainError('not-found', 'No such post.');
      return (await moderationItems([post], []))[0]!;
    }
    const rows = await repo.comment(id);
    if (!rows[0]) throw new DomainError('not-found', 'No such comment.');
    return (await moderationItems([], rows))[0]!;
  }

  /** Closes the open reports of a target. */
  const resolveReports = (type: TargetType, id: string, adminId: string, status: 'actioned' | 'dismissed') =>
    repo.resolveReports(type, id, adminId, status, now());

  async function setStatus(type: TargetType, id: string, adminId: string, status: 'visible' | 'hidden') {
    const set = { status, moderatedBy: adminId, moderatedAt: now() };
    if (!(await repo.moderate(type, id, set, { notRemoved: true })))
      throw new DomainError('not-found', type === 'post' ? 'No such post.' : 'No such comment.');
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
      if (after === null) throw new DomainError('invalid', 'This page link is not valid.');
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
        throw new DomainError('not-found', input.targetType === 'post' ? 'No such post.' : 'No such comment.');
      }
      if (target.userId === userId) throw new DomainError('conflict', 'You cannot report your own writing.');
      await checkReportRate(userId);
      const row = await repo.addReport({
        targetType: input.targetType,
        targetId: input.targetId,
        reporterId: userId,
        reason: input.reason,
        details: input.details ? input.details : null,
        createdAt: now(),
      });
      if (!row) throw new DomainError('conflict', 'You have already reported this.');
      // A report of self-harm makes the text urgent for the moderators, as the detector would.
      await repo.countReport(input.targetType, input.targetId, input.reason === 'self-harm');
      return { id: row.id, targetType: row.targetType, targetId: row.targetId };
    },

    /** The author removes their own post (it disappears for everyone). */
    async deletePost(userId: string, id: string) {
      if (!(await repo.removeOwn('post', userId, id, now()))) throw new DomainError('not-found', 'No such post.');
      return { ok: true as const };
    },

    async deleteComment(userId: string, id: string) {
      if (!(await repo.removeOwn('comment', userId, id, now()))) throw new DomainError('not-found', 'No such comment.');
      return { ok: true as const };
    },

    // --- Admins ---

    /**
     * Visible posts and comments waiting for a moderator: self-harm not yet seen (urgent) first,
     * then the most reported, then the newest.
     */
    async queue(): Promise<ModerationItemData[]> {
      const { posts, comments } = await repo.waiting(MODERATION_LIMIT);
      const items = await moderationItems(posts, comments);
      return items.sort(
        (a, b) =>
          Number(b.urgent) - Number(a.urgent) ||
          b.openReports - a.openReports ||
          b.createdAt.localeCompare(a.createdAt),
      );
    },

    /** Hidden posts and comments, most recently hidden first. */
    async hidden(): Promise<ModerationItemData[]> {
      const { posts, comments } = await repo.hidden(MODERATION_LIMIT);
      const items = await moderationItems(posts, comments);
      return items.sort((a, b) => (b.moderatedAt ?? '').localeCompare(a.moderatedAt ?? ''));
    },

    /** Hides a post or comment for everyone; its open reports are closed as acted on. */
    async hide(type: TargetType, id: string, adminId: string) {
      await setStatus(type, id, adminId, 'hidden');
      await resolveReports(type, id, adminId, 'actioned');
      return moderationItem(type, id);
    },

    async restore(type: TargetType, id: string, adminId: string) {
      await setStatus(type, id, adminId, 'visible');
      return moderationItem(type, id);
    },

    /** Leaves the text up: its open reports are dismissed and a self-harm flag counts as seen. */
    async dismiss(type: TargetType, id: string, adminId: string) {
      if (!(await repo.moderate(type, id, { moderatedBy: adminId, moderatedAt: now() }, { notRemoved: false })))
        throw new DomainError('not-found', type === 'post' ? 'No such post.' : 'No such comment.');
      await resolveReports(type, id, adminId, 'dismissed');
      return moderationItem(type, id);
    },

    /** Bans a member from writing (they can still read), with the reason kept. */
    async ban(userId: string, reason: string, adminId: string): Promise<MemberViewData> {
      const m = await repo.setBan(userId, { bannedAt: now(), banReason: reason, bannedBy: adminId });
      if (!m) throw new DomainError('not-found', 'No such member.');
      return { handle: m.handle, banned: true, banReason: m.banReason };
    },

    async unban(userId: string): Promise<MemberViewData> {
      const m = await repo.setBan(userId, null);
      if (!m) throw new DomainError('not-found', 'No such member.');
      return { handle: m.handle, banned: false, banReason: null };
    },

    async banned(): Promise<BannedMemberData[]> {
      const rows = await repo.banned(MODERATION_LIMIT);
      return rows.map((m) => ({
        userId: m.userId,
        handle: m.handle,
        bannedAt: m.bannedAt!.toISOString(),
        banReason: m.banReason,
      }));
    },
  };
}

export type CommunityService = ReturnType<typeof communityService>;
