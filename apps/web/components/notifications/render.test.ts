import { describe, expect, it } from 'vitest';
import en from '../../messages/en/reminders.json';
import hi from '../../messages/hi/reminders.json';
import { notificationHref, renderNotification } from './render';

const tOf =
  (kinds: Record<string, string>) =>
  (key: string, values: Record<string, string | number> = {}) =>
    (kinds[key] ?? `??${key}`).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

describe('renderNotification', () => {
  const tEn = tOf(en.notifications.kinds);
  const tHi = tOf(hi.notifications.kinds);
  it('tells of a refund sent to the payment method, or credited to the wallet when it failed', () => {
    expect(
      renderNotification({ kind: 'payment', params: { event: 'refund-processed', amountPaise: 51330 } }, tEn, 'en'),
    ).toContain('₹513.30');
    expect(
      renderNotification({ kind: 'payment', params: { event: 'refund-failed', coins: 435 } }, tHi, 'hi'),
    ).toContain('435 सिक्के आपके वॉलेट में');
    expect(renderNotification({ kind: 'payment', params: {} }, tEn, 'en')).toBe(en.notifications.kinds.generic);
  });

  it('renders each kind in the reader’s language', () => {
    expect(renderNotification({ kind: 'reminder', params: { title: 'Japa' } }, tEn, 'en')).toBe('Reminder: Japa');
    expect(renderNotification({ kind: 'reminder', params: { title: 'जप', snoozed: true } }, tHi, 'hi')).toBe(
      'फिर से याद दिला रहे हैं: जप',
    );
    expect(
      renderNotification(
        { kind: 'reminder', params: { event: 'suggested', title: 'Japa', astrologer: 'Asha', astrologerHi: 'आशा' } },
        tHi,
        'hi',
      ),
    ).toBe('आशा ने एक अनुस्मारक सुझाया है: Japa');
    expect(renderNotification({ kind: 'support', params: { event: 'reply', ticketNumber: 1042 } }, tEn, 'en')).toBe(
      'Support replied on ticket #1042.',
    );
    expect(renderNotification({ kind: 'support', params: { event: 'resolved', ticketNumber: 7 } }, tHi, 'hi')).toBe(
      'टिकट #7 हल कर दिया गया है।',
    );
    expect(renderNotification({ kind: 'community', params: { event: 'self-harm' } }, tEn, 'en')).toContain('self-harm');
    expect(renderNotification({ kind: 'community', params: { event: 'comment' } }, tEn, 'en')).toContain('replied');
    for (const event of ['request', 'accepted', 'declined', 'missed', 'ended', 'other'])
      expect(renderNotification({ kind: 'consultation', params: { event } }, tHi, 'hi')).not.toContain('??');
    // Each event has its own line, not the generic one.
    const lines = ['request', 'accepted', 'declined', 'missed', 'ended', 'other'].map((event) =>
      renderNotification({ kind: 'consultation', params: { event } }, tEn, 'en'),
    );
    expect(new Set(lines).size).toBe(lines.length);
    expect(renderNotification({ kind: 'consultation', params: { event: 'missed' } }, tEn, 'en')).toContain(
      'coins are back',
    );
    expect(renderNotification({ kind: 'something-new', params: {} }, tEn, 'en')).toBe('You have a new notification.');
  });

  it('opens only same-site paths', () => {
    expect(notificationHref('/reminders')).toBe('/reminders');
    expect(notificationHref('/hi/reminders')).toBe('/reminders');
    expect(notificationHref('//evil.example')).toBeNull();
    expect(notificationHref('https://evil.example')).toBeNull();
    expect(notificationHref(null)).toBeNull();
  });
});
