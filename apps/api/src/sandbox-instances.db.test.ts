import { ConsoleSmsProvider } from '@drishti/core/sms';
import { createTestDatabase, type Database } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApi, buildApi } from './app';
import { createContext } from './context';
import { loadEnv } from './env';
import { loadSandboxSecrets } from '@drishti/core/payments/sandbox-secrets';

/**
 * Two API instances on one database, as behind a round-robin proxy without sticky sessions: a
 * sandbox order made through one is shown and paid through the other's checkout page.
 */
let database: Database;
let one: BuiltApi;
let two: BuiltApi;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'instances-secret-instances-secret-012345',
    DATA_DIR: '/tmp/drishti-test-data',
  });
  // As server.ts does: every instance signs with the secrets kept in the database.
  const sandboxSecrets = await loadSandboxSecrets(database.db);
  const instance = () =>
    buildApi({ ctx: createContext(env, database, { sms: new ConsoleSmsProvider(() => {}), sandboxSecrets }) });
  [one, two] = await Promise.all([instance(), instance()]);
});
afterAll(async () => {
  await one?.app.close();
  await two?.app.close();
  await database?.close();
});

async function signIn(api: BuiltApi, phone: string) {
  await api.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone } });
  const outbox = await api.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=91${phone}` });
  const code = outbox.json().data[0].text.match(/\b(\d{6})\b/)[1];
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { phone, code } });
  return { cookie: `drishti_session=${res.cookies.find((c) => c.name === 'drishti_session')!.value}` };
}
const balance = async (api: BuiltApi, headers: Record<string, string>) =>
  (await api.app.inject({ method: 'GET', url: '/api/wallet', headers })).json().data.coins as number;

describe('the sandbox gateway across instances', () => {
  it('an order made through one instance is paid on the other and credited once', async () => {
    const me = await signIn(one, '9800000951');
    const made = await one.app.inject({
      method: 'POST',
      url: '/api/wallet/recharge',
      payload: { packId: 'coins-100', returnUrl: '/wallet' },
      headers: me,
    });
    expect(made.statusCode).toBe(200);
    const intent = made.json().data;
    const checkoutPath = `/api/payments/sandbox/checkout/${intent.order.gatewayOrderId}`;
    expect(intent.checkout.url).toBe(checkoutPath);

    const page = await two.app.inject({ method: 'GET', url: checkoutPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₹118.00');

    const paid = await two.app.inject({
      method: 'POST',
      url: checkoutPath,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/wallet');
    expect(back.searchParams.get('payment')).toBe('paid');
    // The second instance's webhooks credited the wallet; both instances see it.
    expect(await balance(two, me)).toBe(100);
    expect(await balance(one, me)).toBe(100);

    // The browser's verify call lands on the first instance: it checks the signature the second made.
    const verified = await one.app.inject({
      method: 'POST',
      url: '/api/wallet/recharge/verify',
      payload: {
        razorpay_order_id: back.searchParams.get('razorpay_order_id'),
        razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
        razorpay_signature: back.searchParams.get('razorpay_signature'),
      },
      headers: me,
    });
    expect(verified.json().data).toEqual({ status: 'paid', coins: 100, balance: 100 });

    // Paying again on the first instance is refused: the order is paid.
    const again = await one.app.inject({
      method: 'POST',
      url: checkoutPath,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(409);
    const history = (await one.app.inject({ method: 'GET', url: '/api/wallet/history', headers: me })).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'recharge', amount: 100, balanceAfter: 100 });
  });
});
