import { DomainError } from './errors';

/** The refusals of booking a consultation, each with its code (packages/content/src/api-messages-codes.ts). */
export const refusal = {
  noSuchAstrologer: () => new DomainError('not-found', 'No such astrologer.', { code: 'no-such-astrologer' }),
  durationInvalid: () =>
    new DomainError('invalid', 'Choose 15, 30, 45 or 60 minutes.', {
      code: 'booking-duration-invalid',
      fields: [{ field: 'durationMinutes', message: 'Choose 15, 30, 45 or 60 minutes.' }],
    }),
  slotTaken: () =>
    new DomainError('conflict', 'This slot is no longer available. Please choose another time.', {
      code: 'slot-taken',
    }),
  walletShort: (balance: number, price: number) =>
    new DomainError(
      'conflict',
      `Your wallet has ${balance} coins; this booking needs ${price}. Recharge or pay online.`,
      {
        code: 'booking-wallet-short',
        values: { balance, price },
      },
    ),
  noSuchBooking: () => new DomainError('not-found', 'No such booking.', { code: 'no-such-booking' }),
  noAttachment: () => new DomainError('not-found', 'No attachment.', { code: 'no-attachment' }),
  notCancellable: () =>
    new DomainError('conflict', 'This booking can no longer be cancelled.', { code: 'booking-not-cancellable' }),
  cancelTooLate: () =>
    new DomainError('conflict', 'Bookings cannot be cancelled in the last 2 hours before the start.', {
      code: 'booking-cancel-too-late',
    }),
  notConfirmed: () =>
    new DomainError('conflict', 'Only a confirmed booking can be completed.', { code: 'booking-not-confirmed' }),
  notStarted: () =>
    new DomainError('conflict', 'A booking can be completed only after it has started.', {
      code: 'booking-not-started',
    }),
};
