/**
 * The consent banner (components/consent/consent-banner.tsx): shown to visitors who have not
 * chosen; Accept or Decline stores the choice for a year (lib/analytics.ts) and hides it; once
 * chosen, the "Cookie settings" button at the end of the page reopens it, saying the current
 * choice. Focus follows a reopened banner and returns to the settings button when it closes.
 *
 * Markup: `data-island="consent"` holding `[data-consent-banner]` (with `[data-consent-current]`
 * spans and `[data-consent="granted|denied"]` buttons) and `[data-consent-settings]`, all hidden.
 */
import { type ConsentChoice, readConsent, saveConsent } from '@/lib/analytics';

export function mount(root: HTMLElement): void {
  const banner = root.querySelector<HTMLElement>('[data-consent-banner]');
  const bar = root.querySelector<HTMLElement>('[data-consent-settings]');
  const settings = bar?.querySelector('button');
  if (!banner || !bar || !settings) return;
  let choice = readConsent(document.cookie);

  const show = (open: boolean) => {
    banner.hidden = !open;
    bar.hidden = open || choice === null;
    for (const span of banner.querySelectorAll<HTMLElement>('[data-consent-current]'))
      span.hidden = span.dataset.consentCurrent !== choice;
  };

  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent]'))
    button.addEventListener('click', () => {
      const value = button.dataset.consent as ConsentChoice;
      const reopened = choice !== null;
      saveConsent(value);
      choice = value;
      show(false);
      if (reopened) settings.focus();
    });
  settings.addEventListener('click', () => {
    show(true);
    banner.querySelector<HTMLButtonElement>('[data-consent]')?.focus();
  });
  show(choice === null);
}
