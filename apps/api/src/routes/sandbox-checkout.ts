import { randomBytes } from 'node:crypto';
import { SANDBOX_CHECKOUT_TEXT, type SandboxCheckoutLang } from '@drishti/content/sandbox-checkout';
import { DomainError } from '@drishti/core/errors';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_CHECKOUT_SCRIPT,
  type SandboxCompletion,
  type SandboxGateway,
  type SandboxOrder,
} from '@drishti/core/payments/sandbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';

/**
 * The sandbox gateway's checkout, standing in for Razorpay's when no keys are set. Registered
 * under /api:
 * - GET /api/payments/sandbox/checkout.js: a stand-in for Razorpay's checkout.js with the same
 *   client contract (`new Razorpay(options)`, `.on('payment.failed', …)`, `.open()`, `.close()`,
 *   `handler` and `modal.ondismiss`); it shows the checkout page below in an overlay frame;
 * - GET and POST /api/payments/sandbox/checkout/:orderId: the checkout page, plain HTML forms
 *   with inline CSS in English or Hindi (texts in @drishti/content/sandbox-checkout). Alone it
 *   redirects back to the order's return URL; framed (`embed=1`) it hands the result to the
 *   paying page with postMessage, as Razorpay's frame does. See docs/payments-checkout.md.
 */

type Lang = SandboxCheckoutLang;
const text = SANDBOX_CHECKOUT_TEXT;

