import { type AnalyticsEvent, type AnalyticsEvents, track } from '../lib/analytics';

/**
 * Reports a click on a link (components/download/tracked-link.tsx) as an analytics event: only
 * with the visitor's consent (lib/analytics decides), with the link's own address as destination.
 *
 * Markup: an <a data-island="tracked-link" data-event="app_store_click" data-props='{"store":…}'>.
 */
const EVENTS: readonly AnalyticsEvent[] = ['app_store_click', 'download_click'];

export function mount(root: HTMLElement): void {
  const event = root.dataset.event as AnalyticsEvent | undefined;
  if (!event || !EVENTS.includes(event)) return;
  let props: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(root.dataset.props ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) props = parsed as typeof props;
  } catch {
    return;
  }
  root.addEventListener('click', () => {
    const destination = root.getAttribute('href') ?? '';
    track(event, { ...props, destination } as AnalyticsEvents[typeof event]);
  });
  root.dataset.ready = '';
}
