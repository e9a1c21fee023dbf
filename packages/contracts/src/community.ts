import { z } from 'zod';
import { envelope } from './envelope';

/** The four topics of the anonymous community, in the order they are shown. */
export const COMMUNITY_TOPICS = ['exam', 'relationship', 'career', 'depression'] as const;
export const communityTopic = z.enum(COMMUNITY_TOPICS, { message: 'Choose a topic' });
export type CommunityTopic = z.infer<typeof communityTopic>;

/** The reactions a member can give a post (each toggles on and off). */
export const REACTION_KINDS = ['support', 'relate', 'thanks'] as const;
export const reactionKind = z.enum(REACTION_KINDS, { message: 'Choose a reaction' });
export type ReactionKind = z.infer<typeof reactionKind>;

/** Why a post or comment is reported. */
export const REPORT_REASONS = ['self-harm', 'harassment', 'hate', 'spam', 'personal-info', 'other'] as const;
export const reportReason = z.enum(REPORT_REASONS, { message: 'Choose a reason' });
export type ReportReason = z.infer<typeof reportReason>;

/** Lengths (in characters, after cleaning) and per-member hourly limits. */
export const COMMUNITY_LIMITS = {
  postMin: 10,
  postMax: 2000,
  commentMin: 1,
  commentMax: 1000,
  detailsMax: 1000,
  banReasonMin: 3,
  banReasonMax: 1000,
  /** Longest raw text accepted before cleaning (anything longer is refused outright). */
  rawMax: 10_000,
  postsPerHour: 5,
  commentsPerHour: 30,
  reactionsPerHour: 120,
  reportsPerHour: 20,
} as const;

/** Posts per page of a topic's (or the whole community's) list. */
export const COMMUNITY_PAGE_SIZE = 10;

/**
 * Community text as it is stored: Unicode NFC, line breaks as `\n`, tabs as spaces, control
 * characters (NUL included) and bidirectional overrides/isolates removed (they can disguise
 * text), at most one blank line in a row, trimmed. Zero-width joiners stay: Devanagari needs
 * them. The text is plain: it is always rendered as text, never as HTML.
 */
export function cleanCommunityText(input: string): string {
  return (
    input
      .normalize('NFC')
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(/\t/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
      .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
      .replace(/[ \u00A0]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const cleaned = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z
    .string()
    .max(COMMUNITY_LIMITS.rawMax, 'The text is far too long.')
    .transform(cleanCommunityText)
    .pipe(z.string().min(min, minMessage).max(max, maxMessage));

export const postBodyText = cleaned(
  COMMUNITY_LIMITS.postMin,
  'Write at least 10 characters.',
  COMMUNITY_LIMITS.postMax,
  'Keep the post under 2000 characters.',
);
export const commentBodyText = cleaned(
  COMMUNITY_LIMITS.commentMin,
  'Write a comment first.',
  COMMUNITY_LIMITS.commentMax,
  'Keep the comment under 1000 characters.',
);

export const postCreateBody = z.object({ topic: communityTopic, body: postBodyText });
export const commentCreateBody = z.object({ body: commentBodyText });
export const reactionBody = z.object({ kind: reactionKind });
export const reportCreateBody = z.object({
  targetType: z.enum(['post', 'comment'], { message: 'Say what you are reporting' }),
  targetId: z.string().uuid('Unknown post or comment'),
  reason: reportReason,
  details: z
    .string()
    .max(COMMUNITY_LIMITS.rawMax, 'The text is far too long.')
    .transform(cleanCommunityText)
    .pipe(z.string().max(COMMUNITY_LIMITS.detailsMax, 'Keep the details under 1000 characters.'))
    .optional(),
});
export const banBody = z.object({
  reason: cleaned(
    COMMUNITY_LIMITS.banReasonMin,
    'Give a reason (at least 3 characters).',
    COMMUNITY_LIMITS.banReasonMax,
    'Keep the reason under 1000 characters.',
  ),
});

export const communityIdParams = z.object({ id: z.string().uuid('Unknown post or comment') });
export const communityUserParams = z.object({ userId: z.string().uuid('Unknown member') });
export const communityTargetParams = z.object({
  kind: z.enum(['posts', 'comments']),
  id: z.string().uuid('Unknown post or comment'),
});
export const postListQuery = z.object({
  topic: communityTopic.optional(),
  cursor: z.string().max(200).optional(),
});

export const reactionCounts = z.object({
  support: z.number().int(),
  relate: z.number().int(),
  thanks: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCounts>;

export const postView = z.object({
  id: z.string(),
  topic: communityTopic,
  /** The author's pseudonymous handle, as stored ("Calm Lotus 482"); shown localised. */
  handle: z.string(),
  body: z.string(),
  /** The text signals self-harm: shown with the crisis helplines. */
  selfHarm: z.boolean(),
  createdAt: z.string(),
  commentCount: z.number().int(),
  reactions: reactionCounts,
  /** For the signed-in reader: their own reactions, whether they wrote it, whether they reported it. */
  myReactions: z.array(reactionKind),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
});
export type PostViewData = z.infer<typeof postView>;

export const commentView = z.object({
  id: z.string(),
  postId: z.string(),
  handle: z.string(),
  body: z.string(),
  selfHarm: z.boolean(),
  createdAt: z.string(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
});
export type CommentViewData = z.infer<typeof commentView>;

export const postPage = z.object({ items: z.array(postView), nextCursor: z.string().nullable() });
export type PostPageData = z.infer<typeof postPage>;

export const postDetail = z.object({ post: postView, comments: z.array(commentView) });
export type PostDetailData = z.infer<typeof postDetail>;

export const memberView = z.object({
  handle: z.string(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
});
export type MemberViewData = z.infer<typeof memberView>;

export const reactionResult = z.object({ reactions: reactionCounts, myReactions: z.array(reactionKind) });
export type ReactionResultData = z.infer<typeof reactionResult>;

export const reportView = z.object({ id: z.string(), targetType: z.enum(['post', 'comment']), targetId: z.string() });

/** One post or comment in the moderators' queue or hidden list. */
export const moderationItem = z.object({
  targetType: z.enum(['post', 'comment']),
  id: z.string(),
  postId: z.string(),
  topic: communityTopic,
  handle: z.string(),
  /** The author's account (for a ban), null once the account is gone. */
  userId: z.string().nullable(),
  memberBanned: z.boolean(),
  body: z.string(),
  status: z.enum(['visible', 'hidden', 'removed']),
  selfHarm: z.boolean(),
  /** Self-harm not yet seen by a moderator: shown first. */
  urgent: z.boolean(),
  openReports: z.number().int(),
  reports: z.array(
    z.object({ reason: reportReason, details: z.string().nullable(), status: z.string(), createdAt: z.string() }),
  ),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
});
export type ModerationItemData = z.infer<typeof moderationItem>;

export const bannedMember = z.object({
  userId: z.string(),
  handle: z.string(),
  bannedAt: z.string(),
  banReason: z.string().nullable(),
});
export type BannedMemberData = z.infer<typeof bannedMember>;

export const postPageResponse = envelope(postPage);
export const postDetailResponse = envelope(postDetail);
export const postResponse = envelope(postView);
export const commentResponse = envelope(commentView);
export const memberResponse = envelope(memberView);
export const reactionResponse = envelope(reactionResult);
export const reportResponse = envelope(reportView);
export const moderationListResponse = envelope(z.object({ items: z.array(moderationItem) }));
export const moderationItemResponse = envelope(moderationItem);
export const bannedListResponse = envelope(z.object({ items: z.array(bannedMember) }));
export const okResponse = envelope(z.object({ ok: z.literal(true) }));
