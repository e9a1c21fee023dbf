import { createHmac } from 'node:crypto';
import { SandboxGateway, type SandboxCompletion, type WebhookDelivery } from '@drishti/core/payments/sandbox';
import { sandboxDatabaseStore } from '@drishti/core/payments/sandbox-store';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing';
import { formatRupees, sandboxCheckoutRoutes } from './sandbox-checkout';

const keySecret = 'route-test-key-secret';
const webhookSecret = 'route-test-webhook-secret';
const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
let api: TestApi;
let sandbox: SandboxGateway;
const delivered: WebhookDelivery[] = [];
const completed: SandboxCompletion[] = [];

beforeAll(async () => {
  // This file mounts the checkout routes itself, on a sandbox with known secrets.
  api = await createTestApi({}, {}, { sandboxCheckout: false });
  sandbox = new SandboxGateway({
    keySecret,
    webhookSecret,
    store: sandboxDatabaseStore(api.ctx.database.db),
    deliver: (d) => void delivered.push(d),
  });
  await api.app.register(sandboxCheckoutRoutes, {
    prefix: '/api',
    ctx: api.ctx,
    sandbox,
    onComplete: async (result) => {
      completed.push(result);
    },
  });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  delivered.length = 0;
  completed.length = 0;
});

const newOrder = (returnUrl = '/wallet') =>
  sandbox.createOrder({ amountPaise: 118000, currency: 'INR', receipt: 'rcpt_route', returnUrl });

const post = (orderId: string, payload: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });

describe('sandbox checkout page', () => {
  it('shows the amount in rupees and four buttons, in English', async () => {
    const order = await newOrder();
    const res = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('₹1,180.00');
    expect(html).toContain(order.id);
    const buttons = [
      ...html.matchAll(/<button type="submit" name="outcome" value="([a-z-]+)"[^>]*>([^<]+)<\/button>/g),
    ];
    expect(buttons.map((b) => b[1])).toEqual(['pay', 'fail', 'cancel', 'pay-later']);
    expect(buttons.map((b) => b[2])).toEqual(['Pay ₹1,180.00', 'Fail the payment', 'Cancel', 'Pay later']);
    expect(html).toContain(`<form method="post" action="/api/payments/sandbox/checkout/${order.id}">`);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
    expect(html).toContain('No real money is charged.');
  });

  it('speaks Hindi with ?lang=hi', async () => {
    const order = await newOrder();
    const res = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}?lang=hi` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="hi">');
    const labels = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((b) => b[1]);
    expect(labels).toEqual(['₹1,180.00 का भुगतान करें', 'भुगतान विफल करें', 'रद्द करें', 'बाद में भुगतान करें']);
    expect(html).toContain('कोई असली पैसा नहीं');
    expect(html).toContain(`href="/api/payments/sandbox/checkout/${order.id}?lang=en"`);
    // An unknown language falls back to English rather than failing.
    const fallback = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}?lang=xx` });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('<html lang="en">');
  });

  it('answers an unknown order with the 404 envelope', async () => {
    const get = await api.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/order_AAAAAAAAAAAAAA' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ success: false, message: 'No such sandbox order.', code: 'no-such-sandbox-order' });
    const res = await post('order_AAAAAAAAAAAAAA', 'outcome=pay');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No such sandbox order.', code: 'no-such-sandbox-order' });
    expect(delivered).toEqual([]);
  });
});

