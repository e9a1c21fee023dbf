import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { OfflineNote, OfflineUnavailable } from './offline-note';

const render = (locale: 'en' | 'hi', node: React.ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      timeZone="Asia/Kolkata"
      messages={{ offline: (locale === 'en' ? en : hi).offline }}
    >
      {node}
    </NextIntlClientProvider>,
  );

describe('OfflineNote', () => {
  it('is a polite live region, empty until there is something worked out on the device', () => {
    const empty = render('en', <OfflineNote show={false} />);
    expect(empty).toContain('role="status"');
    expect(empty).toContain('aria-live="polite"');
    expect(empty).not.toContain(en.offline.note);
    expect(empty).toMatch(/<p [^>]*><\/p>/);
    expect(render('en', <OfflineNote show />)).toContain(en.offline.note);
    expect(render('hi', <OfflineNote show />)).toContain(hi.offline.note);
  });

  it('explains a part that cannot be worked out offline, in both languages, with a button to try again', () => {
    for (const [locale, m] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      const html = render(locale, <OfflineUnavailable problem="unavailable" onRetry={() => {}} />);
      expect(html).toContain(m.offline.unavailable);
      expect(html).toContain(`<button type="button"`);
      expect(html).toContain(m.offline.retry);
      expect(render(locale, <OfflineUnavailable problem="input" onRetry={() => {}} />)).toContain(
        m.offline.unavailableInput,
      );
    }
  });

  it('has the same keys in English and Hindi', () => {
    expect(Object.keys(hi.offline).sort()).toEqual(Object.keys(en.offline).sort());
  });
});
