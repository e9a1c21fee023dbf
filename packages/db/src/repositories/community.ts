import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  communityComments,
  communityMembers,
  communityPosts,
  communityReactions,
  communityReports,
  notifications,
  users,
} from '../schema';

export type CommunityPostRow = typeof communityPosts.$inferSelect;
export type CommunityCommentRow = typeof communityComments.$inferSelect;
export type CommunityMemberRow = typeof communityMembers.$inferSelect;
export type CommunityReportRow = typeof communityReports.$inferSelect;
export type CommunityTargetType = 'post' | 'comment';
type Topic = CommunityPostRow['topic'];

/** Writes of one kind a member made since an instant, and the oldest of them. */
export type WriteKind = 'post' | 'comment' | 'reaction' | 'report';

/** The anonymous community's members, posts, comments, reactions and reports (see schema.ts). */
export function communityRepository(db: Db) {
  const commentsWithTopic = async (where: SQL | undefined, limit: number) => {
    const rows = await db
      .select({ comment: communityComments, topic: communityPosts.topic })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(where)
      .limit(limit);
    return rows.map((r) => ({ ...r.comment, topic: r.topic }));
  };
  const targetNotRemoved = (type: CommunityTargetType, id: string) =>
    type === 'post'
      ? and(eq(communityPosts.id, id), ne(communityPosts.status, 'removed'))
      : and(eq(communityComments.id, id), ne(communityComments.status, 'removed'));
  return {
    async member(userId: string): Promise<CommunityMemberRow | null> {
      const rows = await db.select().from(communityMembers).where(eq(communityMembers.userId, userId));
      return rows[0] ?? null;
    },
    /** Adds a member under a handle; null when the handle (or the member) exists already. */
    async addMember(userId: string, handle: string, at: Date): Promise<CommunityMemberRow | null> {
      const rows = await db
        .insert(communityMembers)
        .values({ userId, handle, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },
    async writesSince(kind: WriteKind, userId: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [table, author] =
        kind === 'post'
          ? [communityPosts, communityPosts.userId]
          : kind === 'comment'
            ? [communityComments, communityComments.userId]
            : kind === 'reaction'
              ? [communityReactions, communityReactions.userId]
              : [communityReports, communityReports.reporterId];
      const [r] = await db
        .select({ n: count(), oldest: min(table.createdAt) })
        .from(table)
        .where(and(eq(author, userId), gt(table.createdAt, since)));
      return { n: r?.n ?? 0, oldest: r?.oldest ?? null };
    },
    /** An in-app notification for every admin (never pushed: the console is where they act). */
    async notifyAdmins(n: { kind: string; params: Record<string, unknown>; url: string; at: Date }): Promise<void> {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
      if (admins.length === 0) return;
      await db
        .insert(notifications)
        .values(admins.map((a) => ({ userId: a.id, kind: n.kind, params: n.params, url: n.url, createdAt: n.at })));
    },
    async userSettings(userId: string): Promise<{ settings: unknown; deletedAt: Date | null } | null> {
      const [row] = await db
        .select({ settings: users.notificationSettings, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    async addNotification(n: {
      userId: string;
      kind: string;
      params: Record<string, unknown>;
      url: string;
      at: Date;
    }): Promise<void> {
      await db
        .insert(notifications)
        .values({ userId: n.userId, kind: n.kind, params: n.params, url: n.url, createdAt: n.at });
    },
    /** Visible comments per post. */
    visibleCommentCounts: (postIds: string[]) =>
      db
        .select({ postId: communityComments.postId, n: count() })
        .from(communityComments)
        .where(and(inArray(communityComments.postId, postIds), eq(communityComments.status, 'visible')))
        .groupBy(communityComments.postId),
    reactionCounts: (postIds: string[]) =>
      db
        .select({ postId: communityReactions.postId, kind: communityReactions.kind, n: count() })
        .from(communityReactions)
        .where(inArray(communityReactions.postId, postIds))
        .groupBy(communityReactions.postId, communityReactions.kind),
    reactionsOf: (postIds: string[], userId: string) =>
      db
        .select({ postId: communityReactions.postId, kind: communityReactions.kind })
        .from(communityReactions)
        .where(and(inArray(communityReactions.postId, postIds), eq(communityReactions.userId, userId))),
    /** Which of these targets the user reported. */
    reportedBy: (type: CommunityTargetType, ids: string[], userId: string) =>
      db
        .select({ targetId: communityReports.targetId })
        .from(communityReports)
        .where(
          and(
            eq(communityReports.targetType, type),
            inArray(communityReports.targetId, ids),
            eq(communityReports.reporterId, userId),
          ),
        ),
    async visiblePost(id: string): Promise<CommunityPostRow | null> {
      const rows = await db
        .select()
        .from(communityPosts)
        .where(and(eq(communityPosts.id, id), eq(communityPosts.status, 'visible')));
      return rows[0] ?? null;
    },
    async post(id: string): Promise<CommunityPostRow | null> {
      const rows = await db.select().from(communityPosts).where(eq(communityPosts.id, id));
      return rows[0] ?? null;
    },
    reportsOn: (targetIds: string[]) =>
      db
        .select()
        .from(communityReports)
        .where(inArray(communityReports.targetId, targetIds))
        .orderBy(asc(communityReports.createdAt)),
    bansOf: (userIds: string[]) =>
      db
        .select({ userId: communityMembers.userId, bannedAt: communityMembers.bannedAt })
        .from(communityMembers)
        .where(inArray(communityMembers.userId, userIds)),
    comment: (id: string) => commentsWithTopic(eq(communityComments.id, id), 1),
    /** Closes the open reports of a target. */
    async resolveReports(
      type: CommunityTargetType,
      id: string,
      by: string,
      status: 'actioned' | 'dismissed',
      at: Date,
    ): Promise<void> {
      await db
        .update(communityReports)
        .set({ status, resolvedBy: by, resolvedAt: at })
        .where(
          and(
            eq(communityReports.targetType, type),
            eq(communityReports.targetId, id),
            eq(communityReports.status, 'open'),
          ),
        );
    },
    /** A moderator's decision on a target not removed by its author; false when there is none. */
    async moderate(
      type: CommunityTargetType,
      id: string,
      set: { status?: 'visible' | 'hidden'; moderatedBy: string; moderatedAt: Date },
      opts: { notRemoved: boolean },
    ): Promise<boolean> {
      const updated =
        type === 'post'
          ? await db
              .update(communityPosts)
              .set(set.status ? { ...set, updatedAt: set.moderatedAt } : set)
              .where(opts.notRemoved ? targetNotRemoved('post', id) : eq(communityPosts.id, id))
              .returning({ id: communityPosts.id })
          : await db
              .update(communityComments)
              .set(set)
              .where(opts.notRemoved ? targetNotRemoved('comment', id) : eq(communityComments.id, id))
              .returning({ id: communityComments.id });
      return updated.length > 0;
    },
    /** Visible posts, newest first, after a cursor, optionally of one topic. */
    posts(q: { topic?: Topic | undefined; after?: { at: Date; id: string } | undefined; limit: number }) {
      const conds = [eq(communityPosts.status, 'visible')];
      if (q.topic) conds.push(eq(communityPosts.topic, q.topic));
      if (q.after) {
        const c = q.after;
        conds.push(
          or(lt(communityPosts.createdAt, c.at), and(eq(communityPosts.createdAt, c.at), lt(communityPosts.id, c.id)))!,
        );
      }
      return db
        .select()
        .from(communityPosts)
        .where(and(...conds))
        .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
        .limit(q.limit);
    },
    visibleComments: (postId: string, limit: number) =>
      db
        .select()
        .from(communityComments)
        .where(and(eq(communityComments.postId, postId), eq(communityComments.status, 'visible')))
        .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
        .limit(limit),
    async addPost(p: typeof communityPosts.$inferInsert): Promise<CommunityPostRow> {
      const [row] = await db.insert(communityPosts).values(p).returning();
      return row!;
    },
    async addComment(c: typeof communityComments.$inferInsert): Promise<CommunityCommentRow> {
      const [row] = await db.insert(communityComments).values(c).returning();
      return row!;
    },
    /** Removes the member's reaction of this kind; true when there was one. */
    async removeReaction(postId: string, userId: string, kind: string): Promise<boolean> {
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
      return removed.length > 0;
    },
    async addReaction(postId: string, userId: string, kind: string, at: Date): Promise<void> {
      await db.insert(communityReactions).values({ postId, userId, kind, createdAt: at }).onConflictDoNothing();
    },
    /** The author of a visible post, or of a visible comment under a visible post. */
    async visibleTargetAuthor(type: CommunityTargetType, id: string): Promise<{ userId: string | null } | null> {
      const rows =
        type === 'post'
          ? await db
              .select({ userId: communityPosts.userId })
              .from(communityPosts)
              .where(and(eq(communityPosts.id, id), eq(communityPosts.status, 'visible')))
          : await db
              .select({ userId: communityComments.userId })
              .from(communityComments)
              .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
              .where(
                and(
                  eq(communityComments.id, id),
                  eq(communityComments.status, 'visible'),
                  eq(communityPosts.status, 'visible'),
                ),
              );
      return rows[0] ?? null;
    },
    /** Records a report once per reporter; null when they reported it already. */
    async addReport(r: typeof communityReports.$inferInsert): Promise<CommunityReportRow | null> {
      const [row] = await db.insert(communityReports).values(r).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Counts a report on its target; a self-harm report makes the text urgent again. */
    async countReport(type: CommunityTargetType, id: string, selfHarm: boolean): Promise<void> {
      const flag = selfHarm ? { selfHarm: true, moderatedAt: null } : {};
      if (type === 'post')
        await db
          .update(communityPosts)
          .set({ reportCount: sql`${communityPosts.reportCount} + 1`, ...flag })
          .where(eq(communityPosts.id, id));
      else
        await db
          .update(communityComments)
          .set({ reportCount: sql`${communityComments.reportCount} + 1`, ...flag })
          .where(eq(communityComments.id, id));
    },
    /** The author removes their own post or comment; false when there is none to remove. */
    async removeOwn(type: CommunityTargetType, userId: string, id: string, at: Date): Promise<boolean> {
      const rows =
        type === 'post'
          ? await db
              .update(communityPosts)
              .set({ status: 'removed', updatedAt: at })
              .where(and(targetNotRemoved('post', id), eq(communityPosts.userId, userId)))
              .returning({ id: communityPosts.id })
          : await db
              .update(communityComments)
              .set({ status: 'removed' })
              .where(and(targetNotRemoved('comment', id), eq(communityComments.userId, userId)))
              .returning({ id: communityComments.id });
      return rows.length > 0;
    },
    /** Visible posts and comments with open reports or an unseen self-harm flag. */
    async waiting(limit: number) {
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
        .limit(limit);
      const comments = await commentsWithTopic(
        and(
          eq(communityComments.status, 'visible'),
          eq(communityPosts.status, 'visible'),
          openComments.length ? or(waitingComment, inArray(communityComments.id, openComments)) : waitingComment,
        ),
        limit,
      );
      return { posts, comments };
    },
    /** Hidden posts (most recently hidden first) and comments. */
    async hidden(limit: number) {
      const posts = await db
        .select()
        .from(communityPosts)
        .where(eq(communityPosts.status, 'hidden'))
        .orderBy(desc(communityPosts.moderatedAt))
        .limit(limit);
      const comments = await commentsWithTopic(eq(communityComments.status, 'hidden'), limit);
      return { posts, comments };
    },
    async setBan(
      userId: string,
      ban: { bannedAt: Date; banReason: string; bannedBy: string } | null,
    ): Promise<CommunityMemberRow | null> {
      const rows = await db
        .update(communityMembers)
        .set(ban ?? { bannedAt: null, banReason: null, bannedBy: null })
        .where(eq(communityMembers.userId, userId))
        .returning();
      return rows[0] ?? null;
    },
    banned: (limit: number) =>
      db
        .select()
        .from(communityMembers)
        .where(isNotNull(communityMembers.bannedAt))
        .orderBy(desc(communityMembers.bannedAt))
        .limit(limit),
  };
}
