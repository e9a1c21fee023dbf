import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologerAvailability, bookings } from '../schema';

export type Booking = typeof bookings.$inferSelect;
export type BookingStatus = Booking['status'];
export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'id' | 'status' | 'createdAt' | 'confirmedAt' | 'cancelledAt' | 'cancelledBy' | 'refundCoins' | 'reminderSentAt'
>;

export interface AvailabilityWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Bookings that still hold their slot. */
const ACTIVE: BookingStatus[] = ['pending_payment', 'confirmed'];

export class SlotTakenError extends Error {
  constructor() {
    super('slot taken');
    this.name = 'SlotTakenError';
  }
}

export function bookingsRepository(db: Db) {
  return {
    async availability(astrologerId: string): Promise<AvailabilityWindow[]> {
      return db
        .select({
          weekday: astrologerAvailability.weekday,
          startMinute: astrologerAvailability.startMinute,
          endMinute: astrologerAvailability.endMinute,
        })
        .from(astrologerAvailability)
        .where(eq(astrologerAvailability.astrologerId, astrologerId))
        .orderBy(asc(astrologerAvailability.weekday), asc(astrologerAvailability.startMinute));
    },

    /** Replaces an astrologer's weekly hours. */
    async setAvailability(astrologerId: string, windows: AvailabilityWindow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(astrologerAvailability).where(eq(astrologerAvailability.astrologerId, astrologerId));
        if (windows.length) {
          await tx.insert(astrologerAvailability).values(windows.map((w) => ({ astrologerId, ...w })));
        }
      });
    },

    /** Active bookings of an astrologer that overlap [from, to). */
    async activeBetween(astrologerId: string, from: Date, to: Date): Promise<Booking[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.astrologerId, astrologerId),
            inArray(bookings.status, ACTIVE),
            lt(bookings.startsAt, to),
            gt(sql`${bookings.startsAt} + make_interval(mins => ${bookings.durationMinutes})`, from),
          ),
        )
        .orderBy(asc(bookings.startsAt));
    },

    /**
     * Inserts a booking if no active booking of the astrologer overlaps it. Unpaid holds past
     * their time are expired first. Serialised per astrologer with an advisory lock; the unique
     * index on (astrologer, start) is the backstop.
     */
    async createIfFree(b: NewBooking, now: Date): Promise<Booking> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${b.astrologerId}`}))`);
        await tx
          .update(bookings)
          .set({ status: 'expired' })
          .where(
            and(
              eq(bookings.astrologerId, b.astrologerId),
              eq(bookings.status, 'pending_payment'),
              lt(bookings.holdUntil, now),
            ),
          );
        const end = new Date(b.startsAt.getTime() + b.durationMinutes * 60_000);
        const clash = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.astrologerId, b.astrologerId),
              inArray(bookings.status, ACTIVE),
              lt(bookings.startsAt, end),
              gt(sql`${bookings.startsAt} + make_interval(mins => ${bookings.durationMinutes})`, b.startsAt),
            ),
          )
          .limit(1);
        if (clash[0]) throw new SlotTakenError();
        const rows = await tx.insert(bookings).values(b).onConflictDoNothing().returning();
        if (!rows[0]) throw new SlotTakenError();
        return rows[0];
      });
    },

    async byId(id: string): Promise<Booking | null> {
      const rows = await db.select().from(bookings).where(eq(bookings.id, id));
      return rows[0] ?? null;
    },
    async byIdempotencyKey(userId: string, key: string): Promise<Booking | null> {
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
      return rows[0] ?? null;
    },
    async byPaymentOrder(paymentOrderId: string): Promise<Booking | null> {
      const rows = await db.select().from(bookings).where(eq(bookings.paymentOrderId, paymentOrderId));
      return rows[0] ?? null;
    },
    async setPaymentOrder(id: string, paymentOrderId: string): Promise<void> {
      await db.update(bookings).set({ paymentOrderId }).where(eq(bookings.id, id));
    },

    /** Moves a booking from one status to another; false when it was not in `from`. */
    async transition(
      id: string,
      from: BookingStatus[],
      to: BookingStatus,
      extra: Partial<
        Pick<Booking, 'confirmedAt' | 'cancelledAt' | 'cancelledBy' | 'cancelReason' | 'refundCoins'>
      > = {},
    ): Promise<Booking | null> {
      const rows = await db
        .update(bookings)
        .set({ status: to, ...extra })
        .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
        .returning();
      return rows[0] ?? null;
    },

    async forUser(userId: string, limit = 50): Promise<Booking[]> {
      return db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.startsAt))
        .limit(limit);
    },
    /** An astrologer's bookings starting after `from`, and every confirmed one however old (still to complete). */
    async forAstrologer(astrologerId: string, from: Date, limit = 100): Promise<Booking[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.astrologerId, astrologerId),
            or(gt(bookings.startsAt, from), eq(bookings.status, 'confirmed')),
          ),
        )
        .orderBy(asc(bookings.startsAt))
        .limit(limit);
    },

    /** Confirmed bookings starting within (now, until] whose reminder has not been sent. */
    async dueReminders(now: Date, until: Date): Promise<Booking[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            gt(bookings.startsAt, now),
            lt(bookings.startsAt, until),
            sql`${bookings.reminderSentAt} is null`,
          ),
        );
    },
    /** Claims the reminder of a booking; false when another worker sent it. */
    async claimReminder(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ reminderSentAt: at })
        .where(and(eq(bookings.id, id), sql`${bookings.reminderSentAt} is null`))
        .returning({ id: bookings.id });
      return rows.length === 1;
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
