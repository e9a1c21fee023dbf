import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { followsRepository } from './follows';
import {
  applicationFiles,
  astrologerApplications,
  astrologers,
  birthProfiles,
  bookings,
  communityComments,
  communityMembers,
  communityPosts,
  communityReactions,
  communityReports,
  consultationMessages,
  consultations,
  contentEvents,
  nativePushTokens,
  followNoticeDays,
  follows,
  notifications,
  otpRequests,
  paymentOrders,
  paymentRefunds,
  pushSubscriptions,
  reminderOccurrences,
  reminders,
  reviews,
  sessions,
  supportAttachments,
  supportMessages,
  supportTickets,
  users,
} from '../schema';

/** Consultations that are still open (they must end before the account can be deleted). */
const OPEN_CONSULTATION = ['waitlisted', 'requested', 'active'] as const;

/** One account's data across the tables: its export and its deletion (packages/core/src/account-data.ts). */
export function accountDataRepository(db: Db) {
  return {
    async openConsultations(userId: string): Promise<number> {
      const rows = await db
        .select({ id: consultations.id })
        .from(consultations)
        .where(and(eq(consultations.userId, userId), inArray(consultations.status, [...OPEN_CONSULTATION])));
      return rows.length;
    },
    async openTickets(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportTickets)
        .where(and(eq(supportTickets.userId, userId), sql`${supportTickets.status} <> 'resolved'`));
      return Number(rows[0]?.n ?? 0);
    },
    /** Every row the account export shows, oldest first within each kind. */
    async exportRows(userId: string) {
      const [row] = await db
        .select({ settings: users.notificationSettings, updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.id, userId));
      const profiles = await db
        .select()
        .from(birthProfiles)
        .where(eq(birthProfiles.userId, userId))
        .orderBy(asc(birthProfiles.createdAt));
      const payments = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, userId))
        .orderBy(asc(paymentOrders.createdAt));
      const refunds = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.userId, userId))
        .orderBy(asc(paymentRefunds.createdAt));
      const myBookings = await db
        .select({ b: bookings, astrologer: astrologers.name })
        .from(bookings)
        .innerJoin(astrologers, eq(astrologers.id, bookings.astrologerId))
        .where(eq(bookings.userId, userId))
        .orderBy(asc(bookings.startsAt));
      const myConsultations = await db
        .select({ c: consultations, astrologer: astrologers.name })
        .from(consultations)
        .innerJoin(astrologers, eq(astrologers.id, consultations.astrologerId))
        .where(eq(consultations.userId, userId))
        .orderBy(asc(consultations.requestedAt));
      const transcripts =
        myConsultations.length === 0
          ? []
          : await db
              .select()
              .from(consultationMessages)
              .where(
                inArray(
                  consultationMessages.consultationId,
                  myConsultations.map((r) => r.c.id),
                ),
              )
              .orderBy(asc(consultationMessages.consultationId), asc(consultationMessages.seq));
      const myReviews = await db
        .select({ r: reviews, astrologer: astrologers.name })
        .from(reviews)
        .innerJoin(astrologers, eq(astrologers.id, reviews.astrologerId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt));
      const member = await db.select().from(communityMembers).where(eq(communityMembers.userId, userId));
      const posts = await db
        .select()
        .from(communityPosts)
        .where(eq(communityPosts.userId, userId))
        .orderBy(asc(communityPosts.createdAt));
      const comments = await db
        .select()
        .from(communityComments)
        .where(eq(communityComments.userId, userId))
        .orderBy(asc(communityComments.createdAt));
      const myReminders = await db
        .select()
        .from(reminders)
        .where(eq(reminders.userId, userId))
        .orderBy(asc(reminders.createdAt));
      const occurrences =
        myReminders.length === 0
          ? []
          : await db
              .select()
              .from(reminderOccurrences)
              .where(
                inArray(
                  reminderOccurrences.reminderId,
                  myReminders.map((r) => r.id),
                ),
              )
              .orderBy(asc(reminderOccurrences.dueAt));
      const myNotifications = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt));
      const tickets = await db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(asc(supportTickets.createdAt));
      const ticketMessages =
        tickets.length === 0
          ? []
          : await db
              .select()
              .from(supportMessages)
              .where(
                inArray(
                  supportMessages.ticketId,
                  tickets.map((t) => t.id),
                ),
              )
              .orderBy(asc(supportMessages.createdAt));
      const ticketFiles =
        ticketMessages.length === 0
          ? []
          : await db
              .select()
              .from(supportAttachments)
              .where(
                inArray(
                  supportAttachments.messageId,
                  ticketMessages.map((m) => m.id),
                ),
              );
      const push = await db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      // The app installs that receive push: which platform and since when, not the device token.
      const devices = await db
        .select({
          platform: nativePushTokens.platform,
          createdAt: nativePushTokens.createdAt,
          lastSeenAt: nativePushTokens.lastSeenAt,
        })
        .from(nativePushTokens)
        .where(eq(nativePushTokens.userId, userId));
      const followed = await followsRepository(db).listForUser(userId, 100_000);
      return {
        row,
        profiles,
        payments,
        refunds,
        myBookings,
        myConsultations,
        transcripts,
        myReviews,
        member,
        posts,
        comments,
        myReminders,
        occurrences,
        myNotifications,
        tickets,
        ticketMessages,
        ticketFiles,
        push,
        devices,
        followed,
      };
    },
    /**
     * Erases the account in one transaction, under the user's row lock (see the core service for
     * what goes and what stays); the stored files to remove after the commit, or null when a
     * consultation is open.
     */
    async erase(userId: string, phone: string, at: Date, deletedHandle: string): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        // The open-consultation check again, under the user's row lock: nothing starts meanwhile.
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const open = await tx
          .select({ id: consultations.id })
          .from(consultations)
          .where(and(eq(consultations.userId, userId), inArray(consultations.status, [...OPEN_CONSULTATION])));
        if (open.length > 0) return null;
        const keys: string[] = [];
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(otpRequests).where(eq(otpRequests.phone, phone));
        await tx.delete(birthProfiles).where(eq(birthProfiles.userId, userId));
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx.delete(nativePushTokens).where(eq(nativePushTokens.userId, userId));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        await tx.delete(follows).where(eq(follows.userId, userId));
        await tx.delete(followNoticeDays).where(eq(followNoticeDays.userId, userId));
        await tx.delete(reminders).where(eq(reminders.userId, userId));

        const ticketFiles = await tx
          .select({ key: supportAttachments.storageKey })
          .from(supportAttachments)
          .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
          .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
          .where(eq(supportTickets.userId, userId));
        keys.push(...ticketFiles.map((f) => f.key));
        await tx.delete(supportTickets).where(eq(supportTickets.userId, userId));

        const mine = tx.select({ id: consultations.id }).from(consultations).where(eq(consultations.userId, userId));
        await tx.delete(consultationMessages).where(inArray(consultationMessages.consultationId, mine));
        await tx
          .update(consultations)
          .set({ birth: null, refundReason: null, transcriptDeletedAt: at })
          .where(eq(consultations.userId, userId));

        const bookingFiles = await tx
          .select({ key: bookings.attachmentKey })
          .from(bookings)
          .where(and(eq(bookings.userId, userId), isNotNull(bookings.attachmentKey)));
        keys.push(...bookingFiles.map((f) => f.key!));
        await tx
          .update(bookings)
          .set({ note: null, attachmentKey: null, attachmentType: null })
          .where(eq(bookings.userId, userId));

        const appFiles = await tx
          .select({ key: applicationFiles.storageKey })
          .from(applicationFiles)
          .innerJoin(astrologerApplications, eq(astrologerApplications.id, applicationFiles.applicationId))
          .where(eq(astrologerApplications.userId, userId));
        keys.push(...appFiles.map((f) => f.key));
        await tx.delete(astrologerApplications).where(eq(astrologerApplications.userId, userId));

        await tx
          .update(communityPosts)
          .set({ userId: null, handle: deletedHandle })
          .where(eq(communityPosts.userId, userId));
        await tx
          .update(communityComments)
          .set({ userId: null, handle: deletedHandle })
          .where(eq(communityComments.userId, userId));
        await tx.delete(communityReactions).where(eq(communityReactions.userId, userId));
        await tx.update(communityReports).set({ reporterId: null }).where(eq(communityReports.reporterId, userId));
        await tx.delete(communityMembers).where(eq(communityMembers.userId, userId));
        await tx.update(contentEvents).set({ userId: null }).where(eq(contentEvents.userId, userId));

        await tx
          .update(users)
          .set({ deletedAt: at, phone: `deleted:${userId}`, name: null, notificationSettings: {}, updatedAt: at })
          .where(eq(users.id, userId));
        return keys;
      });
    },
  };
}
