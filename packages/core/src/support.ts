import {
  type AdminSupportTicketSummaryData,
  type AdminSupportTicketViewData,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportCategory,
  type SupportConsultationFactsData,
  type SupportMessageViewData,
  type SupportStatus,
  type SupportTicketSummaryData,
  type SupportTicketViewData,
} from '@drishti/contracts/support';
import type { Db } from '@drishti/db/connection';
import { type NewSupportMessage, type SupportTicketRow, supportRepository } from '@drishti/db/repositories/support';
import { REFUND_TICKET_WORDS } from '@drishti/content/api-messages-support';
import { DomainError } from './errors';
import { notify } from './notifications';
import { type FileStorage, fileExtension, type SniffedType } from './storage';

/** A file sent with a message: its bytes, its type as recognised from them, and the name it came with. */
export interface IncomingAttachment {
  bytes: Uint8Array;
  type: SniffedType;
  name: string;
}

export interface SupportActor {
  id: string;
  role: 'user' | 'astrologer' | 'admin';
}

type Ticket = SupportTicketRow;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * User text as we store it: plain text (React renders it as text), line breaks kept as `\n`,
 * control and bidi-override characters removed, trimmed and capped at `max` characters.
 */
export function cleanText(text: string, max: number, opts: { multiline?: boolean } = {}): string {
  let t = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL, '');
  t = opts.multiline ? t.replace(/\n{3,}/g, '\n\n') : t.replace(/\s+/g, ' ');
  return Array.from(t.trim()).slice(0, max).join('').trim();
}

/** A file name safe to show and to send in Content-Disposition: no paths, no odd characters. */
export function cleanFileName(name: string, type: SniffedType): string {
  const ext = fileExtension(type);
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}\p{M} _()-]/gu, '')
    .trim()
    .slice(0, 60);
  return `${base || 'file'}.${ext}`;
}

/** The ticket's user-facing reference in links and the page address. */
export const ticketPath = (id: string) => `/support/${id}`;

/**
 * Support tickets: a user opens one (category, subject, first message, up to 3 private files),
 * support and the user write back and forth, and the status follows who is waiting: `open` (for
 * support), `answered` (for the user), `resolved`; a user's new message reopens it. Admin replies
 * and resolutions notify the user (kind `support`, through notify(): in-app and push per their settings).
 */
