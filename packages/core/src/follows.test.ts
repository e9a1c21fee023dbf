import { describe, expect, it } from 'vitest';
import { indiaDay } from './follows';
import { followFanoutTickMs } from './jobs';
import { pushText } from './notifications';

describe('follow notices', () => {
  it('take the fan-out job period from FOLLOW_FANOUT_TICK_MS: 5 s by default, 0 switches it off', () => {
    expect(followFanoutTickMs(undefined)).toBe(5000);
    expect(followFanoutTickMs(' ')).toBe(5000);
    expect(followFanoutTickMs('1000')).toBe(1000);
    expect(followFanoutTickMs('0')).toBe(0);
    expect(followFanoutTickMs('-5')).toBe(5000);
    expect(followFanoutTickMs('1.5')).toBe(5000);
  });

  it('count days in India time', () => {
    expect(indiaDay(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(indiaDay(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('push in the reader’s language, with the astrologer’s name as that language writes it', () => {
    const params = {
      event: 'scheduled',
      astrologer: 'Asha Rao',
      astrologerHi: 'आशा राव',
      title: 'Saturn transit',
      titleHi: 'शनि का गोचर',
      startsAt: '2026-11-28T14:00:00.000Z',
    };
    expect(pushText('follow', params, 'en')).toEqual({
      title: 'New live event by Asha Rao',
      body: '“Saturn transit”, 28 Nov, 7:30 pm',
    });
    const hi = pushText('follow', params, 'hi');
    expect(hi.title).toBe('आशा राव का नया लाइव कार्यक्रम');
    expect(hi.body).toContain('शनि का गोचर');
    expect(hi.body).toContain('शाम 7:30');
    expect(hi.body).not.toMatch(/[ap]m/i);
    expect(pushText('follow', { ...params, event: 'live' }, 'en').title).toBe('Asha Rao is live now');
    expect(pushText('follow', { event: 'online', astrologer: 'Asha Rao', astrologerHi: 'आशा राव' }, 'hi').title).toBe(
      'आशा राव अभी ऑनलाइन हैं',
    );
  });
});
