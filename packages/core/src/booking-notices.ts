import type { Db } from '@drishti/db/connection';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import type { Booking } from '@drishti/db/repositories/bookings';
import { usersRepository } from '@drishti/db/repositories/users';
import type { BookingChannel } from './booking-rules';
import { type SmsProvider, smsMessage } from './sms';

/** What a booking's user is told by SMS: confirmed, the reminder before it starts, cancelled. */

function istLabel(d: Date, locale: 'en' | 'hi'): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

const CHANNEL_WORDS: Record<BookingChannel, { en: string; hi: string }> = {
  chat: { en: 'chat', hi: 'चैट' },
  voice: { en: 'voice call', hi: 'वॉइस कॉल' },
  video: { en: 'video call', hi: 'वीडियो कॉल' },
};

export type BookingNotice = 'booking-confirmed' | 'booking-reminder' | 'booking-cancelled';

export function bookingNotices({ db, sms, now }: { db: Db; sms: SmsProvider; now: () => Date }) {
  const astrologers = astrologersRepository(db);
  const users = usersRepository(db);
  return async function notify(b: Booking, template: BookingNotice) {
    const user = await users.findById(b.userId);
    const a = await astrologers.findById(b.astrologerId);
    if (!user || !a) return;
    const locale = user.locale;
    const message = smsMessage(
      user.phone,
      template,
      locale,
      {
        astrologer: locale === 'hi' ? a.nameHi : a.name,
        channel: CHANNEL_WORDS[b.channel][locale],
        when: istLabel(b.startsAt, locale),
        minutes: String(b.durationMinutes),
        refund: String(b.refundCoins ?? 0),
      },
      now(),
    );
    // A failed notice is recorded with the sent messages (admin console); the booking stands.
    await sms.send(message).catch(() => undefined);
  };
}
