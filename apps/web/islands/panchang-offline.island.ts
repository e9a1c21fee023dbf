import { loadPanchangOffline, prefetchPanchangOffline } from '../components/offline/load';
import type { PageClasses } from '../components/offline/panchang-offline';
import { mismatchedDay, type RenderedDay } from '../components/panchang/panchang-mismatch';
import {
  DEFAULT_PLACE,
  parsePanchangQuery,
  type QueryPlace,
  type SearchParams,
  slashDate,
} from '../components/panchang/panchang-model';
import { writeDate } from './date-field.island';
import { setPlace } from './place-search.island';

/**
 * Checks that the panchang on screen is for the day and place in the URL (markup: the page,
 * app/[locale]/astrology/panchang/page.tsx). Offline, the service worker may answer with a copy
 * rendered for other inputs (or for a "today" that has passed); then the URL's day is worked out
 * in the browser by components/offline/panchang-offline.tsx, loaded on demand (fetched ahead of
 * need in the installed app or once the page is used, else on this first offline use, with a note
 * while it loads), and shown in place of the server's with the offline note; the form shows the
 * URL's date and place. Back online, the page is loaded again from the server.
 *
 * Markup: the root has `data-island="panchang-offline"`, `data-locale`, `data-rendered` (a
 * RenderedDay as JSON, or `null` when the server rendered the query's error), `data-default-place`
 * (the default place's label), `data-classes` (PageClasses), the texts `data-note`, `data-working`,
 * `data-failed`; inside, the form, `[data-testid=panchang-offline-note]` and `[data-panchang-day]`
 * (the day or the error, replaced by the worked-out day). The root's `data-offline-files` is not
 * read here: it names the islands' files for the service worker's precache (components/panchang/island-files.ts).
 */
export function mount(root: HTMLElement): void {
  const note = root.querySelector<HTMLElement>('[data-testid="panchang-offline-note"]');
  const day = root.querySelector<HTMLElement>('[data-panchang-day]');
  if (!note || !day) return;
  prefetchPanchangOffline();

  let rendered: RenderedDay | null = null;
  let classes: PageClasses | undefined;
  try {
    rendered = JSON.parse(root.dataset.rendered ?? 'null') as RenderedDay | null;
    classes = JSON.parse(root.dataset.classes ?? 'null') ?? undefined;
  } catch {
    return;
  }
  const query = Object.fromEntries(new URLSearchParams(window.location.search)) as SearchParams;
  const wanted = mismatchedDay(rendered, parsePanchangQuery(query, Date.now()));
  if (!wanted) return;

  const locale = root.dataset.locale === 'hi' ? 'hi' : 'en';
  const place: QueryPlace = wanted.place
    ? { ...wanted.place }
    : { ...DEFAULT_PLACE, label: root.dataset.defaultPlace ?? '' };
  if (!place.label) place.label = `${place.lat.toFixed(4)}, ${place.lon.toFixed(4)}`;

  // The form shows what the URL asks for, as the server would have rendered it.
  const placeRoot = root.querySelector<HTMLElement>('[data-island="place-search"]');
  const dateRoot = root.querySelector<HTMLElement>('[data-island="date-field"]');
  if (placeRoot) setPlace(placeRoot, { name: place.label.split(',')[0] ?? place.label, ...place });
  if (dateRoot) writeDate(dateRoot, slashDate(wanted.date));

  // Back online: the server renders the URL's day again (the page's state is all in its URL).
  window.addEventListener('online', () => window.location.reload());

  note.textContent = root.dataset.working ?? '';
  day.setAttribute('aria-busy', 'true');
  const failed = () => {
    note.textContent = root.dataset.failed ?? '';
    day.removeAttribute('aria-busy');
  };
  loadPanchangOffline()
    .then((m) => {
      const html = m.renderOfflinePanchang(
        { date: wanted.date, place, queryPlace: wanted.place, isToday: wanted.isToday, locale },
        classes,
      );
      if (html === null) return failed();
      day.innerHTML = html;
      day.removeAttribute('aria-busy');
      note.textContent = root.dataset.note ?? '';
    })
    .catch(failed);
}
