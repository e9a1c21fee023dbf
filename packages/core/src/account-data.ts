import { DELETED_MEMBER } from '@drishti/content/community';
import { ACCOUNT_EXPORT_VERSION, ACCOUNT_NAME_MAX, type AccountDeletionCheckData } from '@drishti/contracts/account';
import type { Db } from '@drishti/db/connection';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { type User, usersRepository } from '@drishti/db/repositories/users';
import { accountDataRepository } from '@drishti/db/repositories/account-data';
import { DomainError } from './errors';
import type { FileStorage } from './storage';
import { statementService } from './statement';
import { cleanText } from './support';

/**
 * The handle a deleted member's community posts and comments keep (the community pages show it
 * in the reader's language: "Deleted member" / "हटाया गया सदस्य").
 */
export const DELETED_MEMBER_HANDLE = DELETED_MEMBER.en;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The user's own data: their profile and language, everything we hold about them as one JSON
 * export, and deleting the account.
 *
 * Deletion (one transaction) signs out everywhere, marks the account deleted, frees the phone
 * number (`deleted:<id>`, so the same number signs up as a new, empty account), clears the name
 * and notification settings, and deletes: saved kundalis, push subscriptions, notifications, follows,
 * reminders, support tickets (with their messages and files), consultation transcripts and the
 * birth details shared with astrologers, booking notes and photos, the community membership and
 * reactions, an unfinished astrologer application, sign-in codes. Community posts and comments stay,
 * detached from the account under the handle "Deleted member". Money records stay (ledger,
 * payments, bookings, consultations with their minutes and coins), and reviews stay without a name,
 * tied only to the account's id.
 */
