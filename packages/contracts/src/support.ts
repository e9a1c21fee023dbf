import { z } from 'zod';
import { consultationView } from './consultations';
import { envelope } from './envelope';

/** What a ticket is about. */
export const SUPPORT_CATEGORIES = ['payment', 'consultation', 'account', 'other'] as const;
export const supportCategory = z.enum(SUPPORT_CATEGORIES);
export type SupportCategory = z.infer<typeof supportCategory>;

/** open: waiting for support; answered: waiting for the user; resolved. */
export const SUPPORT_STATUSES = ['open', 'answered', 'resolved'] as const;
export const supportStatus = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatus>;

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 2;
export const SUPPORT_MESSAGE_MAX = 4000;
/** Attachments: JPEG, PNG, WebP or PDF (recognised by their bytes), up to 5 MB each, 3 per message. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENTS_PER_MESSAGE = 3;
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The text fields of a new ticket (sent as multipart/form-data together with up to 3 files named `files`). */
export const supportTicketFields = z.object({
  category: supportCategory,
  subject: z
    .string()
    .trim()
    .min(SUPPORT_SUBJECT_MIN, 'Write a subject of at least 3 characters')
    .max(SUPPORT_SUBJECT_MAX, 'Keep the subject under 120 characters'),
  body: z
    .string()
    .trim()
    .min(SUPPORT_MESSAGE_MIN, 'Write your message')
    .max(SUPPORT_MESSAGE_MAX, 'Keep the message under 4000 characters'),
});
export type SupportTicketFields = z.infer<typeof supportTicketFields>;

/** The text of a reply (multipart/form-data, with up to 3 files named `files`). */
export const supportMessageFields = supportTicketFields.pick({ body: true });

export const supportAttachmentView = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Same-origin download path (only the ticket's user and admins may open it). */
  url: z.string(),
});
export type SupportAttachmentViewData = z.infer<typeof supportAttachmentView>;

export const supportMessageView = z.object({
  id: z.string(),
  authorRole: z.enum(['user', 'admin']),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(supportAttachmentView),
});
export type SupportMessageViewData = z.infer<typeof supportMessageView>;

export const supportTicketSummary = z.object({
  id: z.string(),
  /** Shown as "#1042". */
  number: z.number().int(),
  category: supportCategory,
  subject: z.string(),
  status: supportStatus,
  consultationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  messageCount: z.number().int(),
});
export type SupportTicketSummaryData = z.infer<typeof supportTicketSummary>;

/** The facts of the consultation a refund ticket is about (what support needs to decide). */
export const supportConsultationFacts = z.object({
  id: z.string(),
  astrologerName: z.string(),
  astrologerNameHi: z.string(),
  channel: z.enum(['chat', 'voice', 'video']),
  status: z.string(),
  billedMinutes: z.number().int(),
  chargedCoins: z.number().int().nullable(),
  pricePerMinute: z.number().int(),
  requestedAt: z.string(),
  endedAt: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
});
export type SupportConsultationFactsData = z.infer<typeof supportConsultationFacts>;

export const supportTicketView = supportTicketSummary.extend({
  messages: z.array(supportMessageView),
  consultation: supportConsultationFacts.nullable(),
});
export type SupportTicketViewData = z.infer<typeof supportTicketView>;

/** A ticket as admins see it: who opened it (null once the account was deleted). */
export const adminSupportTicketSummary = supportTicketSummary.extend({
  user: z.object({ id: z.string(), name: z.string().nullable(), phone: z.string() }).nullable(),
  /** Since when the ticket waits for support (the user's last message), or null when it does not. */
  waitingSince: z.string().nullable(),
});
export type AdminSupportTicketSummaryData = z.infer<typeof adminSupportTicketSummary>;
export const adminSupportTicketView = supportTicketView.extend({
  user: adminSupportTicketSummary.shape.user,
  waitingSince: z.string().nullable(),
});
export type AdminSupportTicketViewData = z.infer<typeof adminSupportTicketView>;

/** `/support/1042` or `/support/<uuid>`. */
export const supportTicketRefParams = z.object({
  ref: z.string().regex(/^(\d{1,9}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, 'Unknown ticket'),
});
export const supportTicketIdParams = z.object({ id: z.string().uuid('Unknown ticket') });
export const supportAttachmentParams = z.object({ id: z.string().uuid('Unknown file') });
export const adminSupportListQuery = z.object({
  status: z.enum(['open', 'answered', 'resolved', 'all', '']).optional(),
});

export const supportTicketResponse = envelope(supportTicketView);
export const supportTicketListResponse = envelope(z.array(supportTicketSummary));
export const adminSupportTicketResponse = envelope(adminSupportTicketView);
export const adminSupportTicketListResponse = envelope(z.array(adminSupportTicketSummary));

/** The refund request answers with the consultation and the support ticket it opened. */
export const refundTicketResponse = envelope(
  consultationView.extend({ supportTicket: z.object({ id: z.string(), number: z.number().int() }).nullable() }),
);
