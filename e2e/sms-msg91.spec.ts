import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import enAccount from '../apps/web/messages/en/account.json' with { type: 'json' };
import hiAccount from '../apps/web/messages/hi/account.json' with { type: 'json' };
import enAdmin from '../apps/web/messages/en/admin.json' with { type: 'json' };
import hiAdmin from '../apps/web/messages/hi/admin.json' with { type: 'json' };
import { API_MESSAGES_BY_CODE } from '../packages/content/src/api-messages-codes';
import { type SmsStandIn, startSmsStandIn } from '../packages/core/src/sms/stand-in';
import {
  msg91TemplateSetting,
  SMS_KINDS,
  SMS_LOCALES,
  type SmsKind,
  type SmsLocale,
} from '../packages/core/src/sms/templates';
import { expect, test } from './fixtures';

/**
 * Sign-in with SMS_PROVIDER=msg91: a second instance of the product (pages and API, its own data
 * directory) sends its codes through MSG91's Flow API to a local stand-in, which keeps what it
 * received so the test can type the code, and answers as told for each number (template mismatch,
 * 429, timeout). The shared server of the other specs keeps the console provider.
 */
const root = resolve(import.meta.dirname, '..');
const AUTH_KEY = 'e2e-msg91-auth-key';
const templates = Object.fromEntries(
  SMS_KINDS.map((k, i) => [k, { en: `1207${i}00000000000011`, hi: `1207${i}00000000000012` }]),
) as Record<SmsKind, Record<SmsLocale, string>>;

/** The API's messages, by their codes. */
const MESSAGES = {
  busy: API_MESSAGES_BY_CODE['sms-rate-limited'],
  timeout: API_MESSAGES_BY_CODE['sms-timeout'],
  failed: API_MESSAGES_BY_CODE['sms-template-mismatch'],
  sent: API_MESSAGES_BY_CODE['otp-sent'],
} as const;

let standIn: SmsStandIn;
let server: ChildProcess;
let origin: string;
let dataDir: string;
let log = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  standIn = await startSmsStandIn({ msg91: { authKey: AUTH_KEY, templates } });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'drishti-e2e-msg91-'));
  const sms: Record<string, string> = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: AUTH_KEY,
    MSG91_SENDER_ID: 'DRISHT',
    MSG91_BASE_URL: standIn.url,
    SMS_TIMEOUT_MS: '1500',
  };
  for (const kind of SMS_KINDS)
    for (const locale of SMS_LOCALES) sms[msg91TemplateSetting(kind, locale)] = templates[kind][locale];
  // The web app was built by the shared server's start; this one serves the same build.
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      // The shared build was made for the shared server's origin; this one only serves it.
      PUBLIC_URL_CHECK: 'warn',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STUN_URLS: '',
      REMINDER_TICK_MS: '0',
      ...sms,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (d: Buffer) => {
    log = (log + d.toString('utf8')).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the msg91 server exited during start:\n${log}`);
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 200_000) throw new Error(`the msg91 server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function phoneFor(project: string, n: number): string {
  return `9831${project === 'phone' ? 1 : 2}${String(n).padStart(5, '0')}`;
}

/** Console errors less the browser's own line for each send refused on purpose (a 503 from /api/auth/otp). */
const besidesRefusedSends = (errors: string[]) =>
  errors.filter((e) => !(/status of 503/.test(e) && e.endsWith('/api/auth/otp)')));

function codeSentTo(to: string): string {
  const sent = standIn.messages.filter((m) => m.to === to);
  const text = sent.at(-1)?.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}

/** Signs in through the form; a user lands on the wallet, the admin on the console. */
async function signInThroughForm(page: Page, locale: 'en' | 'hi', phone: string, landing = 'wallet') {
  const t = (locale === 'hi' ? hiAccount : enAccount).login;
  await page.goto(`${origin}${locale === 'hi' ? '/hi' : ''}/login`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: t.phoneLabel, exact: true }).fill(phone);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('login-notice')).toHaveText(MESSAGES.sent[locale]);
  await expect.poll(() => codeSentTo(`91${phone}`)).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: t.codeLabel, exact: true }).fill(codeSentTo(`91${phone}`));
  await page.getByTestId('verify-code').click();
  await expect(page).toHaveURL(new RegExp(`${locale === 'hi' ? '/hi' : ''}/${landing}$`));
}