/** ₹ with Indian digit grouping, from integer paise: 118000 → ₹1,180.00; 10000000 → ₹1,00,000.00. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}₹${new Intl.NumberFormat('en-IN').format(rupees)}.${rest}`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const css = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;background:#f6f4ef;color:#1d1b16}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d9d4c7;border-radius:12px}
h1{margin:0 0 .5rem;font-size:1.5rem}
.notice{margin:0 0 1rem;padding:.5rem .75rem;background:#fff4d6;border:1px solid #c99a2e;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#55503f}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.75rem}
fieldset{border:0;margin:0;padding:0}
legend{font-weight:600;margin-bottom:.5rem}
.choice{margin:0 0 .75rem}
.choice p{margin:.25rem 0 0;color:#55503f;font-size:.9rem}
button{width:100%;min-height:44px;padding:.6rem 1rem;font:inherit;font-weight:600;border-radius:8px;border:2px solid #1d1b16;background:#fff;color:#1d1b16;cursor:pointer}
button.primary{background:#0b5d3b;border-color:#0b5d3b;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.lang{float:right}
a{color:#1a56db}
`;

function page(lang: Lang, order: SandboxOrder, action: string, otherLanguageHref: string, embed = false): string {
  const t = (key: keyof typeof text) => text[key][lang];
  const amount = formatRupees(order.amountPaise);
  const other: Lang = lang === 'en' ? 'hi' : 'en';
  const choice = (outcome: string, label: string, hint: string, primary = false) => `
      <div class="choice">
        <button type="submit" name="outcome" value="${outcome}" aria-describedby="hint-${outcome}"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button>
        <p id="hint-${outcome}">${escapeHtml(hint)}</p>
      </div>`;
  const body =
    order.status === 'paid'
      ? `<p role="status">${escapeHtml(t('paid'))}</p>
    <p><a href="${escapeHtml(order.returnUrl)}">${escapeHtml(t('back'))}</a></p>`
      : `<form method="post" action="${escapeHtml(action)}">${embed ? '\n      <input type="hidden" name="embed" value="1">' : ''}
      <fieldset>
        <legend>${escapeHtml(t('choose'))}</legend>${choice('pay', t('pay').replace('{amount}', amount), t('payHint'), true)}${choice('fail', t('fail'), t('failHint'))}${choice('cancel', t('cancel'), t('cancelHint'))}${choice('pay-later', t('payLater'), t('payLaterHint'))}
      </fieldset>
    </form>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(t('title'))}</title>
  <style>${css}</style>
</head>
<body>
  <main>
    <a class="lang" href="${escapeHtml(otherLanguageHref)}" lang="${other}" hreflang="${other}">${escapeHtml(text.otherLanguage[lang])}</a>
    <h1>${escapeHtml(t('heading'))}</h1>
    <p class="notice">${escapeHtml(t('notice'))}</p>
    <dl>
      <dt>${escapeHtml(t('amount'))}</dt><dd class="amount">${escapeHtml(amount)}</dd>
      <dt>${escapeHtml(t('order'))}</dt><dd><code>${escapeHtml(order.id)}</code></dd>
    </dl>
    ${body}
  </main>
</body>
</html>
`;
}

/** The return URL with the outcome in its query, kept on our own site. */
function returnTo(returnUrl: string, params: Record<string, string>): string {
  const url = new URL(returnUrl, 'http://same.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function redirectFor(result: SandboxCompletion): string {
  const orderId = result.order.id;
  switch (result.outcome) {
    case 'pay':
      return returnTo(result.order.returnUrl, { payment: 'paid', ...result.response! });
    case 'fail':
      return returnTo(result.order.returnUrl, {
        payment: 'failed',
        razorpay_order_id: orderId,
        razorpay_payment_id: result.payment!.id,
      });
    case 'cancel':
      return returnTo(result.order.returnUrl, { payment: 'cancelled', razorpay_order_id: orderId });
    case 'pay-later':
      return returnTo(result.order.returnUrl, {
        payment: 'pending',
        razorpay_order_id: orderId,
        razorpay_payment_id: result.payment!.id,
      });
  }
}

/** What the framed page posts to the paying page (checkout.js reads it). */
export const SANDBOX_MESSAGE_SOURCE = 'drishti-sandbox-checkout';

function resultMessage(result: SandboxCompletion) {
  return {
    source: SANDBOX_MESSAGE_SOURCE,
    orderId: result.order.id,
    outcome: result.outcome,
    ...(result.response ? { response: result.response } : {}),
    ...(result.error ? { error: result.error } : {}),
  };
}

/** JSON safe inside an inline <script>. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The framed page's answer: hands the result to the paying page (same origin only) with postMessage. */
function resultPage(lang: Lang, result: SandboxCompletion, nonce: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(text.title[lang])}</title>
  <style>${css}</style>
</head>
<body>
  <main><p role="status">${escapeHtml(text.done[lang])}</p></main>
  <script nonce="${nonce}">parent.postMessage(${scriptJson(resultMessage(result))}, location.origin);</script>
</body>
</html>
`;
}

/** The framed page's policy: only our own pages may frame it; only its own nonce'd script runs. */
function framedPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The stand-in for Razorpay's checkout.js. It defines `window.Razorpay` with the same contract:
 * `new Razorpay(options)` (key and order_id required), `.on(event, fn)`, `.open()`, `.close()`;
 * a successful payment calls `options.handler({ razorpay_payment_id, razorpay_order_id,
 * razorpay_signature })`; a failure emits `payment.failed` with `{ error }` and leaves the
 * checkout open (as Razorpay does, for another try); closing it calls `options.modal.ondismiss()`.
 * "Pay later" closes it like a customer leaving a UPI request unapproved.
 */
export function sandboxCheckoutScript(): string {
  const config = {
    page: SANDBOX_CHECKOUT_PATH,
    source: SANDBOX_MESSAGE_SOURCE,
    text: {
      en: { dialog: text.dialog.en, close: text.close.en },
      hi: { dialog: text.dialog.hi, close: text.close.hi },
    },
  };
  return `/* Drishti sandbox checkout: a stand-in for Razorpay's checkout.js (no real money). */
(function () {
  'use strict';
  var CONFIG = ${scriptJson(config)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || typeof options.order_id !== 'string')
      throw new Error('Razorpay checkout needs options.key and options.order_id');
    this.options = options;
    this._events = {};
    this._overlay = null;
    this._listener = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this._events[event] = this._events[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype._emit = function (event, payload) {
    var list = this._events[event] || [];
    for (var i = 0; i < list.length; i++) list[i].call(this, payload);
  };
  Razorpay.prototype._teardown = function () {
    if (this._listener) window.removeEventListener('message', this._listener);
    if (this._overlay && this._overlay.parentNode) this._overlay.parentNode.removeChild(this._overlay);
    this._listener = null;
    this._overlay = null;
  };
  Razorpay.prototype.close = function () {
    this._teardown();
  };
  Razorpay.prototype._dismiss = function () {
    this._teardown();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };
  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var self = this;
    var lang = (document.documentElement.lang || 'en').slice(0, 2) === 'hi' ? 'hi' : 'en';
    var words = CONFIG.text[lang];
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', words.dialog);
    overlay.setAttribute('data-sandbox-checkout', this.options.order_id);
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;flex-direction:column;align-items:center;justify-content:center;padding:8px';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', words.close);
    close.style.cssText = 'align-self:flex-end;min-width:44px;min-height:44px;font-size:28px;line-height:1;border:0;border-radius:8px;background:#fff;color:#1d1b16;cursor:pointer;margin:0 0 8px';
    close.addEventListener('click', function () { self._dismiss(); });
    var frame = document.createElement('iframe');
    frame.title = words.dialog;
    frame.src = CONFIG.page + '/' + encodeURIComponent(this.options.order_id) + '?embed=1&lang=' + lang;
    frame.style.cssText = 'width:min(34rem,100%);height:min(44rem,calc(100% - 60px));border:0;border-radius:12px;background:#f6f4ef';
    overlay.appendChild(close);
    overlay.appendChild(frame);
    this._listener = function (event) {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== CONFIG.source || data.orderId !== self.options.order_id) return;
      if (data.outcome === 'pay') {
        self._teardown();
        if (typeof self.options.handler === 'function') self.options.handler(data.response);
      } else if (data.outcome === 'fail') {
        self._emit('payment.failed', { error: data.error });
        if (self._overlay) frame.src = CONFIG.page + '/' + encodeURIComponent(self.options.order_id) + '?embed=1&lang=' + lang;
      } else {
        self._dismiss();
      }
    };
    window.addEventListener('message', this._listener);
    document.body.appendChild(overlay);
    this._overlay = overlay;
    close.focus();
    return this;
  };
  window.Razorpay = Razorpay;
})();
`;
}

const params = z.object({ orderId: z.string().min(1).max(64) });
const querystring = z.object({
  lang: z.enum(['en', 'hi']).optional().catch(undefined),
  embed: z.literal('1').optional().catch(undefined),
});
const body = z.object({ outcome: z.enum(['pay', 'fail', 'cancel', 'pay-later']), embed: z.literal('1').optional() });
const tags = ['payments sandbox'];

export interface SandboxCheckoutOptions {
  ctx: ApiContext;
  sandbox: SandboxGateway;
  /** Called after the outcome is recorded and its webhooks delivered, before the redirect. */
  onComplete?: (result: SandboxCompletion) => Promise<void>;
}

/** The sandbox checkout page. Register under the /api prefix, and only when the sandbox is the gateway. */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<SandboxCheckoutOptions> = async (
  app,
  { ctx, sandbox, onComplete },
) => {
  if (ctx.env.production || ctx.env.productionMode)
    app.log.warn('The sandbox payment gateway is serving checkout: it collects no real money.');

  // The page posts a plain HTML form; this parser lives in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, raw, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(raw))));
    },
  );

  const knownOrder = async (orderId: string) => {
    const order = await sandbox.getOrder(orderId);
    if (!order) throw new DomainError('not-found', 'No such sandbox order.', { code: 'no-such-sandbox-order' });
    return order;
  };

  const script = sandboxCheckoutScript();
  if (!SANDBOX_CHECKOUT_SCRIPT.startsWith('/api/')) throw new Error('The sandbox checkout script lives under /api.');
  app.get(
    SANDBOX_CHECKOUT_SCRIPT.slice('/api'.length),
    { schema: { tags, summary: "The sandbox's stand-in for Razorpay's checkout.js (JavaScript)" } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );

  app.get(
    '/payments/sandbox/checkout/:orderId',
    { schema: { tags, summary: 'The sandbox checkout page (HTML)', params, querystring } },
    async (request, reply) => {
      const order = await knownOrder(request.params.orderId);
      const lang: Lang = request.query.lang ?? 'en';
      const embed = request.query.embed === '1';
      const path = request.url.split('?')[0]!;
      const action = embed ? `${path}?lang=${lang}` : path;
      const other = `${path}?${embed ? 'embed=1&' : ''}lang=${lang === 'en' ? 'hi' : 'en'}`;
      if (embed) reply.header('content-security-policy', framedPolicy());
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(lang, order, action, other, embed));
    },
  );

  app.post(
    '/payments/sandbox/checkout/:orderId',
    {
      schema: { tags, summary: 'Completes a sandbox checkout and returns to the site', params, body, querystring },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await knownOrder(request.params.orderId);
      const result = await sandbox.complete(request.params.orderId, request.body.outcome);
      if (result.failedDeliveries.length > 0)
        request.log.warn(
          { orderId: result.order.id, failed: result.failedDeliveries.map((f) => f.delivery.eventId) },
          'sandbox webhook deliveries failed; they stay queued for redelivery',
        );
      if (onComplete) await onComplete(result);
      if (request.body.embed === '1') {
        const nonce = randomBytes(16).toString('base64');
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', framedPolicy(nonce))
          .type('text/html; charset=utf-8')
          .send(resultPage(request.query.lang ?? 'en', result, nonce));
      }
      return reply.header('cache-control', 'no-store').redirect(redirectFor(result), 303);
    },
  );
};
