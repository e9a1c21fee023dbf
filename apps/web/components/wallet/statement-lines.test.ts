import type { StatementLineData, StatementSubjectData } from '@drishti/contracts/statement';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en/account.json';
import hi from '../../messages/hi/account.json';
import { lineWords } from './statement-lines';

const translator = (locale: 'en' | 'hi') => {
  const t = createTranslator({
    locale,
    messages: { account: locale === 'hi' ? hi : en },
    namespace: 'account.statementLines',
  });
  return (key: string, values?: Record<string, string | number>) =>
    (t as (k: string, v?: object) => string)(key, values);
};

const subject: StatementSubjectData = {
  type: 'consultation',
  id: 'c1',
  channel: 'chat',
  status: 'ended',
  astrologer: { slug: 'acharya-raghav-shastri', name: 'Acharya Raghav Shastri', nameHi: 'आचार्य राघव शास्त्री' },
  userName: 'Meera',
  minutes: 3,
  pricePerMinute: 20,
  startsAt: null,
  charged: 60,
  held: 0,
  refund: null,
  refundTo: null,
  earnings: null,
  liveEvent: null,
};
const line = (over: Partial<StatementLineData>, s: Partial<StatementSubjectData> = {}) =>
  ({
    id: 'consultation:c1',
    cursor: 9,
    kind: 'consultation',
    status: 'done',
    amount: -60,
    balanceAfter: 440,
    at: '2026-11-22T06:00:00.000Z',
    updatedAt: '2026-11-22T06:03:00.000Z',
    subject: { ...subject, ...s },
    ...over,
  }) as StatementLineData;
const read = (l: StatementLineData, locale: 'en' | 'hi', reader: 'user' | 'astrologer' | 'admin' = 'user') => {
  const w = lineWords(l, translator(locale), locale, reader)!;
  return `${w.title} | ${w.details.map((d) => d.text).join(' · ')}`;
};

describe('statement line words', () => {
  it('says who, the channel, minutes × price and what was charged, in both languages', () => {
    expect(read(line({}), 'en')).toBe(
      'Chat with Acharya Raghav Shastri | 3 minutes × 20 coins a minute · 60 coins charged',
    );
    expect(read(line({}), 'hi')).toBe('आचार्य राघव शास्त्री से चैट | 3 मिनट × 20 सिक्के प्रति मिनट · 60 सिक्के कटे');
    expect(read(line({}, { charged: 1, minutes: 1, pricePerMinute: 1 }), 'hi')).toBe(
      'आचार्य राघव शास्त्री से चैट | 1 मिनट × 1 सिक्का प्रति मिनट · 1 सिक्का कटा',
    );
  });

  it('names the live event of a call on its paid stage, in both languages', () => {
    const stage = {
      channel: 'voice' as const,
      liveEvent: { id: 'e1', titleEn: 'Saturn questions', titleHi: 'शनि पर सवाल' },
    };
    expect(read(line({}, stage), 'en')).toBe(
      'Call in the live event “Saturn questions” with Acharya Raghav Shastri | 3 minutes × 20 coins a minute · 60 coins charged',
    );
    expect(read(line({}, stage), 'hi')).toBe(
      'लाइव कार्यक्रम “शनि पर सवाल” में आचार्य राघव शास्त्री से कॉल | 3 मिनट × 20 सिक्के प्रति मिनट · 60 सिक्के कटे',
    );
  });

  it('shows a running consultation as coins held, and one that never started as not charged', () => {
    const running = line(
      { status: 'pending', amount: -100 },
      { status: 'active', charged: null, held: 100, minutes: 0 },
    );
    expect(read(running, 'en')).toBe('Chat with Acharya Raghav Shastri | In progress: 100 coins held');
    expect(read(running, 'hi')).toBe('आचार्य राघव शास्त्री से चैट | जारी है: 100 सिक्के रोके गए');
    expect(read(line({ amount: 0 }, { status: 'declined', charged: 0, minutes: 0 }), 'en')).toBe(
      'Chat with Acharya Raghav Shastri | Nothing charged',
    );
  });

  it('states a booking’s refund and where it went; the astrologer reads the user and their share', () => {
    const booking = line(
      { id: 'booking:b1', kind: 'booking', amount: -218 },
      {
        type: 'booking',
        channel: 'voice',
        status: 'cancelled',
        minutes: 15,
        pricePerMinute: 29,
        charged: 218,
        refund: 217,
        refundTo: 'wallet',
      },
    );
    expect(read(booking, 'en')).toBe(
      'Booked voice call with Acharya Raghav Shastri | 15 minutes × 29 coins a minute · Cancelled · 218 coins charged · 217 coins back in your wallet',
    );
    expect(read(booking, 'hi')).toBe(
      'आचार्य राघव शास्त्री से बुक की गई वॉइस कॉल | 15 मिनट × 29 सिक्के प्रति मिनट · रद्द · 218 सिक्के कटे · 217 सिक्के आपके वॉलेट में वापस',
    );
    const earned = line({ amount: 42 }, { earnings: { gross: 60, commission: 18, net: 42 } });
    expect(read(earned, 'en', 'astrologer')).toBe(
      'Chat with Meera | 3 minutes × 20 coins a minute · Paid 60 coins · commission 18 coins · net 42 coins',
    );
    expect(
      read(line({}, { userName: null, earnings: { gross: 60, commission: 18, net: 42 } }), 'hi', 'astrologer'),
    ).toBe('एक उपयोगकर्ता से चैट | 3 मिनट × 20 सिक्के प्रति मिनट · चुकाए गए 60 सिक्के · कमीशन 18 सिक्के · शुद्ध 42 सिक्के');
    expect(lineWords(line({ kind: 'recharge', subject: null }), translator('en'), 'en', 'user')).toBeNull();
  });
});
