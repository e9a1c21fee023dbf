import { expect, type Page, type TestInfo, test } from '@playwright/test';
import enAccount from '../apps/web/messages/en/account.json' with { type: 'json' };
import hiAccount from '../apps/web/messages/hi/account.json' with { type: 'json' };
import enRegistration from '../apps/web/messages/en/registration.json' with { type: 'json' };
import { API_MESSAGES_BY_CODE } from '../packages/content/src/api-messages-codes';
import { hydrated } from './helpers';

/**
 * Five wrong sign-in codes lock the number for about an hour. The sign-in page (and the consultant
 * registration's phone step) says so with the time the lock ends, in the reader's language and
 * 12-hour clock, stops the resend countdown and says what to do; asking again for the number says
 * the same, not "wait 30 seconds" and then a failure.
 */

const ZONE = 'Asia/Kolkata';
test.use({ timezoneId: ZONE });

const langs = [
  { lang: 'en' as const, prefix: '', t: enAccount.login, zone: 'Asia/Kolkata' },
  { lang: 'hi' as const, prefix: '/hi', t: hiAccount.login, zone: 'भारतीय समय' },
];

/** This spec's own numbers, per project and language. */
function phoneOf(info: TestInfo, lang: 'en' | 'hi'): string {
  return `96557${info.project.name === 'desktop' ? 2 : 1}${lang === 'hi' ? 1 : 0}001`;
}

async function latestCode(page: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?phone=91${phone}`);
      const json = (await res.json()) as { data?: { text: string }[] };
      code = /\b(\d{6})\b/.exec(json.data?.[0]?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** The lock's end as the page must write it, reckoned here from the API's `lockedUntil`. */
function expectedLockText(lang: 'en' | 'hi', template: string, zone: string, lockedUntil: string): string {
  const shown = new Date(Math.ceil(Date.parse(lockedUntil) / 60_000) * 60_000);
  const time = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    ...(lang === 'hi' ? { dayPeriod: 'short' as const } : {}),
  }).format(shown);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);
  const tomorrow = day(shown) !== day(new Date());
  const dayWord = tomorrow ? (lang === 'hi' ? 'कल ' : 'tomorrow, ') : '';
  return template
    .replace(/\{day, select, tomorrow \{[^}]*\} other \{\}\}/, dayWord)
    .replace('{time}', time)
    .replace('{zone}', zone);
}

for (const { lang, prefix, t, zone } of langs) {
  test(`${lang}: the fifth wrong code says the number is locked until when, and the countdown stops`, async ({
    page,
  }, info) => {
    const phone = phoneOf(info, lang);
    await page.goto(`${prefix}/login`);
    await hydrated(page);
    await page.locator('#login-phone').fill(phone);
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-code-form')).toBeVisible();
    // The resend countdown runs after a code is sent.
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code')).toHaveText(/\d/);
    const right = await latestCode(page, phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const code = page.locator('#login-code');
    const error = page.getByTestId('login-error');

    for (let left = 4; left >= 1; left--) {
      const en = `The code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
      const hi = API_MESSAGES_BY_CODE[left === 1 ? 'otp-wrong-try-left' : 'otp-wrong-tries-left'].hi.replace(
        '{n}',
        String(left),
      );
      await code.fill(wrong);
      await page.getByTestId('verify-code').click();
      await expect(error).toHaveText(lang === 'hi' ? hi : en);
    }

    await code.fill(wrong);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify'));
    await page.getByTestId('verify-code').click();
    const res = await answer;
    expect(res.status()).toBe(429);
    const body = (await res.json()) as { code: string; data: { lockedUntil: string } };
    expect(body.code).toBe('otp-locked');
    const lockedUntil = body.data.lockedUntil;
    // About an hour from now.
    expect(Date.parse(lockedUntil) - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(Date.parse(lockedUntil) - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const text = expectedLockText(lang, t.locked, zone, lockedUntil);
    await expect(error).toHaveText(text);
    await expect(error).not.toContainText(lang === 'hi' ? '0 प्रयास' : '0 tries');
    if (lang === 'hi') await expect(error).toContainText(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}/);
    else await expect(error).toContainText(/\d{1,2}:\d{2} (am|pm)/);
    // No countdown: the resend button waits for the lock, and so does the code.
    await expect(page.getByTestId('resend-code')).toHaveText(t.resend);
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('verify-code')).toBeDisabled();

    // Asking again for the number says the same at once.
    await page.getByRole('button', { name: t.changeNumber }).click();
    await page.locator('#login-phone').fill(phone);
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-error')).toHaveText(text);
    await expect(page.getByTestId('login-phone-form')).toBeVisible();
  });
}

test('the consultant registration’s phone step says the same about a locked number', async ({ page }, info) => {
  const m = enRegistration.phone;
  const phone = `96557${info.project.name === 'desktop' ? 2 : 1}2001`;
  await page.goto('/consultant/registration');
  await hydrated(page);
  await page.getByTestId('reg-phone').fill(phone);
  await page.getByRole('button', { name: m.send, exact: true }).click();
  await expect(page.getByTestId('otp-form')).toBeVisible();
  const right = await latestCode(page, phone);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  const verify = page.getByRole('button', { name: m.verify, exact: true });
  for (let left = 4; left >= 1; left--) {
    await page.getByTestId('reg-code').fill(wrong);
    await verify.click();
    await expect(page.getByTestId('reg-code-error')).toHaveText(
      `The code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    );
  }
  await page.getByTestId('reg-code').fill(wrong);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/publics/astrologer/confirm-otp'));
  await verify.click();
  const body = (await (await answer).json()) as { code: string; data: { lockedUntil: string } };
  expect(body.code).toBe('otp-locked');
  await expect(page.getByTestId('reg-code-error')).toHaveText(
    expectedLockText('en', m.locked, 'Asia/Kolkata', body.data.lockedUntil),
  );
  // No countdown and nothing to press until the lock ends.
  await expect(page.getByText(/You can ask for a new code in/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: m.resend, exact: true })).toBeDisabled();
  await expect(verify).toBeDisabled();
});