export function supportService({ db, storage, now }: { db: Db; storage: FileStorage; now: () => Date }) {
  const repo = supportRepository(db);
  const ticketByRef = (ref: string): Promise<Ticket | null> => repo.byRef(ref);

  /** The ticket when the actor may see it: its user, or an admin. Anyone else gets "not found". */
  async function visibleTicket(actor: SupportActor, ref: string): Promise<Ticket> {
    const t = await ticketByRef(ref);
    if (!t || (actor.role !== 'admin' && t.userId !== actor.id))
      throw new DomainError('not-found', 'No such ticket.', { code: 'no-such-ticket' });
    return t;
  }

  async function storeFiles(
    files: readonly IncomingAttachment[],
  ): Promise<{ key: string; file: IncomingAttachment }[]> {
    if (files.length > SUPPORT_ATTACHMENTS_PER_MESSAGE) {
      throw new DomainError('invalid', 'Attach at most 3 files to a message.', {
        code: 'too-many-files',
        fields: [{ field: 'files', message: 'At most 3 files' }],
      });
    }
    for (const f of files) {
      if (f.bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES) {
        throw new DomainError('invalid', 'A file is larger than 5 MB.', {
          code: 'support-file-too-large',
          fields: [{ field: 'files', message: 'Larger than 5 MB' }],
        });
      }
    }
    const stored: { key: string; file: IncomingAttachment }[] = [];
    try {
      for (const file of files) stored.push({ key: await storage.put('support', file.bytes, file.type), file });
    } catch (e) {
      await Promise.all(stored.map((s) => storage.remove(s.key)));
      throw e;
    }
    return stored;
  }

  /** A message to insert, with its files (already stored). */
  function message(
    author: { id: string; role: 'user' | 'admin' },
    body: string,
    stored: { key: string; file: IncomingAttachment }[],
  ): NewSupportMessage {
    return {
      authorId: author.id,
      authorRole: author.role,
      body,
      createdAt: now(),
      attachments: stored.map((s) => ({
        storageKey: s.key,
        name: cleanFileName(s.file.name, s.file.type),
        mime: s.file.type,
        size: s.file.bytes.length,
      })),
    };
  }

  async function withFiles<T>(
    files: readonly IncomingAttachment[],
    work: (stored: { key: string; file: IncomingAttachment }[]) => Promise<T>,
  ) {
    const stored = await storeFiles(files);
    try {
      return await work(stored);
    } catch (e) {
      await Promise.all(stored.map((s) => storage.remove(s.key)));
      throw e;
    }
  }

  function body(text: string): string {
    const b = cleanText(text, SUPPORT_MESSAGE_MAX, { multiline: true });
    if (b.length < 2) {
      throw new DomainError('invalid', 'Write your message', {
        code: 'support-message-empty',
        fields: [{ field: 'body', message: 'Write your message' }],
      });
    }
    return b;
  }

  const messageCounts = (ids: string[]) => repo.messageCounts(ids);

  function summary(t: Ticket, messageCount: number): SupportTicketSummaryData {
    return {
      id: t.id,
      number: t.number,
      category: t.category,
      subject: t.subject,
      status: t.status,
      consultationId: t.consultationId,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
      resolvedAt: t.resolvedAt?.toISOString() ?? null,
      messageCount,
    };
  }

  async function consultationFacts(id: string | null): Promise<SupportConsultationFactsData | null> {
    if (!id) return null;
    const r = await repo.consultation(id);
    if (!r) return null;
    return {
      id: r.c.id,
      astrologerName: r.name,
      astrologerNameHi: r.nameHi,
      channel: r.c.channel,
      status: r.c.status,
      billedMinutes: r.c.billedMinutes,
      chargedCoins: r.c.chargedCoins,
      pricePerMinute: r.c.pricePerMinute,
      requestedAt: r.c.requestedAt.toISOString(),
      endedAt: r.c.endedAt?.toISOString() ?? null,
      refundRequestedAt: r.c.refundRequestedAt?.toISOString() ?? null,
    };
  }

  async function fullView(t: Ticket): Promise<SupportTicketViewData> {
    const { messages: msgs, files } = await repo.thread(t.id);
    const messages: SupportMessageViewData[] = msgs.map((m) => ({
      id: m.id,
      authorRole: m.authorRole,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      attachments: files
        .filter((f) => f.messageId === m.id)
        .map((f) => ({ id: f.id, name: f.name, mime: f.mime, size: f.size, url: `/api/support/attachments/${f.id}` })),
    }));
    return { ...summary(t, messages.length), messages, consultation: await consultationFacts(t.consultationId) };
  }

  async function userOf(userId: string | null) {
    if (!userId) return null;
    return repo.userOf(userId);
  }

  const waitingSince = (t: Ticket) => (t.status === 'open' ? t.updatedAt.toISOString() : null);

  /**
   * Tells the user about a reply or a resolution (in-app row and web push, each unless switched
   * off). After the commit: a push is a network call and must not hold the transaction open.
   */
  async function notifyUser(t: Ticket, event: 'reply' | 'resolved') {
    if (!t.userId) return;
    await notify(db, t.userId, 'support', { event, ticketNumber: t.number, ticketId: t.id }, ticketPath(t.id));
  }

  return {
    /** Opens a ticket with its first message. */
    async create(
      userId: string,
      input: { category: SupportCategory; subject: string; body: string; files?: readonly IncomingAttachment[] },
    ): Promise<SupportTicketViewData> {
      const subject = cleanText(input.subject, SUPPORT_SUBJECT_MAX);
      if (subject.length < 3) {
        throw new DomainError('invalid', 'Write a subject of at least 3 characters', {
          code: 'subject-too-short',
          fields: [{ field: 'subject', message: 'Write a subject of at least 3 characters' }],
        });
      }
      const text = body(input.body);
      const ticket = await withFiles(input.files ?? [], (stored) =>
        repo.create(
          { userId, category: input.category, subject, at: now() },
          message({ id: userId, role: 'user' }, text, stored),
        ),
      );
      return fullView(ticket);
    },

    /**
     * The ticket a refund request opens (category consultation, linked to it): once per
     * consultation, a repeat returns the existing one.
     */
    async openForRefund(
      userId: string,
      consultationId: string,
      reason: string,
      locale: 'en' | 'hi' = 'en',
    ): Promise<{ id: string; number: number }> {
      const existing = await repo.forConsultation(consultationId);
      if (existing) return existing;
      const facts = await consultationFacts(consultationId);
      if (!facts) throw new DomainError('not-found', 'No such consultation.', { code: 'no-such-consultation' });
      // Written in the language the user asked in: the subject is theirs to read on their list.
      const day = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(facts.requestedAt));
      const words = REFUND_TICKET_WORDS[locale];
      const name = locale === 'hi' ? facts.astrologerNameHi || facts.astrologerName : facts.astrologerName;
      const subject = cleanText(`${words.subject}: ${name}, ${day}`, SUPPORT_SUBJECT_MAX);
      const text = cleanText(reason, SUPPORT_MESSAGE_MAX, { multiline: true }) || words.noReason;
      return repo.openForConsultation(
        { userId, consultationId, subject, at: now() },
        message({ id: userId, role: 'user' }, text, []),
      );
    },

    /** A user's own tickets, the ones waiting on them first, then newest. */
    async listMine(userId: string): Promise<SupportTicketSummaryData[]> {
      const rows = await repo.ofUser(userId);
      const counts = await messageCounts(rows.map((r) => r.id));
      return rows.map((t) => summary(t, counts.get(t.id) ?? 0));
    },

    async get(actor: SupportActor, ref: string): Promise<SupportTicketViewData> {
      return fullView(await visibleTicket(actor, ref));
    },

    /** Admins: by status, open first and the longest waiting first; then answered and resolved, newest first. */
    async listForAdmin(status?: SupportStatus): Promise<AdminSupportTicketSummaryData[]> {
      const rows = await repo.forAdmin(status);
      const counts = await messageCounts(rows.map((r) => r.t.id));
      return rows.map((r) => ({
        ...summary(r.t, counts.get(r.t.id) ?? 0),
        user: r.user?.id ? r.user : null,
        waitingSince: waitingSince(r.t),
      }));
    },

    async getForAdmin(ref: string): Promise<AdminSupportTicketViewData> {
      const t = await ticketByRef(ref);
      if (!t) throw new DomainError('not-found', 'No such ticket.', { code: 'no-such-ticket' });
      return { ...(await fullView(t)), user: await userOf(t.userId), waitingSince: waitingSince(t) };
    },

    /**
     * A message in the thread. The user's reopens a resolved ticket and makes it wait for support;
     * an admin's marks it answered and notifies the user.
     */
    async addMessage(
      actor: SupportActor,
      ticketId: string,
      input: { body: string; files?: readonly IncomingAttachment[] },
    ): Promise<SupportTicketViewData> {
      const t = await visibleTicket(actor, ticketId);
      const asAdmin = actor.role === 'admin' && t.userId !== actor.id;
      const text = body(input.body);
      const updated = await withFiles(input.files ?? [], (stored) =>
        repo.reply(
          t.id,
          message({ id: actor.id, role: asAdmin ? 'admin' : 'user' }, text, stored),
          asAdmin ? 'answered' : 'open',
        ),
      );
      if (asAdmin) await notifyUser(updated, 'reply');
      return fullView(updated);
    },

    /** Closes a ticket (its user or an admin); an admin's resolution notifies the user. */
    async resolve(actor: SupportActor, ticketId: string): Promise<SupportTicketViewData> {
      const t = await visibleTicket(actor, ticketId);
      if (t.status === 'resolved') return fullView(t);
      const asAdmin = actor.role === 'admin' && t.userId !== actor.id;
      const updated = await repo.resolve(t.id, now());
      if (asAdmin) await notifyUser(updated, 'resolved');
      return fullView(updated);
    },

    /** A file of a message, for the ticket's user or an admin. */
    async attachment(actor: SupportActor, attachmentId: string) {
      const r = await repo.attachment(attachmentId);
      if (!r || (actor.role !== 'admin' && r.userId !== actor.id))
        throw new DomainError('not-found', 'No such file.', { code: 'no-such-file' });
      const bytes = await storage.get(r.a.storageKey);
      if (!bytes) throw new DomainError('not-found', 'No such file.', { code: 'no-such-file' });
      return { bytes, mime: r.a.mime, name: r.a.name };
    },

    /** Tickets of a user that are not resolved yet. */
    openCount: (userId: string): Promise<number> => repo.openCount(userId),
  };
}

export type SupportService = ReturnType<typeof supportService>;
