import { z } from 'zod';
import { envelope } from './envelope';

export const bookingChannel = z.enum(['chat', 'voice', 'video']);
export const bookingDuration = z.coerce
  .number()
  .int()
  .refine((n) => [15, 30, 45, 60].includes(n), 'Choose 15, 30, 45 or 60 minutes');

/** Largest photo or document attached to a booking (palm, face, floor plan), bytes. */
export const BOOKING_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The text fields of `POST /api/publics/consultant-booking` (multipart/form-data). An optional
 * file part named `attachment` (JPEG, PNG, WebP or PDF up to 5 MB, checked by its content) may
 * accompany them.
 */
export const bookingFields = z.object({
  astrologerId: z.string().uuid('Choose an astrologer'),
  startsAt: z.string().datetime({ offset: true, message: 'Choose a time slot' }),
  durationMinutes: bookingDuration,
  channel: bookingChannel,
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters').optional(),
  payWith: z.enum(['wallet', 'gateway']).default('wallet'),
  lang: z.enum(['en', 'hi']).optional(),
  /** Same-site path the sandbox checkout returns to. */
  returnUrl: z
    .string()
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'A path on this site')
    .max(300)
    .optional(),
});
export type BookingFields = z.input<typeof bookingFields>;

export const bookingView = z.object({
  id: z.string(),
  astrologer: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameHi: z.string() }),
  channel: bookingChannel,
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  priceCoins: z.number().int(),
  status: z.enum(['pending_payment', 'confirmed', 'cancelled', 'completed', 'expired']),
  note: z.string().nullable(),
  hasAttachment: z.boolean(),
  holdUntil: z.string(),
  cancelledBy: z.enum(['user', 'astrologer', 'admin', 'system']).nullable(),
  cancelReason: z.string().nullable(),
  refundCoins: z.number().int().nullable(),
  refundIfCancelledNow: z.number().int().nullable(),
  /** Where a refund goes: the wallet, or back to the payment method of a booking paid online. */
  refundTo: z.enum(['wallet', 'payment-method']).nullable(),
  createdAt: z.string(),
});
export type BookingViewData = z.infer<typeof bookingView>;

export const bookingCreateResponse = envelope(
  z.object({
    booking: bookingView,
    /** Present when paying through the gateway: open the checkout with it, then call consultant-booking-verify. */
    payment: z
      .object({
        order: z.object({
          id: z.string(),
          gatewayOrderId: z.string(),
          coins: z.number().int(),
          pricePaise: z.number().int(),
          gstPaise: z.number().int(),
          totalPaise: z.number().int(),
        }),
        checkout: z.record(z.string(), z.unknown()),
      })
      .nullable(),
  }),
);

export const bookingVerifyBody = z.object({
  bookingId: z.string().uuid('Unknown booking'),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'A 64-character hex signature'),
});
export const bookingResponse = envelope(bookingView);
export const bookingListResponse = envelope(z.array(bookingView));
export const bookingIdParams = z.object({ id: z.string().uuid('Unknown booking') });
export const bookingCancelBody = z.object({ reason: z.string().trim().max(300).optional() });

export const slotsQuery = z.object({
  duration: bookingDuration.default(30),
  days: z.coerce.number().int().min(1).max(14).optional(),
});
export const slotsResponse = envelope(
  z.object({
    astrologerId: z.string(),
    pricePerMinute: z.number().int(),
    slots: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  }),
);
