import { DomainError } from '@drishti/core/errors';
import type { SandboxCompletion, SandboxGateway, SandboxOrder } from '@drishti/core/payments/sandbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../context';

/**
 * The sandbox gateway's checkout page, standing in for Razorpay's checkout when no keys are set.
 * Registered under /api: GET and POST /api/payments/sandbox/checkout/:orderId.
 * Plain HTML forms (no script: the CSP allows none of ours), inline CSS, English or Hindi.
 */

type Lang = 'en' | 'hi';

const text = {
  title: { en: 'Sandbox checkout · Drishti', hi: 'सैंडबॉक्स चेकआउट · दृष्टि' },
  heading: { en: 'Test payment', hi: 'परीक्षण भुगतान' },
  notice: {
    en: 'This is the sandbox payment gateway. No real money is charged.',
    hi: 'यह परीक्षण (सैंडबॉक्स) भुगतान गेटवे है। इसमें कोई असली पैसा नहीं लिया जाता।',
  },
  amount: { en: 'Amount', hi: 'राशि' },
  order: { en: 'Order', hi: 'ऑर्डर' },
  choose: { en: 'What should happen to this payment?', hi: 'इस भुगतान का क्या हो?' },
  pay: { en: 'Pay {amount}', hi: '{amount} का भुगतान करें' },
  payHint: { en: 'The payment succeeds.', hi: 'भुगतान सफल होगा।' },
  fail: { en: 'Fail the payment', hi: 'भुगतान विफल करें' },
  failHint: { en: 'The bank declines the payment.', hi: 'बैंक भुगतान अस्वीकार कर देगा।' },
  cancel: { en: 'Cancel', hi: 'रद्द करें' },
  cancelHint: { en: 'You close the checkout without paying.', hi: 'आप बिना भुगतान किए चेकआउट बंद कर देंगे।' },
  payLater: { en: 'Pay later', hi: 'बाद में भुगतान करें' },
  payLaterHint: {
    en: 'The payment stays pending, like a UPI request not yet approved.',
    hi: 'भुगतान लंबित रहेगा, जैसे कोई UPI अनुरोध जिसे अभी स्वीकृत नहीं किया गया।',
  },
  paid: { en: 'This order has already been paid.', hi: 'इस ऑर्डर का भुगतान हो चुका है।' },
  back: { en: 'Return to Drishti', hi: 'दृष्टि पर लौटें' },
  otherLanguage: { en: 'हिन्दी', hi: 'English' },
} satisfies Record<string, Record<Lang, string>>;

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

function page(lang: Lang, order: SandboxOrder, action: string, otherLanguageHref: string): string {
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
      : `<form method="post" action="${escapeHtml(action)}">
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

const params = z.object({ orderId: z.string().min(1).max(64) });
const querystring = z.object({ lang: z.enum(['en', 'hi']).optional().catch(undefined) });
const body = z.object({ outcome: z.enum(['pay', 'fail', 'cancel', 'pay-later']) });
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

  const knownOrder = (orderId: string) => {
    const order = sandbox.getOrder(orderId);
    if (!order) throw new DomainError('not-found', 'No such sandbox order.');
    return order;
  };

  app.get(
    '/payments/sandbox/checkout/:orderId',
    { schema: { tags, summary: 'The sandbox checkout page (HTML)', params, querystring } },
    async (request, reply) => {
      const order = knownOrder(request.params.orderId);
      const lang: Lang = request.query.lang ?? 'en';
      const path = request.url.split('?')[0]!;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(lang, order, path, `${path}?lang=${lang === 'en' ? 'hi' : 'en'}`));
    },
  );

  app.post(
    '/payments/sandbox/checkout/:orderId',
    {
      schema: { tags, summary: 'Completes a sandbox checkout and returns to the site', params, body },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      knownOrder(request.params.orderId);
      const result = await sandbox.complete(request.params.orderId, request.body.outcome);
      if (result.failedDeliveries.length > 0)
        request.log.warn(
          { orderId: result.order.id, failed: result.failedDeliveries.map((f) => f.delivery.eventId) },
          'sandbox webhook deliveries failed; they stay queued for redelivery',
        );
      if (onComplete) await onComplete(result);
      return reply.header('cache-control', 'no-store').redirect(redirectFor(result), 303);
    },
  );
};
