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
  communityComments,
  communityMembers,
  communityPosts,
  communityReactions,
  communityReports,
  notifications,
  users,
} from '@drishti/db/schema';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, min, ne, or, sql } from 'drizzle-orm';
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

type PostRow = typeof communityPosts.$inferSelect;
type CommentRow = typeof communityComments.$inferSelect;
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
  async function memberOf(userId: string) {
    const rows = await db.select().from(communityMembers).where(eq(communityMembers.userId, userId));
    return rows[0] ?? null;
  }

  /** The member row of a user, created with a fresh unique handle on first use. */
  async function ensureMember(userId: string) {
    const existing = await memberOf(userId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 30; attempt++) {
      const handle = generateHandle(randomInt, attempt >= 10);
      const inserted = await db
        .insert(communityMembers)
        .values({ userId, handle, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return inserted[0];
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

  async function checkPostRate(userId: string) {
    const since = new Date(now().getTime() - HOUR_MS);
    const [r] = await db
      .select({ n: count(), oldest: min(communityPosts.createdAt) })
      .from(communityPosts)
      .where(and(eq(communityPosts.userId, userId), gt(communityPosts.createdAt, since)));
    if ((r?.n ?? 0) >= COMMUNITY_LIMITS.postsPerHour) {
      throw new DomainError('rate-limited', 'You can write up to 5 posts an hour. Please try again later.', {
        retryAfterSeconds: retryAfter(r?.oldest ?? null),
      });
    }
  }

  async function checkCommentRate(userId: string) {
    const since = new Date(now().getTime() - HOUR_MS);
    const [r] = await db
      .select({ n: count(), oldest: min(communityComments.createdAt) })
      .from(communityComments)
      .where(and(eq(communityComments.userId, userId), gt(communityComments.createdAt, since)));
    if ((r?.n ?? 0) >= COMMUNITY_LIMITS.commentsPerHour) {
      throw new DomainError('rate-limited', 'You can write up to 30 comments an hour. Please try again later.', {
        retryAfterSeconds: retryAfter(r?.oldest ?? null),
      });
    }
  }

  async function checkReactionRate(userId: string) {
    const since = new Date(now().getTime() - HOUR_MS);
    const [r] = await db
      .select({ n: count(), oldest: min(communityReactions.createdAt) })
      .from(communityReactions)
      .where(and(eq(communityReactions.userId, userId), gt(communityReactions.createdAt, since)));
    if ((r?.n ?? 0) >= COMMUNITY_LIMITS.reactionsPerHour) {
      throw new DomainError('rate-limited', 'Too many reactions in an hour. Please try again later.', {
        retryAfterSeconds: retryAfter(r?.oldest ?? null),
      });
    }
  }

  async function checkReportRate(userId: string) {
    const since = new Date(now().getTime() - HOUR_MS);
    const [r] = await db
      .select({ n: count(), oldest: min(communityReports.createdAt) })
      .from(communityReports)
      .where(and(eq(communityReports.reporterId, userId), gt(communityReports.createdAt, since)));
    if ((r?.n ?? 0) >= COMMUNITY_LIMITS.reportsPerHour) {
      throw new DomainError('rate-limited', 'You can send up to 20 reports an hour. Please try again later.', {
        retryAfterSeconds: retryAfter(r?.oldest ?? null),
      });
    }
  }

  /** An in-app notification for every admin: self-harm signalled in a post or comment. */
  async function alertAdmins(postId: string, commentId?: string) {
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    if (admins.length === 0) return;
    await db.insert(notifications).values(
      admins.map((a) => ({
        userId: a.id,
        kind: 'community',
        params: { event: 'self-harm', postId, ...(commentId ? { commentId } : {}) },
        url: '/admin?tab=community',
        createdAt: now(),
      })),
    );
  }

  /** An in-app notification for a post's author: someone replied (unless they switched these off). */
  async function notifyAuthor(authorId: string, postId: string) {
    const [author] = await db
      .select({ settings: users.notificationSettings, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, authorId));
    if (!author || author.deletedAt) return;
    const settings = notificationSettings.safeParse(author.settings);
    if (!notificationEnabled(settings.success ? settings.data : null, 'community', 'inApp')) return;
    await db.insert(notifications).values({
      userId: authorId,
      kind: 'community',
      params: { event: 'comment', postId },
      url: `/community/post/${postId}`,
      createdAt: now(),
    });
  }

  /** Posts as a reader sees them: counts of visible comments and of reactions, and the reader's own marks. */
  async function decorate(rows: PostRow[], viewerId: string | null): Promise<PostViewData[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [comments, reactions, mine, reported] = await Promise.all([
      db
        .select({ postId: communityComments.postId, n: count() })
        .from(communityComments)
        .where(and(inArray(communityComments.postId, ids), eq(communityComments.status, 'visible')))
        .groupBy(communityComments.postId),
      db
        .select({ postId: communityReactions.postId, kind: communityReactions.kind, n: count() })
        .from(communityReactions)
        .where(inArray(communityReactions.postId, ids))
        .groupBy(communityReactions.postId, communityReactions.kind),
      viewerId
        ? db
            .select({ postId: communityReactions.postId, kind: communityReactions.kind })
            .from(communityReactions)
            .where(and(inArray(communityReactions.postId, ids), eq(communityReactions.userId, viewerId)))
        : Promise.resolve([]),
      viewerId
        ? db
            .select({ targetId: communityReports.targetId })
            .from(communityReports)
            .where(
              and(
                eq(communityReports.targetType, 'post'),
                inArray(communityReports.targetId, ids),
                eq(communityReports.reporterId, viewerId),
              ),
            )
        : Promise.resolve([]),
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
    const reported =
      viewerId && ids.length > 0
        ? await db
            .select({ targetId: communityReports.targetId })
            .from(communityReports)
            .where(
              and(
                eq(communityReports.targetType, 'comment'),
                inArray(communityReports.targetId, ids),
                eq(communityReports.reporterId, viewerId),
              ),
            )
        : [];
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
    const rows = await db
      .select()
      .from(communityPosts)
      .where(and(eq(communityPosts.id, id), eq(communityPosts.status, 'visible')));
    if (!rows[0]) throw new DomainError('not-found', 'No such post.');
    return rows[0];
  }

  // --- Moderation views ---

  async function moderationItems(
    posts: PostRow[],
    comments: (CommentRow & { topic: CommunityTopic })[],
  ): Promise<ModerationItemData[]> {
    const targets = [...posts.map((p) => p.id), ...comments.map((c) => c.id)];
    const userIds = [...new Set([...posts, ...comments].map((x) => x.userId).filter((u): u is string => !!u))];
    const [reports, members] = await Promise.all([
      targets.length
        ? db
            .select()
            .from(communityReports)
            .where(inArray(communityReports.targetId, targets))
            .orderBy(asc(communityReports.createdAt))
        : Promise.resolve([]),
      userIds.length
        ? db
            .select({ userId: communityMembers.userId, bannedAt: communityMembers.bannedAt })
            .from(communityMembers)
            .where(inArray(communityMembers.userId, userIds))
        : Promise.resolve([]),
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

  async function commentsWithTopic(where: ReturnType<typeof and>) {
    const rows = await db
      .select({ comment: communityComments, topic: communityPosts.topic })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(where)
      .limit(MODERATION_LIMIT);
    return rows.map((r) => ({ ...r.comment, topic: r.topic }));
  }

  async function moderationItem(type: TargetType, id: string): Promise<ModerationItemData> {
    if (type === 'post') {
      const rows = await db.select().from(communityPosts).where(eq(communityPosts.id, id));
      if (!rows[0]) throw new DomainError('not-found', 'No such post.');
      return (await moderationItems(rows, []))[0]!;
    }
    const rows = await commentsWithTopic(eq(communityComments.id, id));
    if (!rows[0]) throw new DomainError('not-found', 'No such comment.');
    return (await moderationItems([], rows))[0]!;
  }

  /** Closes the open reports of a target. */
  async function resolveReports(type: TargetType, id: string, adminId: string, status: 'actioned' | 'dismissed') {
    await db
      .update(communityReports)
      .set({ status, resolvedBy: adminId, resolvedAt: now() })
      .where(
        and(
          eq(communityReports.targetType, type),
          eq(communityReports.targetId, id),
          eq(communityReports.status, 'open'),
        ),
      );
  }

  async function setStatus(type: TargetType, id: string, adminId: string, status: 'visible' | 'hidden') {
    const values = { status, moderatedBy: adminId, moderatedAt: now() };
    const updated =
      type === 'post'
        ? await db
            .update(communityPosts)
            .set({ ...values, updatedAt: now() })
            .where(and(eq(communityPosts.id, id), ne(communityPosts.status, 'removed')))
            .returning({ id: communityPosts.id })
        : await db
            .update(communityComments)
            .set(values)
            .where(and(eq(communityComments.id, id), ne(communityComments.status, 'removed')))
            .returning({ id: communityComments.id });
    if (!updated[0]) throw new DomainError('not-found', type === 'post' ? 'No such post.' : 'No such comment.');
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
      const conds = [eq(communityPosts.status, 'visible')];
      if (input.topic) conds.push(eq(communityPosts.topic, input.topic));
      if (input.cursor) {
        const c = decodeCursor(input.cursor);
        if (!c) throw new DomainError('invalid', 'This page link is not valid.');
        conds.push(
          or(lt(communityPosts.createdAt, c.at), and(eq(communityPosts.createdAt, c.at), lt(communityPosts.id, c.id)))!,
        );
      }
      const rows = await db
        .select()
        .from(communityPosts)
        .where(and(...conds))
        .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
        .limit(COMMUNITY_PAGE_SIZE + 1);
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
      const comments = await db
        .select()
        .from(communityComments)
        .where(and(eq(communityComments.postId, id), eq(communityComments.status, 'visible')))
        .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
        .limit(COMMENTS_PER_POST);
      const [view] = await decorate([post], viewerId);
      return { post: view!, comments: await decorateComments(comments, viewerId) };
    },

    async createPost(userId: string, input: { topic: CommunityTopic; body: string }): Promise<PostViewData> {
      const member = await writer(userId);
      await checkPostRate(userId);
      const selfHarm = signalsSelfHarm(input.body);
      const at = now();
      const [row] = await db
        .insert(communityPosts)
        .values({
          userId,
          handle: member.handle,
          topic: input.topic,
          body: input.body,
          selfHarm,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (selfHarm) await alertAdmins(row!.id);
      return (await decorate([row!], userId))[0]!;
    },

    async createComment(userId: string, postId: string, body: string): Promise<CommentViewData> {
      const member = await writer(userId);
      const post = await visiblePost(postId);
      await checkCommentRate(userId);
      const selfHarm = signalsSelfHarm(body);
      const [row] = await db
        .insert(communityComments)
        .values({ postId, userId, handle: member.handle, body, selfHarm, createdAt: now() })
        .returning();
      if (selfHarm) await alertAdmins(postId, row!.id);
      if (post.userId && post.userId !== userId) await notifyAuthor(post.userId, postId);
      return (await decorateComments([row!], userId))[0]!;
    },

    /** Toggles one reaction of the member on a visible post; returns the post's counts. */
    async react(userId: string, postId: string, kind: ReactionKind): Promise<ReactionResultData> {
      await writer(userId);
      await visiblePost(postId);
      const removed = await db
        .delete(communityReactions)
        .where(
          and(
            eq(communityReactions.postId, postId),
            eq(communityReactions.userId, userId),
            eq(communityReactions.kind, kind),
          ),
        )
        .returning({ kind: communityReactions.kind });
      if (removed.length === 0) {
        await checkReactionRate(userId);
        await db.insert(communityReactions).values({ postId, userId, kind, createdAt: now() }).onConflictDoNothing();
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
      const target =
        input.targetType === 'post'
          ? (
              await db
                .select({ userId: communityPosts.userId })
                .from(communityPosts)
                .where(and(eq(communityPosts.id, input.targetId), eq(communityPosts.status, 'visible')))
            )[0]
          : (
              await db
                .select({ userId: communityComments.userId })
                .from(communityComments)
                .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
                .where(
                  and(
                    eq(communityComments.id, input.targetId),
                    eq(communityComments.status, 'visible'),
                    eq(communityPosts.status, 'visible'),
                  ),
                )
            )[0];
      if (!target) {
        throw new DomainError('not-found', input.targetType === 'post' ? 'No such post.' : 'No such comment.');
      }
      if (target.userId === userId) throw new DomainError('conflict', 'You cannot report your own writing.');
      await checkReportRate(userId);
      const [row] = await db
        .insert(communityReports)
        .values({
          targetType: input.targetType,
          targetId: input.targetId,
          reporterId: userId,
          reason: input.reason,
          details: input.details ? input.details : null,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new DomainError('conflict', 'You have already reported this.');
      // A report of self-harm makes the text urgent for the moderators, as the detector would.
      const selfHarm = input.reason === 'self-harm' ? { selfHarm: true, moderatedAt: null } : {};
      if (input.targetType === 'post') {
        await db
          .update(communityPosts)
          .set({ reportCount: sql`${communityPosts.reportCount} + 1`, ...selfHarm })
          .where(eq(communityPosts.id, input.targetId));
      } else {
        await db
          .update(communityComments)
          .set({ reportCount: sql`${communityComments.reportCount} + 1`, ...selfHarm })
          .where(eq(communityComments.id, input.targetId));
      }
      return { id: row.id, targetType: row.targetType, targetId: row.targetId };
    },

    /** The author removes their own post (it disappears for everyone). */
    async deletePost(userId: string, id: string) {
      const rows = await db
        .update(communityPosts)
        .set({ status: 'removed', updatedAt: now() })
        .where(and(eq(communityPosts.id, id), eq(communityPosts.userId, userId), ne(communityPosts.status, 'removed')))
        .returning({ id: communityPosts.id });
      if (!rows[0]) throw new DomainError('not-found', 'No such post.');
      return { ok: true as const };
    },

    async deleteComment(userId: string, id: string) {
      const rows = await db
        .update(communityComments)
        .set({ status: 'removed' })
        .where(
          and(
            eq(communityComments.id, id),
            eq(communityComments.userId, userId),
            ne(communityComments.status, 'removed'),
          ),
        )
        .returning({ id: communityComments.id });
      if (!rows[0]) throw new DomainError('not-found', 'No such comment.');
      return { ok: true as const };
    },

    // --- Admins ---

    /**
     * Visible posts and comments waiting for a moderator: self-harm not yet seen (urgent) first,
     * then the most reported, then the newest.
     */
    async queue(): Promise<ModerationItemData[]> {
      const open = await db
        .selectDistinct({ targetType: communityReports.targetType, targetId: communityReports.targetId })
        .from(communityReports)
        .where(eq(communityReports.status, 'open'));
      const openPosts = open.filter((o) => o.targetType === 'post').map((o) => o.targetId);
      const openComments = open.filter((o) => o.targetType === 'comment').map((o) => o.targetId);
      const waitingPost = and(eq(communityPosts.selfHarm, true), isNull(communityPosts.moderatedAt));
      const waitingComment = and(eq(communityComments.selfHarm, true), isNull(communityComments.moderatedAt));
      const posts = await db
        .select()
        .from(communityPosts)
        .where(
          and(
            eq(communityPosts.status, 'visible'),
            openPosts.length ? or(waitingPost, inArray(communityPosts.id, openPosts)) : waitingPost,
          ),
        )
        .limit(MODERATION_LIMIT);
      const comments = await commentsWithTopic(
        and(
          eq(communityComments.status, 'visible'),
          eq(communityPosts.status, 'visible'),
          openComments.length ? or(waitingComment, inArray(communityComments.id, openComments)) : waitingComment,
        ),
      );
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
      const posts = await db
        .select()
        .from(communityPosts)
        .where(eq(communityPosts.status, 'hidden'))
        .orderBy(desc(communityPosts.moderatedAt))
        .limit(MODERATION_LIMIT);
      const comments = await commentsWithTopic(eq(communityComments.status, 'hidden'));
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
      const values = { moderatedBy: adminId, moderatedAt: now() };
      const updated =
        type === 'post'
          ? await db
              .update(communityPosts)
              .set(values)
              .where(eq(communityPosts.id, id))
              .returning({ id: communityPosts.id })
          : await db
              .update(communityComments)
              .set(values)
              .where(eq(communityComments.id, id))
              .returning({ id: communityComments.id });
      if (!updated[0]) throw new DomainError('not-found', type === 'post' ? 'No such post.' : 'No such comment.');
      await resolveReports(type, id, adminId, 'dismissed');
      return moderationItem(type, id);
    },

    /** Bans a member from writing (they can still read), with the reason kept. */
    async ban(userId: string, reason: string, adminId: string): Promise<MemberViewData> {
      const rows = await db
        .update(communityMembers)
        .set({ bannedAt: now(), banReason: reason, bannedBy: adminId })
        .where(eq(communityMembers.userId, userId))
        .returning();
      if (!rows[0]) throw new DomainError('not-found', 'No such member.');
      return { handle: rows[0].handle, banned: true, banReason: rows[0].banReason };
    },

    async unban(userId: string): Promise<MemberViewData> {
      const rows = await db
        .update(communityMembers)
        .set({ bannedAt: null, banReason: null, bannedBy: null })
        .where(eq(communityMembers.userId, userId))
        .returning();
      if (!rows[0]) throw new DomainError('not-found', 'No such member.');
      return { handle: rows[0].handle, banned: false, banReason: null };
    },

    async banned(): Promise<BannedMemberData[]> {
      const rows = await db
        .select()
        .from(communityMembers)
        .where(isNotNull(communityMembers.bannedAt))
        .orderBy(desc(communityMembers.bannedAt))
        .limit(MODERATION_LIMIT);
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
