import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import { debounce, SEARCH_DEBOUNCE_MS } from '../components/astrologers/debounce';
// The hand-written check of the answer (no zod in islands).
import { astrologerPage } from '../components/astrologers/guards';
import { type ListCardLabels, type ListTexts, plural, showingText } from '../components/astrologers/list-texts';
import {
  type AstrologerFilters,
  astrologersApiPath,
  DEFAULT_FILTERS,
  hasChoices,
  listHref,
  PAGE_SIZE,
  parseFilters,
  priceRangeId,
  ratingId,
  SEARCH_MAX,
} from '../components/astrologers/query';
import { isLive } from '../components/home/api-guards';
import { apiClient, apiLang } from '../lib/api/client';
import { cloneFirst, part, readJson } from './astrologer-card';
import { buildListCard } from './astrologer-list-card';

/**
 * The astrologer list (/online-astrologer, components/astrologers/list-view.tsx), served without
 * React. The server rendered the form, the count and the cards of the page's query, without
 * anyone online (who is online changes by the second and is never in the HTML). This:
 * - asks the API for the same list once after load and marks who is online now (cards whose
 *   state or place changed are drawn again); `data-live="ready"` on the results once done;
 * - applies the search while typing (500 ms after the last key, at once on Enter) and each filter
 *   or sort at once, keeping the choices in the address bar (history.replaceState);
 * - "Load more" appends the next page and moves focus to the first new card; Try Again after an
 *   error (focus back on it when it fails again); the loading, empty and error states.
 * Every word comes from the markup: `data-labels` (the cards), `data-texts` (the list) and the
 * <template>s `card`, `list`, `loading`, `empty`, `error`.
 */
type Locale = 'en' | 'hi';
type Answer = { ok: true; items: AstrologerCardData[]; total: number } | { ok: false; message: string | null };

/** The API's most cards per call. */
const API_LIMIT = 48;

