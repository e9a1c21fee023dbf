import { describe, expect, it } from 'vitest';
import en from '../../messages/en/reminders.json';
import hi from '../../messages/hi/reminders.json';
import { renderNotification } from './render';

const tOf =
  (kinds: Record<string, string>) =>
  (key: string, values: Record<string, string | number> = {}) =>
    (kinds[key] ?? `??${key}`).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

describe('follow notifications', () => {
  const params = { astrologer: 'Asha Rao', astrologerHi: 'आशा राव', title: 'Saturn transit', titleHi: 'शनि का गोचर' };
  it('say who is live, scheduled or online, in the reader’s language', () => {
    const tEn = tOf(en.notifications.kinds);
    const tHi = tOf(hi.notifications.kinds);
    expect(renderNotification({ kind: 'follow', params: { ...params, event: 'live' } }, tEn, 'en')).toBe(
      'Asha Rao is live now: Saturn transit',
    );
    expect(renderNotification({ kind: 'follow', params: { ...params, event: 'scheduled' } }, tHi, 'hi')).toBe(
      'आशा राव ने नया लाइव कार्यक्रम तय किया है: शनि का गोचर',
    );
    expect(renderNotification({ kind: 'follow', params: { ...params, event: 'online' } }, tHi, 'hi')).toBe(
      'आशा राव अभी परामर्श के लिए ऑनलाइन हैं।',
    );
    expect(renderNotification({ kind: 'follow', params: {} }, tEn, 'en')).toBe(en.notifications.kinds.generic);
  });
});
