import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import swisseph from '../../../../packages/engine/src/__fixtures__/swisseph-panchang.json';
import { OfflinePanchang } from '../offline/panchang-offline';
import { mismatchedDay, type RenderedDay } from './panchang-mismatch';
import { parsePanchangQuery, type QueryPlace } from './panchang-model';

// The day links need the app router only when followed; rendered to a string, a plain anchor does.
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// 2026-01-14 00:30 UTC: 14 January in India.
const AT = Date.UTC(2026, 0, 14, 0, 30);
const pune: QueryPlace = { label: 'Pune', lat: 18.5204, lon: 73.8567, timezone: 'Asia/Kolkata' };
const url = (q: Record<string, string>) => parsePanchangQuery(q, AT);
const puneQuery = { lat: '18.5204', lon: '73.8567', tz: 'Asia/Kolkata', p: 'Pune' };

describe('mismatchedDay', () => {
  const rendered: RenderedDay = { date: { year: 2026, month: 1, day: 20 }, queryPlace: pune };

  it('is null when the page is for the URL’s day and place', () => {
    expect(mismatchedDay(rendered, url({ date: '2026-01-20', ...puneQuery }))).toBeNull();
    expect(mismatchedDay({ date: { year: 2026, month: 1, day: 14 }, queryPlace: null }, url({}))).toBeNull();
  });

  it('gives the URL’s day when the copy on screen is for another date, place or none', () => {
    expect(mismatchedDay(rendered, url({ date: '2026-01-21', ...puneQuery }))?.date).toEqual({
      year: 2026,
      month: 1,
      day: 21,
    });
    const delhi = mismatchedDay(rendered, url({ date: '2026-01-20' }));
    expect(delhi?.place).toBeNull();
    expect(mismatchedDay(rendered, url({ date: '2026-01-20', ...puneQuery, p: 'Pune, Maharashtra' }))).not.toBeNull();
    expect(mismatchedDay(null, url({ date: '2026-01-20', ...puneQuery }))?.place).toEqual(pune);
  });

  it('notices a cached "today" that has passed, by the browser’s clock', () => {
    const yesterday: RenderedDay = { date: { year: 2026, month: 1, day: 13 }, queryPlace: null };
    const wanted = mismatchedDay(yesterday, url({}));
    expect(wanted?.date).toEqual({ year: 2026, month: 1, day: 14 });
    expect(wanted?.isToday).toBe(true);
  });

  it('leaves a URL with a wrong query to the page’s own error', () => {
    expect(mismatchedDay(rendered, url({ date: '2026-02-30' }))).toBeNull();
    expect(mismatchedDay(rendered, url({ lat: '95', lon: '73', tz: 'Asia/Kolkata' }))).toBeNull();
  });
});

interface SeDay {
  place: string;
  input: { date: string; lat: number; lon: number; tz: number };
  sunrise_std: string;
  sunset_std: string;
}
const days = (swisseph as unknown as { days: SeDay[] }).days.filter((d) => d.input.tz === 5.5).slice(0, 3);

/** Minutes from midnight of a reference time ("1961-01-19T07:14:28", local). */
const refMinutes = (s: string) => {
  const [h, m, sec] = s.slice(11).split(':').map(Number);
  return h! * 60 + m! + sec! / 60;
};

describe('the panchang worked out in the browser', () => {
  it.each(days.map((d) => [`${d.place} ${d.input.date}`, d] as const))(
    '%s: the same view, with sunrise and sunset within a minute of Swiss Ephemeris',
    (_name, d) => {
      const [year, month, day] = d.input.date.split('-').map(Number) as [number, number, number];
      const place: QueryPlace = { label: d.place, lat: d.input.lat, lon: d.input.lon, timezone: 'Asia/Kolkata' };
      const html = renderToStaticMarkup(
        <NextIntlClientProvider locale="en" timeZone="Asia/Kolkata" messages={{}}>
          <OfflinePanchang
            date={{ year, month, day }}
            place={place}
            queryPlace={place}
            isToday={false}
            locale="en"
            onRetry={() => {}}
          />
        </NextIntlClientProvider>,
      );
      const cell = (id: string) => new RegExp(`data-testid="${id}">([^<]+)<`).exec(html)?.[1];
      for (const [id, ref] of [
        ['sunrise', d.sunrise_std],
        ['sunset', d.sunset_std],
      ] as const) {
        const m = /^(\d+):(\d+) (AM|PM)$/.exec(cell(id) ?? '');
        expect(m, id).not.toBeNull();
        const minutes = ((Number(m![1]) % 12) + (m![3] === 'PM' ? 12 : 0)) * 60 + Number(m![2]);
        expect(Math.abs(minutes - refMinutes(ref)), id).toBeLessThanOrEqual(1);
      }
      expect(html).toContain(d.place);
      expect(html).toContain('data-testid="row-amanta"');
    },
  );

  it('renders in Hindi with the Hindi catalogue', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="hi" timeZone="Asia/Kolkata" messages={{}}>
        <OfflinePanchang
          date={{ year: 2026, month: 1, day: 14 }}
          place={pune}
          queryPlace={pune}
          isToday
          locale="hi"
          onRetry={() => {}}
        />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('सूर्योदय');
  });
});