export function accountDataService({ db, storage, now }: { db: Db; storage: FileStorage; now: () => Date }) {
  const usersRepo = usersRepository(db);
  const ledger = ledgerRepository(db);
  const statement = statementService({ db });
  const repo = accountDataRepository(db);

  async function liveUser(userId: string): Promise<User> {
    const u = await usersRepo.findById(userId);
    if (!u) throw new DomainError('not-found', 'No such account.', { code: 'no-such-account' });
    return u;
  }

  async function walletStatement(userId: string) {
    const wallet = await ledger.account('wallet', userId);
    const reserved = await ledger.account('reserved', userId);
    const lines = [];
    let before: number | undefined;
    for (;;) {
      const page = await ledger.statement(wallet.id, { limit: 500, ...(before ? { before } : {}) });
      lines.push(...page);
      if (page.length < 500) break;
      before = page[page.length - 1]!.entryId;
    }
    return {
      balance: wallet.balance,
      reserved: reserved.balance,
      statement: lines.map((l) => ({
        kind: l.kind,
        amount: l.amount,
        balanceAfter: l.balanceAfter,
        at: l.createdAt.toISOString(),
      })),
      /** The same statement as the wallet page shows it: one line per consultation and per booking. */
      lines: await statement.walletAll(userId),
    };
  }

  return {
    async updateProfile(userId: string, patch: { name?: string | null | undefined; locale?: 'en' | 'hi' | undefined }) {
      await liveUser(userId);
      const set: { name?: string | null; locale?: 'en' | 'hi' } = {};
      if (patch.name !== undefined)
        set.name = patch.name === null ? null : cleanText(patch.name, ACCOUNT_NAME_MAX) || null;
      if (patch.locale) set.locale = patch.locale;
      const updated = await usersRepo.update(userId, set);
      if (!updated) throw new DomainError('not-found', 'No such account.', { code: 'no-such-account' });
      return updated;
    },

    /** What stands in the way of deleting, and the coins that would be forfeited. */
    async deletionCheck(userId: string): Promise<AccountDeletionCheckData> {
      const u = await liveUser(userId);
      const [wallet, reserved, open, tickets] = await Promise.all([
        ledger.account('wallet', userId),
        ledger.account('reserved', userId),
        repo.openConsultations(userId),
        repo.openTickets(userId),
      ]);
      return {
        coins: wallet.balance,
        reserved: reserved.balance,
        openConsultation: open > 0,
        staff: u.role !== 'user',
        openTickets: tickets,
      };
    },

    /** Everything we hold about the user, as one JSON document (no secrets, no one else's data). */
    async exportData(userId: string) {
      const u = await liveUser(userId);
      const rows = await repo.exportRows(userId);

      return {
        format: 'drishti-account-export',
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: now().toISOString(),
        account: {
          id: u.id,
          phone: u.phone,
          name: u.name,
          role: u.role,
          locale: u.locale,
          createdAt: u.createdAt.toISOString(),
          updatedAt: iso(rows.row?.updatedAt),
          notificationSettings: rows.row?.settings ?? {},
        },
        birthProfiles: rows.profiles.map((p) => ({
          id: p.id,
          name: p.name,
          gender: p.gender,
          relation: p.relation,
          birthDate: p.birthDate,
          birthTime: p.birthTime,
          placeName: p.placeName,
          lat: p.lat,
          lon: p.lon,
          timezone: p.timezone,
          createdAt: p.createdAt.toISOString(),
        })),
        wallet: await walletStatement(userId),
        payments: rows.payments.map((p) => ({
          id: p.id,
          gateway: p.gateway,
          gatewayOrderId: p.gatewayOrderId,
          gatewayPaymentId: p.gatewayPaymentId,
          purpose: p.purpose,
          packId: p.packId,
          coins: p.coins,
          pricePaise: p.pricePaise,
          gstPaise: p.gstPaise,
          totalPaise: p.totalPaise,
          status: p.status,
          createdAt: p.createdAt.toISOString(),
          paidAt: iso(p.paidAt),
        })),
        refunds: rows.refunds.map((r) => ({
          id: r.id,
          paymentOrderId: r.paymentOrderId,
          bookingId: r.bookingId,
          gatewayPaymentId: r.gatewayPaymentId,
          gatewayRefundId: r.gatewayRefundId,
          coins: r.coins,
          amountPaise: r.amountPaise,
          status: r.status,
          walletCredited: r.walletCredited,
          createdAt: r.createdAt.toISOString(),
          settledAt: iso(r.settledAt),
        })),
        bookings: rows.myBookings.map(({ b, astrologer }) => ({
          id: b.id,
          astrologer,
          channel: b.channel,
          startsAt: b.startsAt.toISOString(),
          durationMinutes: b.durationMinutes,
          priceCoins: b.priceCoins,
          status: b.status,
          note: b.note,
          hasAttachment: b.attachmentKey !== null,
          createdAt: b.createdAt.toISOString(),
          cancelledAt: iso(b.cancelledAt),
          cancelReason: b.cancelReason,
          refundCoins: b.refundCoins,
        })),
        consultations: rows.myConsultations.map(({ c, astrologer }) => ({
          id: c.id,
          astrologer,
          channel: c.channel,
          status: c.status,
          pricePerMinute: c.pricePerMinute,
          requestedAt: c.requestedAt.toISOString(),
          endedAt: iso(c.endedAt),
          endReason: c.endReason,
          billedMinutes: c.billedMinutes,
          chargedCoins: c.chargedCoins,
          birthDetailsShared: c.birth,
          refundRequestedAt: iso(c.refundRequestedAt),
          refundReason: c.refundReason,
          transcriptDeletedAt: iso(c.transcriptDeletedAt),
          transcript: rows.transcripts
            .filter((m) => m.consultationId === c.id)
            .map((m) => ({ seq: m.seq, from: m.sender, text: m.body, at: m.createdAt.toISOString() })),
        })),
        reviews: rows.myReviews.map(({ r, astrologer }) => ({
          id: r.id,
          astrologer,
          rating: r.rating,
          comment: r.comment,
          reply: r.reply,
          hidden: r.hidden,
          createdAt: r.createdAt.toISOString(),
        })),
        community: {
          handle: rows.member[0]?.handle ?? null,
          posts: rows.posts.map((p) => ({
            id: p.id,
            topic: p.topic,
            body: p.body,
            status: p.status,
            createdAt: p.createdAt.toISOString(),
          })),
          comments: rows.comments.map((c) => ({
            id: c.id,
            postId: c.postId,
            body: c.body,
            status: c.status,
            createdAt: c.createdAt.toISOString(),
          })),
        },
        reminders: rows.myReminders.map((r) => ({
          id: r.id,
          remedy: r.remedy,
          title: r.title,
          note: r.note,
          schedule: r.schedule,
          place: r.place,
          status: r.status,
          nextAt: iso(r.nextAt),
          streak: r.streak,
          bestStreak: r.bestStreak,
          lastDoneAt: iso(r.lastDoneAt),
          createdAt: r.createdAt.toISOString(),
          occurrences: rows.occurrences
            .filter((o) => o.reminderId === r.id)
            .map((o) => ({ dueAt: o.dueAt.toISOString(), doneAt: iso(o.doneAt), snoozedUntil: iso(o.snoozedUntil) })),
        })),
        notifications: rows.myNotifications.map((n) => ({
          id: n.id,
          kind: n.kind,
          params: n.params,
          url: n.url,
          readAt: iso(n.readAt),
          createdAt: n.createdAt.toISOString(),
        })),
        follows: rows.followed.map((a) => ({
          astrologer: a.slug,
          name: a.name,
          followedAt: a.followedAt.toISOString(),
        })),
        supportTickets: rows.tickets.map((t) => ({
          id: t.id,
          number: t.number,
          category: t.category,
          subject: t.subject,
          status: t.status,
          consultationId: t.consultationId,
          createdAt: t.createdAt.toISOString(),
          resolvedAt: iso(t.resolvedAt),
          messages: rows.ticketMessages
            .filter((m) => m.ticketId === t.id)
            .map((m) => ({
              from: m.authorRole,
              body: m.body,
              at: m.createdAt.toISOString(),
              attachments: rows.ticketFiles
                .filter((f) => f.messageId === m.id)
                .map((f) => ({ name: f.name, mime: f.mime, size: f.size })),
            })),
        })),
        pushSubscriptions: rows.push.map((p) => ({ endpoint: p.endpoint, createdAt: p.createdAt.toISOString() })),
        appDevices: rows.devices.map((d) => ({
          platform: d.platform,
          registeredAt: d.createdAt.toISOString(),
          lastSeenAt: d.lastSeenAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes the account as described above. Refused while a consultation is open, and for staff
     * accounts (astrologers and admins are closed by the team).
     */
    async deleteAccount(userId: string): Promise<void> {
      const check = await this.deletionCheck(userId);
      if (check.staff) {
        throw new DomainError('forbidden', 'Astrologer and admin accounts are closed by the Drishti team.', {
          code: 'staff-accounts-closed-by-team',
        });
      }
      if (check.openConsultation) {
        throw new DomainError('conflict', 'End your open consultation before deleting your account.', {
          code: 'open-consultation',
        });
      }
      const u = await liveUser(userId);
      const files = await repo.erase(userId, u.phone, now(), DELETED_MEMBER_HANDLE);
      if (files === null) {
        throw new DomainError('conflict', 'End your open consultation before deleting your account.', {
          code: 'open-consultation',
        });
      }
      // Files go after the commit: a rollback must not leave rows pointing at removed files.
      await Promise.all(files.map((k) => storage.remove(k).catch(() => undefined)));
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
