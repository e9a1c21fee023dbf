import { describe, expect, it } from 'vitest';
import toolPage from '../tool-page/tool-page.module.css';
import panchangStyles from './panchang.module.css';
import swisseph from '../../../../packages/engine/src/__fixtures__/swisseph-panchang.json';
import { renderOfflinePanchang, withPageClasses } from '../offline/panchang-offline';
import { mismatchedDay, type RenderedDay } from './panchang-mismatch';
import { parsePanchangQuery, type QueryPlace } from './panchang-model';

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
      const html =
        renderOfflinePanchang({ date: { year, month, day }, place, queryPlace: place, isToday: false, locale: 'en' }) ??
        '';
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

  it('renders in Hindi with the Hindi catalogue, its day links under /hi', () => {
    const html =
      renderOfflinePanchang({
        date: { year: 2026, month: 1, day: 14 },
        place: pune,
        queryPlace: pune,
        isToday: true,
        locale: 'hi',
      }) ?? '';
    expect(html).toContain('सूर्योदय');
    expect(html).toContain('href="/hi/astrology/panchang?date=2026-01-15&amp;lat=18.5204');
  });

  it('is null when the engine cannot work the day out', () => {
    const nowhere: QueryPlace = { label: 'Nowhere', lat: 18.5, lon: 73.8, timezone: 'Not/AZone' };
    expect(
      renderOfflinePanchang({
        date: { year: 2026, month: 1, day: 14 },
        place: nowhere,
        queryPlace: nowhere,
        isToday: false,
        locale: 'en',
      }),
    ).toBeNull();
  });

  it('writes the page’s class names in place of its own bundle’s', () => {
    const html =
      renderOfflinePanchang({
        date: { year: 2026, month: 1, day: 14 },
        place: pune,
        queryPlace: pune,
        isToday: true,
        locale: 'en',
      }) ?? '';
    // The view's own class names are this bundle's (the style objects it imports).
    expect(html).toContain(`class="${toolPage.result}"`);
    const page = { toolPage: { result: 'page-result' }, panchang: { table: 'page-table' } };
    const mapped = withPageClasses(html, page);
    expect(mapped).toContain('class="page-result"');
    expect(mapped).toContain('class="page-table"');
    expect(mapped).not.toContain(`class="${toolPage.result}"`);
    expect(mapped).not.toContain(`class="${panchangStyles.table}"`);
    // Names the page does not give stay as they are.
    expect(mapped).toContain(toolPage.panel);
  });
});