export function mount(root: HTMLElement): void {
  const labels = readJson<ListCardLabels>(root, 'labels');
  const texts = readJson<ListTexts>(root, 'texts');
  const form = part(root, 'form') as HTMLFormElement | null;
  const results = root.querySelector<HTMLElement>('[data-testid="astrologer-results"]');
  const heading = part(root, 'heading');
  const status = part(root, 'status');
  const body = part(root, 'body');
  const more = part(root, 'more');
  const showing = part(root, 'showing');
  const moreError = part(root, 'more-error');
  const loadMore = part(root, 'load-more');
  const template = (name: string) => root.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  const cardTemplate = template('card');
  const search = form?.querySelector<HTMLInputElement>('input[name="search"]');
  const clearLink = root.querySelector<HTMLElement>('[data-testid="clear-filters"]');
  if (!labels || !texts || !form || !results || !heading || !status || !body || !more || !showing) return;
  if (!moreError || !loadMore || !cardTemplate || !search) return;

  const locale: Locale = root.dataset.locale === 'hi' ? 'hi' : 'en';
  const base = root.dataset.base || window.location.pathname;
  const api = apiClient({ lang: apiLang(locale) });
  let filters = parseFilters(new URLSearchParams(window.location.search));
  let total = Number(results.dataset.total) || 0;
  let request = 0;
  let loadingMore = false;

  const list = () => part(body, 'list');
  const cards = () => Array.from(list()?.children ?? []) as HTMLElement[];
  const errorText = (message: string | null) => `${texts.errorPrefix} ${message || texts.generic}`;
  const build = (a: AstrologerCardData) => buildListCard(cardTemplate, a, locale, labels, base);

  async function fetchPage(f: AstrologerFilters, offset: number, limit = PAGE_SIZE): Promise<Answer> {
    // The API's own message, or null when it gave none (no answer, a broken one): then the generic text.
    const answer = await api.exchange<unknown>('GET', astrologersApiPath(f, offset, limit), undefined, {});
    if (!answer.result.success) return { ok: false, message: answer.apiMessage };
    const page = astrologerPage(answer.result.data);
    return page ? { ok: true, items: page.items, total: page.total } : { ok: false, message: null };
  }

  /** The count, "Showing x of y" and "Load more" (its link: one page more) for what is shown. */
  function showCount() {
    const shown = cards().length;
    const count = plural(texts!.results, total, locale);
    heading!.textContent = count;
    status!.textContent = count;
    more!.hidden = shown === 0;
    showing!.textContent = showingText(texts!, shown, total, locale);
    moreError!.textContent = '';
    loadMore!.hidden = shown >= total;
    loadMore!.textContent = texts!.loadMore;
    loadMore!.removeAttribute('aria-disabled');
    loadMore!.setAttribute('href', listHref(base, filters, Math.ceil(shown / PAGE_SIZE) + 1));
  }

  function setState(state: 'loading' | 'ready' | 'error') {
    results!.dataset.status = state;
    if (state === 'loading') {
      results!.setAttribute('aria-busy', 'true');
      return;
    }
    results!.removeAttribute('aria-busy');
    // A list fetched here carries who is online now.
    results!.dataset.live = 'ready';
  }

  function showError(message: string | null, retried: boolean) {
    setState('error');
    heading!.textContent = texts!.listLabel;
    status!.textContent = '';
    more!.hidden = true;
    const node = template('error') ? cloneFirst(template('error')!) : null;
    if (!node) return;
    const slot = part(node, 'message');
    if (slot) slot.textContent = message || texts!.generic;
    body!.replaceChildren(node);
    // After a Try Again that fails again, focus goes back to the new Try Again button.
    if (retried) part(node, 'retry')?.focus();
  }

  function showList(items: AstrologerCardData[]) {
    setState('ready');
    if (items.length === 0) {
      const empty = template('empty') ? cloneFirst(template('empty')!) : null;
      if (empty && !hasChoices(filters)) part(empty, 'clear')?.remove();
      body!.replaceChildren(...(empty ? [empty] : []));
    } else {
      const ul = template('list') ? cloneFirst(template('list')!) : document.createElement('ul');
      ul.append(...items.map(build));
      body!.replaceChildren(ul);
    }
    showCount();
  }

  async function loadFirst(retried: boolean) {
    const mine = ++request;
    loadingMore = false;
    setState('loading');
    heading!.textContent = texts!.listLabel;
    status!.textContent = texts!.loading;
    more!.hidden = true;
    const skeletons = template('loading');
    body!.replaceChildren(...(skeletons ? [cloneFirst(skeletons)] : []));
    const answer = await fetchPage(filters, 0);
    if (mine !== request) return;
    if (!answer.ok) return showError(answer.message, retried);
    total = answer.total;
    showList(answer.items);
  }

  async function loadNext() {
    if (loadingMore || results!.dataset.status !== 'ready') return;
    const mine = request;
    loadingMore = true;
    const shownBefore = cards().length;
    loadMore!.setAttribute('aria-disabled', 'true');
    loadMore!.textContent = texts!.loadingMore;
    status!.textContent = texts!.loadingMore;
    moreError!.textContent = '';
    const answer = await fetchPage(filters, shownBefore);
    if (mine !== request) return;
    loadingMore = false;
    if (!answer.ok) {
      loadMore!.removeAttribute('aria-disabled');
      loadMore!.textContent = texts!.tryAgain;
      status!.textContent = '';
      moreError!.textContent = errorText(answer.message);
      return;
    }
    const seen = new Set(cards().map((li) => li.dataset.id));
    const added = answer.items.filter((a) => !seen.has(a.id)).map(build);
    list()?.append(...added);
    total = answer.total;
    showCount();
    // Keyboard users continue at the first new card.
    added[0]?.querySelector<HTMLElement>('[data-testid="astrologer-name"]')?.focus();
  }

  /** Who is online now, for the cards the server rendered: one call for (up to 48 of) them. */
  async function markLive() {
    const shown = cards();
    const mine = request;
    if (shown.length > 0 && results!.dataset.status === 'ready') {
      const answer = await fetchPage(filters, 0, Math.min(shown.length, API_LIMIT));
      if (mine !== request) return;
      if (answer.ok) {
        const fresh = new Set(answer.items.map((a) => a.id));
        answer.items.forEach((a, i) => {
          const old = cards()[i];
          if (old && old.dataset.id === a.id && !isLive(a)) return;
          const card = build(a);
          const focused = old?.contains(document.activeElement) ?? false;
          if (old) old.replaceWith(card);
          else list()?.append(card);
          if (focused) card.querySelector<HTMLElement>('[data-testid="astrologer-name"]')?.focus();
        });
        // A card that moved up (someone came online) is not shown twice.
        for (const li of cards().slice(answer.items.length)) if (fresh.has(li.dataset.id ?? '')) li.remove();
        total = answer.total;
        showCount();
      }
    }
    results!.dataset.live = 'ready';
  }

  /** The form's fields as choices (what the form would send). */
  function readForm(): AstrologerFilters {
    const sent = new URLSearchParams();
    for (const [key, value] of new FormData(form!)) if (typeof value === 'string') sent.append(key, value);
    const f = parseFilters(sent);
    f.search = search!.value.trim().slice(0, SEARCH_MAX);
    return f;
  }

  function writeForm(f: AstrologerFilters) {
    search!.value = f.search;
    const set = (name: string, value: string) => {
      const field = form!.elements.namedItem(name);
      if (field instanceof HTMLSelectElement) field.value = value;
    };
    set('skill', f.skill);
    set('language', f.language);
    set('price', priceRangeId(f));
    set('minRating', ratingId(f));
    set('sort', f.sort);
    const online = form!.elements.namedItem('online');
    if (online instanceof HTMLInputElement) online.checked = f.online;
  }

  /** Applies new choices: the address follows (shareable), then the first page is fetched. */
  function commit(next: AstrologerFilters) {
    filters = next;
    window.history.replaceState(window.history.state, '', listHref(window.location.pathname, next));
    if (clearLink) clearLink.hidden = !hasChoices(next);
    void loadFirst(false);
  }

  const typed = debounce((text: string) => {
    if (text !== filters.search) commit({ ...filters, search: text });
  }, SEARCH_DEBOUNCE_MS);

  search.addEventListener('input', () => typed(search.value.trim().slice(0, SEARCH_MAX)));
  form.addEventListener('change', (event) => {
    if (event.target === search) return;
    typed.cancel();
    commit(readForm());
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    typed.cancel();
    commit(readForm());
  });
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-part]') : null;
    const name = target?.dataset.part;
    if (name === 'clear') {
      event.preventDefault();
      typed.cancel();
      writeForm(DEFAULT_FILTERS);
      commit({ ...DEFAULT_FILTERS });
    } else if (name === 'retry') {
      event.preventDefault();
      void loadFirst(true);
    } else if (name === 'load-more') {
      event.preventDefault();
      void loadNext();
    }
  });

  // Text typed before the page was ready is searched as if typed now.
  if (search.value.trim().slice(0, SEARCH_MAX) !== filters.search) typed(search.value.trim().slice(0, SEARCH_MAX));
  void markLive();
}