describe('sandbox checkout outcomes', () => {
  it('pay: 303 back to the site with a valid signature, webhooks delivered', async () => {
    const order = await newOrder('/wallet?tab=recharge');
    const res = await post(order.id, 'outcome=pay');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/wallet');
    const q = location.searchParams;
    expect(q.get('tab')).toBe('recharge');
    expect(q.get('payment')).toBe('paid');
    expect(q.get('razorpay_order_id')).toBe(order.id);
    const paymentId = q.get('razorpay_payment_id')!;
    expect(paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    const signature = q.get('razorpay_signature')!;
    expect(signature).toBe(hmac(keySecret, `${order.id}|${paymentId}`));
    expect(sandbox.verifyPaymentSignature({ orderId: order.id, paymentId, signature })).toBe(true);

    expect(delivered.map((d) => d.event)).toEqual(['payment.captured', 'order.paid']);
    for (const d of delivered)
      expect(sandbox.verifyWebhookSignature(d.body, d.headers['x-razorpay-signature'])).toBe(true);
    expect(completed).toHaveLength(1);
    expect(completed[0]?.payment?.id).toBe(paymentId);

    // The page now says it is paid, and a second payment is refused.
    const page = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}` });
    expect(page.body).toContain('This order has already been paid.');
    expect(page.body).not.toContain('<button');
    const again = await post(order.id, 'outcome=pay');
    expect(again.statusCode).toBe(409);
    expect(again.json().success).toBe(false);
  });

  it('fail, cancel and pay later return with their status', async () => {
    const failed = await newOrder();
    const f = await post(failed.id, 'outcome=fail');
    expect(f.statusCode).toBe(303);
    const fq = new URL(f.headers.location as string, 'http://localhost').searchParams;
    expect(fq.get('payment')).toBe('failed');
    expect(fq.get('razorpay_order_id')).toBe(failed.id);
    expect(fq.get('razorpay_signature')).toBeNull();
    expect(delivered.map((d) => d.event)).toEqual(['payment.failed']);

    const cancelled = await newOrder();
    const c = await post(cancelled.id, 'outcome=cancel');
    expect(c.statusCode).toBe(303);
    expect(c.headers.location).toBe(`/wallet?payment=cancelled&razorpay_order_id=${cancelled.id}`);

    const later = await newOrder();
    const l = await post(later.id, 'outcome=pay-later');
    expect(l.statusCode).toBe(303);
    const lq = new URL(l.headers.location as string, 'http://localhost').searchParams;
    expect(lq.get('payment')).toBe('pending');
    expect((await sandbox.fetchOrderPayments(later.id))[0]?.status).toBe('created');
    expect(delivered).toHaveLength(1); // only the failure's webhook
    expect(completed.map((r) => r.outcome)).toEqual(['fail', 'cancel', 'pay-later']);
  });

  it('refuses an unknown outcome and cross-site posts', async () => {
    const order = await newOrder();
    const bad = await post(order.id, 'outcome=refund');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const missing = await post(order.id, '');
    expect(missing.statusCode).toBe(400);
    const crossSite = await post(order.id, 'outcome=pay', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const opaque = await post(order.id, 'outcome=pay', { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    expect((await sandbox.fetchOrder(order.id)).status).toBe('created');
  });

  it('accepts its own form posted by a browser that sends Origin: null', async () => {
    // Chromium sends `Origin: null` for a form on a no-referrer page, with Sec-Fetch-Site: same-origin.
    const order = await newOrder();
    const res = await post(order.id, 'outcome=pay', { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect((await sandbox.fetchOrder(order.id)).status).toBe('paid');
  });

  it('is described in the OpenAPI document', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/payments/sandbox/checkout/{orderId}');
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(118000)).toBe('₹1,180.00');
    expect(formatRupees(1)).toBe('₹0.01');
    expect(formatRupees(9900)).toBe('₹99.00');
    expect(formatRupees(10_000_000_05)).toBe('₹1,00,00,000.05');
  });
});

describe('sandbox checkout.js and the framed page', () => {
  it("serves a stand-in for Razorpay's checkout.js with the same contract, in both languages", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    const js = res.body;
    expect(js).toContain('window.Razorpay = Razorpay');
    for (const part of ["'payment.failed'", 'modal.ondismiss', 'options.handler', 'Razorpay.prototype.open']) {
      expect(js).toContain(part);
    }
    expect(js).toContain('Close the checkout');
    expect(js).toContain('चेकआउट बंद करें');
    // It only trusts messages from its own frame on this origin.
    expect(js).toContain('event.origin !== window.location.origin');
    expect(() => new Function(js)).not.toThrow();
  });

  it('framed: may be framed by our own pages only, and hands the signed result to the opener', async () => {
    const order = await newOrder();
    const page = await api.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${order.id}?embed=1&lang=hi`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.body).toContain('<input type="hidden" name="embed" value="1">');
    expect(page.body).toContain(`action="/api/payments/sandbox/checkout/${order.id}?lang=hi"`);
    // Alone, the page has the policy of HTML under /api (docs/CSP.md): no inline script runs.
    const alone = await api.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${order.id}` });
    expect(alone.headers['content-security-policy']).toContain("script-src 'self';");
    expect(alone.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const res = await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${order.id}?lang=hi`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay&embed=1',
    });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('हो गया');
    const script = new RegExp(
      `<script nonce="${nonce!.replace(/[+/=]/g, '\\$&')}">parent\\.postMessage\\((.+), location\\.origin\\);</script>`,
    ).exec(res.body);
    expect(script).not.toBeNull();
    const message = JSON.parse(script![1]!);
    expect(message).toMatchObject({ source: 'drishti-sandbox-checkout', orderId: order.id, outcome: 'pay' });
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = message.response;
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_signature).toBe(hmac(keySecret, `${order.id}|${razorpay_payment_id}`));

    const failed = await newOrder();
    const f = await api.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${failed.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail&embed=1',
    });
    expect(f.statusCode).toBe(200);
    const failure = JSON.parse(/parent\.postMessage\((.+), location\.origin\)/.exec(f.body)![1]!);
    expect(failure).toMatchObject({
      outcome: 'fail',
      error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: failed.id } },
    });
  });
});
