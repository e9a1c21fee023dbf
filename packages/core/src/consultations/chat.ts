import type { ChatMessageViewData, ConsultationViewData, ConsultRole } from '@drishti/contracts/consultations';
import {
  type ConsultationMessage,
  consultationMessagesRepository,
} from '@drishti/db/repositories/consultation-messages';
import { DomainError } from '../errors';
import type { Consultation, ConsultationContext } from './context';
import { findContact } from './rules';
import type { ConsultationViews } from './view';

/** A page of a consultation's messages (see `history`). */
export interface HistoryPage {
  messages: ChatMessageViewData[];
  /** The consultation's last sequence number. */
  lastSeq: number;
  /** Messages follow this page. */
  more: boolean;
  /** The cursor for the next page (`after`). */
  nextAfterSeq: number;
}

function messageView(
  m: Pick<ConsultationMessage, 'seq' | 'clientId' | 'sender' | 'body' | 'createdAt'>,
): ChatMessageViewData {
  return { seq: m.seq, clientId: m.clientId, from: m.sender, text: m.body, at: m.createdAt.toISOString() };
}

/** The chat of a consultation: messages numbered once each, receipts, history and the transcript. */
export function consultationChat(ctx: ConsultationContext, views: ConsultationViews) {
  const { now } = ctx;
  const messages = consultationMessagesRepository(ctx.db);

  /**
   * One page of the messages after `after` of a consultation the caller has already opened as
   * `role`: `more` says that messages follow the page (fetch them with `after = nextAfterSeq`).
   */
  async function history(c: Consultation, role: ConsultRole, after: number, limit = 500): Promise<HistoryPage> {
    if (role === 'user' && c.transcriptDeletedAt) {
      return { messages: [], lastSeq: c.lastSeq, more: false, nextAfterSeq: c.lastSeq };
    }
    const rows = await messages.after(c.id, after, limit + 1);
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page.at(-1)?.seq ?? after;
    // A message stored after the row was read is included: the mark covers what is returned.
    const lastSeq = Math.max(c.lastSeq, rows.at(-1)?.seq ?? 0);
    return { messages: page.map(messageView), lastSeq, more, nextAfterSeq: more ? last : Math.max(last, lastSeq) };
  }

  return {
    history,

    /**
     * Stores a chat message once per client id, numbered in the conversation, and returns it. The
     * caller acknowledges it to the sender only after this resolves (after commit). `role`: the
     * sender's side when the caller has already established it (a socket that joined the
     * consultation); otherwise it is looked up. One statement does it all (see the repository).
     */
    async send(
      userId: string,
      id: string,
      clientId: string,
      text: string,
      role?: ConsultRole,
    ): Promise<{ message: ChatMessageViewData; role: ConsultRole; duplicate: boolean }> {
      const side = role ?? (await ctx.participant(id, userId)).role;
      const found = findContact(text);
      const row = await messages.store({
        consultationId: id,
        clientId,
        sender: side,
        body: text,
        allowed: found === null,
      });
      if (row) return { message: messageView(row), role: side, duplicate: row.duplicate };
      if (found) {
        throw new DomainError('invalid', 'Phone numbers, e-mail addresses, UPI ids and links cannot be shared here.', {
          code: `blocked-content:${found}`,
          key: 'blocked-content',
        });
      }
      throw new DomainError('conflict', 'This consultation is not in progress.', {
        code: 'consultation-not-in-progress',
      });
    },

    /**
     * Moves a side's delivered/read mark forward (never back, never past the last message).
     * `role`: the side, when the caller has already established it (a socket that joined).
     */
    async receipt(
      userId: string,
      id: string,
      seq: number,
      status: 'delivered' | 'read',
      role?: ConsultRole,
    ): Promise<{ role: ConsultRole }> {
      const side = role ?? (await ctx.participant(id, userId)).role;
      const key =
        side === 'user'
          ? status === 'read'
            ? 'userReadSeq'
            : 'userDeliveredSeq'
          : status === 'read'
            ? 'astrologerReadSeq'
            : 'astrologerDeliveredSeq';
      await messages.mark(id, key, seq);
      return { role: side };
    },

    async messages(userId: string, id: string, after: number, limit = 500): Promise<HistoryPage> {
      const { c, role } = await ctx.participant(id, userId);
      return history(c, role, after, limit);
    },

    /** The whole conversation as plain text, for the user to keep. */
    async transcript(userId: string, id: string): Promise<{ filename: string; text: string }> {
      const { c, role } = await ctx.participant(id, userId);
      if (role !== 'user')
        throw new DomainError('forbidden', 'Only the user can download the transcript.', {
          code: 'transcript-download-user-only',
        });
      if (c.transcriptDeletedAt)
        throw new DomainError('not-found', 'You deleted this transcript.', { code: 'transcript-deleted' });
      const a = await ctx.repo.astrologer(c.astrologerId);
      const rows = await messages.all(id);
      const head = [
        `Drishti consultation ${c.id}`,
        `Astrologer: ${a?.name ?? ''}`,
        `Channel: ${c.channel}`,
        `Requested: ${c.requestedAt.toISOString()}`,
        c.endedAt ? `Ended: ${c.endedAt.toISOString()}` : null,
        `Minutes billed: ${c.billedMinutes}; coins charged: ${c.chargedCoins ?? 0}`,
        '',
      ].filter((x) => x !== null);
      const lines = rows.map(
        (m) =>
          `[${m.createdAt.toISOString()}] ${m.sender === 'user' ? 'You' : m.sender === 'astrologer' ? (a?.name ?? 'Astrologer') : 'Drishti'}: ${m.body}`,
      );
      return { filename: `drishti-consultation-${c.id.slice(0, 8)}.txt`, text: `${[...head, ...lines].join('\n')}\n` };
    },

    /** The user deletes the conversation's messages (the billing record stays). */
    async deleteTranscript(userId: string, id: string): Promise<ConsultationViewData> {
      const { c, role } = await ctx.participant(id, userId);
      if (role !== 'user')
        throw new DomainError('forbidden', 'Only the user can delete the transcript.', {
          code: 'transcript-delete-user-only',
        });
      if (c.status === 'active' || c.status === 'requested' || c.status === 'waitlisted') {
        throw new DomainError('conflict', 'End the consultation before deleting its transcript.', {
          code: 'transcript-consultation-open',
        });
      }
      await messages.deleteAll(id);
      const row = await ctx.repo.update(id, { transcriptDeletedAt: now() });
      return views.view(row!, 'user');
    },
  };
}
