import { appLinkNumber, isAppLinkPhone } from '@drishti/contracts/phone';
import { APP_LINK_PATH } from '../components/download/sms-rules';
import { apiClient, apiLang } from '../lib/api/client';

/**
 * "Get the link on your phone" without React (components/download/sms-select-form.tsx): the
 * same rules, call and answers as the React form (components/download/sms-form.tsx). A number of
 * fewer than 8 or more than 10 digits is refused here without a call; the server's own message is
 * shown as it is when it refuses, else the page's; on success the fields clear and the notice
 * shows.
 *
 * Markup: a <form data-island="sms-form"> with `data-locale`, the texts in `data-invalid`,
 * `data-generic`, `data-sent`, `data-sending`, `data-error-class`; a <select> whose options carry
 * `data-dial`; the phone input; the submit button with `[data-submit-label]`; `[data-testid=sms-status]`.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const select = form.querySelector('select');
  const phone = form.querySelector<HTMLInputElement>('input[name="phone"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = form.querySelector<HTMLElement>('[data-submit-label]');
  const status = form.querySelector<HTMLElement>('[data-testid="sms-status"]');
  if (!select || !phone || !submit || !status) return;
  const text = form.dataset;
  const locale = text.locale === 'hi' ? 'hi' : 'en';
  const api = apiClient({ lang: apiLang(locale) });
  const firstCountry = select.value;
  const submitText = label?.textContent ?? '';
  const errorId = `${phone.id}-error`;
  let busy = false;

  const clearError = () => {
    form.querySelector(`#${CSS.escape(errorId)}`)?.remove();
    phone.removeAttribute('aria-invalid');
    phone.removeAttribute('aria-describedby');
  };
  const showError = (message: string) => {
    clearError();
    status.textContent = '';
    const p = document.createElement('p');
    p.id = errorId;
    p.className = text.errorClass ?? '';
    p.setAttribute('role', 'alert');
    p.dataset.testid = 'sms-error';
    p.textContent = message;
    status.before(p);
    phone.setAttribute('aria-invalid', 'true');
    phone.setAttribute('aria-describedby', errorId);
    phone.focus();
  };
  const setBusy = (on: boolean) => {
    busy = on;
    submit.disabled = on;
    form.setAttribute('aria-busy', String(on));
    if (label) label.textContent = on ? (text.sending ?? submitText) : submitText;
  };

  phone.addEventListener('input', () => {
    clearError();
    status.textContent = '';
  });
  select.addEventListener('change', () => {
    if (busy) return;
    clearError();
    status.textContent = '';
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    if (!isAppLinkPhone(phone.value)) return showError(text.invalid ?? '');
    const dial = select.selectedOptions[0]?.dataset.dial;
    if (!dial) return showError(text.invalid ?? '');
    clearError();
    setBusy(true);
    const body = { countryCode: dial, phone: appLinkNumber(phone.value), locale };
    const answer = await api.exchange<unknown>('POST', APP_LINK_PATH, body, {});
    setBusy(false);
    if (answer.result.success) {
      status.textContent = text.sent ?? '';
      phone.value = '';
      select.value = firstCountry;
    } else {
      showError(answer.apiMessage ?? text.generic ?? '');
    }
  });
  form.dataset.ready = '';
}
