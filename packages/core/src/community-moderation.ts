/** The community's moderation: the queue, hidden texts, hiding, restoring, dismissing and bans (admins). */
import type {
  BannedMemberData,
  CommunityTopic,
  MemberViewData,
  ModerationItemData,
  ReportReason,
} from '@drishti/contracts/community';
import type {
  CommunityCommentRow as CommentRow,
  CommunityPostRow as PostRow,
  communityRepository,
} from '@drishti/db/repositories/community';
import { DomainError } from './errors';

type TargetType = 'post' | 'comment';
const MODERATION_LIMIT = 100;

export function communityModeration({ repo, now }: { repo: ReturnType<typeof communityRepository>; now: () => Date }) {
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
      if (!post) throw new DomainError('not-found', 'No such post.', { code: 'no-such-post' });
      return (await moderationItems([post], []))[0]!;
    }
    const rows = await repo.comment(id);
    if (!rows[0]) throw new DomainError('not-found', 'No such comment.', { code: 'no-such-comment' });
    return (await moderationItems([], rows))[0]!;
  }

  /** Closes the open reports of a target. */
  const resolveReports = (type: TargetType, id: string, adminId: string, status: 'actioned' | 'dismissed') =>
    repo.resolveReports(type, id, adminId, status, now());

  async function setStatus(type: TargetType, id: string, adminId: string, status: 'visible' | 'hidden') {
    const set = { status, moderatedBy: adminId, moderatedAt: now() };
    if (!(await repo.moderate(type, id, set, { notRemoved: true })))
      throw new DomainError('not-found', type === 'post' ? 'No such post.' : 'No such comment.', {
        code: type === 'post' ? 'no-such-post' : 'no-such-comment',
      });
  }

  return {
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
        throw new DomainError('not-found', type === 'post' ? 'No such post.' : 'No such comment.', {
          code: type === 'post' ? 'no-such-post' : 'no-such-comment',
        });
      await resolveReports(type, id, adminId, 'dismissed');
      return moderationItem(type, id);
    },

    /** Bans a member from writing (they can still read), with the reason kept. */
    async ban(userId: string, reason: string, adminId: string): Promise<MemberViewData> {
      const m = await repo.setBan(userId, { bannedAt: now(), banReason: reason, bannedBy: adminId });
      if (!m) throw new DomainError('not-found', 'No such member.', { code: 'no-such-member' });
      return { handle: m.handle, banned: true, banReason: m.banReason };
    },

    async unban(userId: string): Promise<MemberViewData> {
      const m = await repo.setBan(userId, null);
      if (!m) throw new DomainError('not-found', 'No such member.', { code: 'no-such-member' });
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