test('in English: the code goes out through MSG91 with the English DLT template and signs in', async ({
  page,
  watchErrors,
}, info) => {
  const errors = watchErrors(page);
  const phone = phoneFor(info.project.name, 1);
  await signInThroughForm(page, 'en', phone);
  const sent = standIn.messages.filter((m) => m.to === `91${phone}`);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ kind: 'otp', locale: 'en' });
  expect(sent[0]!.body).toMatchObject({ template_id: templates.otp.en, sender: 'DRISHT' });
  expect(sent[0]!.text).toMatch(/^\d{6} is your Drishti verification code\./);
  expect(errors).toEqual([]);
});

test('in Hindi: the Hindi template, sent as Unicode, signs in', async ({ page, watchErrors }, info) => {
  const errors = watchErrors(page);
  const phone = phoneFor(info.project.name, 2);
  await signInThroughForm(page, 'hi', phone);
  const sent = standIn.messages.filter((m) => m.to === `91${phone}`);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ template_id: templates.otp.hi, unicode: 1 });
  expect(sent[0]!.text).toMatch(/^\d{6} आपका दृष्टि सत्यापन कोड है।/);
  expect(errors).toEqual([]);
});

for (const [n, behaviour, message, locale] of [
  [3, 'template-mismatch', MESSAGES.failed, 'en'],
  [4, 'rate-limited', MESSAGES.busy, 'hi'],
  [5, 'timeout', MESSAGES.timeout, 'en'],
] as const) {
  test(`a ${behaviour} answer (${locale}) tells the user to try again and counts nothing`, async ({
    page,
    watchErrors,
  }, info) => {
    const errors = watchErrors(page);
    const phone = phoneFor(info.project.name, n);
    const t = (locale === 'hi' ? hiAccount : enAccount).login;
    standIn.behave(`91${phone}`, behaviour);
    await page.goto(`${origin}${locale === 'hi' ? '/hi' : ''}/login`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const number = page.getByRole('textbox', { name: t.phoneLabel, exact: true });
    await number.fill(phone);
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-error')).toHaveText(message[locale]);
    await expect(number).toBeFocused();
    expect(standIn.messages.some((m) => m.to === `91${phone}`)).toBe(false);

    // The provider is back: the same number gets its code at once (the failed one counted for
    // no wait), and signs in with it.
    standIn.behave(`91${phone}`, 'ok');
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-notice')).toHaveText(MESSAGES.sent[locale]);
    await expect.poll(() => codeSentTo(`91${phone}`)).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: t.codeLabel, exact: true }).fill(codeSentTo(`91${phone}`));
    await page.getByTestId('verify-code').click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'hi' ? '/hi' : ''}/wallet$`));
    expect(besidesRefusedSends(errors)).toEqual([]);
  });
}

// The sign-in code route takes 10 requests a minute from one address: this file sends 9 in all.
test('the admin console lists the failed sends, in English and Hindi', async ({ page, watchErrors }) => {
  const errors = watchErrors(page);
  // The demo admin of this instance's own data (+91 99999 00001) signs in through MSG91 too.
  await signInThroughForm(page, 'en', '9999900001', 'admin');
  await page.goto(`${origin}/admin?tab=sms`);
  const table = page.getByTestId('sms-failures');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: enAdmin.sms.error })).toBeVisible();
  const mismatch = table.getByRole('row').filter({ hasText: 'template-mismatch' });
  await expect(mismatch.first()).toContainText(enAdmin.sms.kinds.otp);
  await expect(mismatch.first()).toContainText('msg91');
  await expect(table.getByRole('row').filter({ hasText: 'timeout: ' }).first()).toBeVisible();
  // Numbers are masked; no code appears anywhere.
  await expect(table).not.toContainText(/\b\d{6}\b/);
  await page.goto(`${origin}/hi/admin?tab=sms`);
  await expect(page.getByRole('heading', { level: 2, name: hiAdmin.sms.heading })).toBeVisible();
  await expect(
    page.getByTestId('sms-failures').getByRole('row').filter({ hasText: 'rate-limited' }).first(),
  ).toContainText(hiAdmin.sms.kinds.otp);
  expect(errors).toEqual([]);
});
