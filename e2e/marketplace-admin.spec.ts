import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { expect, type SignInFixtures, test } from './fixtures';
import { ADMIN_PHONE, brokenLinksOnPage, noHorizontalScroll } from './helpers';

/**
 * Consultant registration, the admin console and the astrologer's dashboard: the "done when" story
 * (register → three rounds → approval → listed → hours), a rejection, and who may open /admin.
 * Both projects (phone, desktop) share one server, so every phone number carries the project.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/** A 10-digit mobile number unique to this project and purpose. */
function phoneFor(info: TestInfo, n: number): string {
  const project = info.project.name === 'phone' ? 1 : 2;
  return `98213${project}${String(n).padStart(4, '0')}`;
}

/** The latest code the console SMS provider "sent" to a number. */
/** A second browser context shaped like the project's own. */
async function newContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const use = info.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
}

/**
 * The admin, signed in once per run: the session is kept in a file for the other tests and the
 * other project (resending a code within the cooldown is refused), and checked before use.
 */
async function adminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await newContext(browser, info);
  await signInAdmin(context);
  return context;
}

/** A one-pixel PNG and a tiny PDF, made here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Applicant {
  name: string;
  bioEn: string;
  bioHi: string;
}

/** Registers through the page: phone and code, then the application. Leaves the page on the documents step. */
async function register(
  page: Page,
  request: APIRequestContext,
  otpFor: SignInFixtures['otpFor'],
  prefix: '' | '/hi',
  phone: string,
  who: Applicant,
) {
  const m = (prefix === '/hi' ? hi : en).registration;
  const res = await page.goto(`${prefix}/consultant/registration`);
  expect(res?.status()).toBe(200);
  const flow = page.getByTestId('registration-flow');
  await expect(flow).toHaveAttribute('data-phase', 'phone');
  await page.getByTestId('reg-phone').fill(phone);
  await page.getByRole('button', { name: m.phone.send, exact: true }).click();
  await expect(page.getByTestId('otp-form')).toBeVisible();
  await page.getByTestId('reg-code').fill(await otpFor(request, phone));
  await page.getByRole('button', { name: m.phone.verify, exact: true }).click();
  await expect(flow).toHaveAttribute('data-phase', 'application');
  await expect(page.getByTestId('step-heading')).toHaveText(m.flow.steps.application);

  // Submitting the empty form shows the errors in the page's language and focuses the first.
  await page.getByTestId('app-submit').click();
  await expect(page.getByTestId('app-name-error')).toHaveText(m.errors.name);
  await expect(page.getByTestId('app-name')).toBeFocused();

  await page.getByTestId('app-name').fill(who.name);
  await page.getByTestId('app-gender').getByLabel(m.form.genders.female, { exact: true }).check();
  await page.getByTestId('app-dob').fill('07/12/1986');
  await page.getByTestId('app-languages').getByLabel(m.languages.hindi, { exact: true }).check();
  await page.getByTestId('app-languages').getByLabel(m.languages.english, { exact: true }).check();
  await page.getByTestId('app-skills').getByLabel(m.skills['vedic-astrology'], { exact: true }).check();
  await page.getByTestId('app-experience').fill('12');
  await page.getByTestId('app-price').fill('25');
  await page.getByTestId('app-bio-en').fill(who.bioEn);
  // Too short a Hindi bio is refused on leaving the field.
  await page.getByTestId('app-bio-hi').fill('छोटा परिचय');
  await page.getByTestId('app-bio-hi').blur();
  await expect(page.getByTestId('app-bio-hi-error')).toHaveText(m.errors.bioHiShort);
  await page.getByTestId('app-bio-hi').fill(who.bioHi);
  await expect(page.getByTestId('app-bio-hi-error')).toHaveCount(0);
  await page.getByTestId('app-agree').check();
  await page.getByTestId('app-submit').click();
  await expect(flow).toHaveAttribute('data-phase', 'documents');
}

const BIO_EN = 'I have read birth charts for twelve years, mostly on careers, marriage timing and family questions.';
const BIO_HI = 'मैं बारह वर्षों से कुंडली देख रही हूँ, ज़्यादातर करियर, विवाह के समय और परिवार से जुड़े सवालों पर।';

for (const { locale, prefix, messages } of [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'hi', prefix: '/hi', messages: hi },
] as const) {
  test(`${prefix}/consultant/registration explains the programme and checks the phone (${locale})`, {
    tag: '@desktop',
  }, async ({ page, watchErrors }) => {
    const errors = watchErrors(page);
    const m = messages.registration;
    const res = await page.goto(`${prefix}/consultant/registration`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.hero.title);
    await expect(page).toHaveTitle(new RegExp(m.meta.title.slice(0, 20)));
    if (locale === 'hi') await expect(page.locator('main')).toContainText(DEVANAGARI);
    await expect(page.getByRole('heading', { level: 3, name: m.programme.rounds.title })).toBeVisible();
    const terms = page.getByTestId('consultant-terms');
    await expect(terms).toContainText(m.terms.noFear);
    await expect(terms).toContainText(m.terms.noContact);
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
      'href',
      /\/hi\/consultant\/registration$/,
    );

    // Step 1: a wrong number is refused here, in the page's language, before anything is sent.
    await expect(page.getByTestId('registration-flow')).toHaveAttribute('data-phase', 'phone');
    await expect(page.getByText(m.flow.stepOf.replace('{step}', '1'))).toBeVisible();
    await page.getByTestId('reg-phone').fill('12345');
    await page.getByTestId('reg-phone').press('Enter');
    await expect(page.getByTestId('reg-phone-error')).toHaveText(m.errors.phone);
    await expect(page.getByTestId('reg-phone')).toBeFocused();
    await expect(page.getByTestId('reg-phone')).toHaveAttribute('aria-invalid', 'true');

    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('every internal link on /consultant/registration resolves', async ({ page, request }) => {
  await page.goto('/consultant/registration');
  const { hrefs, failures } = await brokenLinksOnPage(page, request, test.info());
  expect(hrefs.length).toBeGreaterThan(1);
  expect(failures).toEqual([]);
});

test('an applicant registers, the admin passes three rounds and approves, the astrologer sets hours', async ({
  page,
  browser,
  request,
  signInAdmin,
  otpFor,
  watchErrors,
}, info) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const m = en.registration;
  const a = en.admin;
  const phone = phoneFor(info, 1);
  const who = {
    name: info.project.name === 'phone' ? 'Kavya Raghunathan' : 'Ishaan Malhotra',
    bioEn: BIO_EN,
    bioHi: BIO_HI,
  };

  // The applicant: phone, code, application, ID document and photo.
  await register(page, request, otpFor, '', phone, who);
  await expect(page.getByTestId('documents-continue')).toBeDisabled();
  // A file of the wrong type is refused before it is sent.
  await page
    .getByTestId('upload-photo-input')
    .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('upload-photo-error')).toHaveText(m.errors.fileType);
  await page
    .getByTestId('upload-id-document-input')
    .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('upload-id-document-status')).toContainText('Uploaded: PDF');
  await page.getByTestId('upload-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('upload-photo-status')).toContainText('Uploaded: PNG image');
  await page.getByTestId('documents-continue').click();
  const status = page.getByTestId('registration-status');
  await expect(status).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('status-title')).toHaveText(m.status.titles.submitted);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  // The applicant is no admin (another tab: a 404 page logs a console error of its own).
  const probe = await page.context().newPage();
  expect((await probe.goto('/admin'))?.status()).toBe(404);
  await probe.close();

  // The admin, in a second browser context.
  const adminCtx = await adminContext(browser, info, signInAdmin);
  const admin = await adminCtx.newPage();
  const adminErrors = watchErrors(admin);
  expect((await admin.goto('/admin'))?.status()).toBe(200);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(a.hero.title);
  await expect(admin.getByRole('tab', { name: a.tabs.applications })).toHaveAttribute('aria-selected', 'true');
  await admin.getByTestId('applications-filter').selectOption('submitted');
  const item = admin.locator(`[data-testid="application-item"][data-name="${who.name}"]`);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: a.applications.open.replace('{name}', who.name) }).click();
  const detail = admin.getByTestId('application-detail');
  await expect(detail).toHaveAttribute('data-status', 'submitted');
  await expect(admin.getByTestId('bio-en')).toHaveText(BIO_EN);
  await expect(admin.getByTestId('bio-hi')).toHaveText(BIO_HI);
  await expect(detail).toContainText('Hindi, English');
  // Both documents can be downloaded by the admin.
  const idHref = await admin.getByTestId('file-id-document').getAttribute('href');
  const idFile = await adminCtx.request.get(idHref!);
  expect(idFile.status()).toBe(200);
  expect((await idFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const photoFile = await adminCtx.request.get((await admin.getByTestId('file-photo').getAttribute('href'))!);
  expect(photoFile.headers()['content-type']).toBe('image/png');
  // …and nobody else.
  expect((await request.get(idHref!)).status()).toBe(401);

  const approve = admin.getByTestId('approve');
  await expect(admin.getByTestId('round-2')).toHaveAttribute('data-state', 'locked');
  for (const round of [1, 2, 3]) {
    await expect(approve).toBeDisabled();
    const card = admin.getByTestId(`round-${round}`);
    await expect(card).toHaveAttribute('data-state', 'unscheduled');
    await admin.getByTestId(`round-${round}-when`).fill(`2026-01-1${round}T11:00`);
    await admin.getByTestId(`round-${round}-interviewer`).fill('Asha Rao');
    await card.getByRole('button', { name: a.detail.schedule.replace('{round}', String(round)) }).click();
    await expect(card).toHaveAttribute('data-state', 'scheduled');
    await expect(card).toContainText('11:00');
    await expect(admin.getByTestId(`round-${round}-status`)).toHaveText(
      a.detail.scheduled.replace('{round}', String(round)),
    );
    await card.getByLabel(a.detail.resultNotes.replace('{round}', String(round))).fill(`Round ${round} went well.`);
    await admin.getByTestId(`pass-${round}`).click();
    await expect(card).toHaveAttribute('data-state', 'passed');
    await expect(card).toContainText(`Round ${round} went well.`);
    await expect(admin.getByTestId('rounds-passed')).toHaveText(a.detail.passedCount.replace('{count}', String(round)));
  }
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(admin.getByTestId('decision-status')).toContainText(`${who.name} is now listed as an astrologer`);
  await expect(detail).toHaveAttribute('data-status', 'approved');
  expect(await noHorizontalScroll(admin)).toBeLessThanOrEqual(0);
  expect(adminErrors).toEqual([]);

  // Listed for users.
  const listed = await request.get(`/api/publics/astrologers?search=${encodeURIComponent(who.name)}`);
  const found = (await listed.json()) as { data: { items: { name: string; slug: string }[] } };
  const me = found.data.items.find((x) => x.name === who.name);
  expect(me, 'listed after approval').toBeTruthy();
  if ((await request.get('/online-astrologer')).status() === 200) {
    await page.goto(`/online-astrologer?search=${encodeURIComponent(who.name)}`);
    await expect(page.locator(`[data-testid="astrologer-card"][data-slug="${me!.slug}"]`)).toBeVisible();
  }

  // The applicant's status page says approved and leads to the dashboard.
  await page.goto('/consultant/registration');
  await expect(status).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('status-title')).toHaveText(m.status.titles.approved);
  await page.getByTestId('dashboard-link').click();
  await expect(page).toHaveURL(/\/astrologer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.dashboard.title);
  await expect(page.getByTestId('dashboard-bookings')).toContainText(a.dashboard.bookings.empty);
  await expect(page.getByTestId('dashboard-reviews')).toContainText(a.dashboard.reviews.empty);

  // The default hours: every day 10:00–13:00 and 17:00–20:00. Sunday loses its evening, Monday gains one.
  const sunday = page.getByTestId('day-0');
  await expect(sunday.getByTestId('window')).toHaveCount(2);
  await expect(sunday.getByTestId('window-start').first()).toHaveValue('10:00');
  await expect(sunday.getByTestId('window-end').first()).toHaveValue('13:00');
  await expect(sunday.getByTestId('window-start').nth(1)).toHaveValue('17:00');
  await sunday.getByTestId('window-remove').nth(1).click();
  await expect(sunday.getByTestId('window')).toHaveCount(1);
  const monday = page.getByTestId('day-1');
  await monday.getByTestId('add-1').click();
  await expect(monday.getByTestId('window')).toHaveCount(3);
  // An overlapping window is refused before saving.
  await monday.getByTestId('window-start').nth(2).fill('12:00');
  await monday.getByTestId('window-end').nth(2).fill('14:00');
  await page.getByTestId('hours-save').click();
  await expect(page.getByTestId('hours-status')).toHaveText(a.dashboard.hours.fix);
  await expect(monday).toContainText(a.dashboard.hours.errors.overlap);
  await monday.getByTestId('window-start').nth(2).fill('21:00');
  await monday.getByTestId('window-end').nth(2).fill('22:30');
  await page.getByTestId('hours-save').click();
  await expect(page.getByTestId('hours-status')).toHaveText(a.dashboard.hours.saved);

  await page.reload();
  await expect(page.getByTestId('day-0').getByTestId('window')).toHaveCount(1);
  await expect(page.getByTestId('day-1').getByTestId('window')).toHaveCount(3);
  await expect(page.getByTestId('day-1').getByTestId('window-start').nth(2)).toHaveValue('21:00');
  const saved = await page.request.get('/api/astrologer/availability');
  const windows = ((await saved.json()) as { data: { weekday: number; startMinute: number; endMinute: number }[] })
    .data;
  expect(windows.filter((w) => w.weekday === 0)).toEqual([{ weekday: 0, startMinute: 600, endMinute: 780 }]);
  expect(windows).toContainEqual({ weekday: 1, startMinute: 1260, endMinute: 1350 });
  expect(windows).toHaveLength(14);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

  await adminCtx.close();
  expect(errors).toEqual([]);
});

test('a rejected applicant sees the reason on the Hindi status page', async ({
  page,
  browser,
  request,
  signInAdmin,
  otpFor,
  watchErrors,
}, info) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const m = hi.registration;
  const who = {
    name: info.project.name === 'phone' ? 'Rohit Sabharwal' : 'Nandini Kulkarni',
    bioEn: BIO_EN,
    bioHi: BIO_HI,
  };
  await register(page, request, otpFor, '/hi', phoneFor(info, 2), who);
  await expect(page.getByTestId('step-heading')).toHaveText(m.flow.steps.documents);
  await expect(page.locator('main')).toContainText(DEVANAGARI);

  // Coming back later opens the status, where the details can still be corrected.
  await page.goto('/hi/consultant/registration');
  await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'submitted');
  await expect(page.getByTestId('status-title')).toHaveText(m.status.titles.submitted);
  await page.getByTestId('edit-application').click();
  await expect(page.getByTestId('app-name')).toHaveValue(who.name);
  await page.getByTestId('app-experience').fill('3');
  await page.getByTestId('app-submit').click();
  await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'submitted');

  const reason = 'अभी अनुभव कम है; एक वर्ष बाद फिर आवेदन करें।';
  const adminCtx = await adminContext(browser, info, signInAdmin);
  const admin = await adminCtx.newPage();
  const adminErrors = watchErrors(admin);
  expect((await admin.goto('/hi/admin?tab=applications'))?.status()).toBe(200);
  const item = admin.locator(`[data-testid="application-item"][data-name="${who.name}"]`);
  await item.getByRole('button', { name: hi.admin.applications.open.replace('{name}', who.name) }).click();
  await expect(admin.getByTestId('application-detail')).toContainText('3 वर्ष');
  await expect(admin.getByTestId('approve')).toBeDisabled();
  // A reason is required, in the page's language.
  await admin.getByTestId('reject').click();
  await expect(admin.getByTestId('reject-reason-error')).toHaveText(hi.admin.errors.reason);
  await admin.getByTestId('reject-reason').fill(reason);
  await admin.getByTestId('reject').click();
  await expect(admin.getByTestId('application-detail')).toHaveAttribute('data-status', 'rejected');
  await expect(admin.getByTestId('decision-status')).toHaveText(hi.admin.detail.rejected);
  expect(adminErrors).toEqual([]);
  await adminCtx.close();

  await page.goto('/hi/consultant/registration');
  await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('status-title')).toHaveText(m.status.titles.rejected);
  await expect(page.getByTestId('rejection-reason')).toContainText(reason);
  await expect(page.getByTestId('edit-application')).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('only admins open /admin; the dashboard turns away other accounts', async ({ page, browser, signIn }, info) => {
  // Signed out: not found, or the sign-in page when the product has one.
  const res = await page.goto('/admin');
  if (res?.status() === 404) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.notFoundTitle);
  } else {
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  }
  expect((await page.goto('/astrologer/dashboard'))?.status()).toBe(200);
  await expect(page.getByTestId('dashboard-signed-out')).toContainText(en.admin.dashboard.signedOut.title);

  // A signed-in user who is not an admin.
  const context = await newContext(browser, info);
  await signIn(context, phoneFor(info, 3));
  const user = await context.newPage();
  const admin = await user.goto('/hi/admin');
  expect(admin?.status()).toBe(404);
  await expect(user.getByRole('heading', { level: 1 })).toHaveText(hi.errors.notFoundTitle);
  await expect(user.locator('#admin-panel')).toHaveCount(0);
  expect((await user.goto('/astrologer/dashboard'))?.status()).toBe(200);
  await expect(user.getByTestId('dashboard-not-astrologer')).toContainText(en.admin.dashboard.notAstrologer.title);
  // The admin API says no as well.
  expect((await context.request.get('/api/admin/applications')).status()).toBe(403);
  await context.close();
});

test(
  'the admin console: price bounds, an astrologer, a user refund and payouts',
  { tag: '@desktop' },
  async ({ browser, signInAdmin, watchErrors }, info) => {
    test.setTimeout(120_000);
    const a = en.admin;
    const context = await adminContext(browser, info, signInAdmin);
    const page = await context.newPage();
    const errors = watchErrors(page);

    // Astrologers: the bounds, then one astrologer's price (refused outside the bounds) and suspension.
    expect((await page.goto('/admin?tab=astrologers'))?.status()).toBe(200);
    await expect(page.getByRole('tab', { name: a.tabs.astrologers })).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('bounds-min').fill('50');
    await page.getByTestId('bounds-max').fill('10');
    await page.getByRole('button', { name: a.astrologers.saveBounds }).click();
    await expect(page.getByTestId('bounds-min-error')).toHaveText(a.errors.bounds);
    await page.getByTestId('bounds-min').fill('5');
    await page.getByTestId('bounds-max').fill('500');
    await page.getByRole('button', { name: a.astrologers.saveBounds }).click();
    await expect(page.getByTestId('bounds-status')).toHaveText(a.astrologers.boundsSaved);
    const row = page.getByTestId('astrologer-row').first();
    const slug = await row.getAttribute('data-slug');
    const price = row.getByLabel(a.astrologers.price);
    const commission = row.getByLabel(a.astrologers.commission);
    // Other specs use the demo astrologers: their price and commission are put back at the end.
    const original = { price: await price.inputValue(), commission: await commission.inputValue() };
    await price.fill('501');
    await row.getByRole('button', { name: a.astrologers.save }).click();
    await expect(row).toContainText(a.errors.price.replace('{min}', '5').replace('{max}', '500'));
    await price.fill('31');
    await commission.fill('25');
    await row.getByRole('button', { name: a.astrologers.save }).click();
    await expect(row).toContainText(a.astrologers.saved);
    const wasActive = (await row.getAttribute('data-status')) === 'active';
    await row.getByRole('button', { name: wasActive ? a.astrologers.suspend : a.astrologers.reinstate }).click();
    await expect(row).toHaveAttribute('data-status', wasActive ? 'suspended' : 'active');
    await row.getByRole('button', { name: wasActive ? a.astrologers.reinstate : a.astrologers.suspend }).click();
    await expect(row).toHaveAttribute('data-status', wasActive ? 'active' : 'suspended');
    const listed = await context.request.get('/api/admin/astrologers');
    const saved = (
      (await listed.json()) as { data: { slug: string; pricePerMinute: number; commissionPercent: number }[] }
    ).data.find((x) => x.slug === slug);
    expect(saved).toMatchObject({ pricePerMinute: 31, commissionPercent: 25 });
    await price.fill(original.price);
    await commission.fill(original.commission);
    const restored = page.waitForResponse(
      (r) => r.url().includes('/api/admin/astrologers/') && r.request().method() === 'PATCH',
    );
    await row.getByRole('button', { name: a.astrologers.save }).click();
    expect((await restored).status()).toBe(200);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    // Users: find the admin's own account by phone, refund coins once, see them in the statement.
    await page.getByRole('tab', { name: a.tabs.users }).click();
    await expect(page).toHaveURL(/tab=users/);
    await page.getByTestId('users-search').fill(ADMIN_PHONE);
    await page.getByRole('button', { name: a.users.searchButton }).click();
    const user = page.locator(`[data-testid="user-row"][data-phone="91${ADMIN_PHONE}"]`);
    await expect(user).toBeVisible();
    const before = Number(((await user.getByTestId('user-balance').textContent()) ?? '').replace(/\D/g, ''));
    await user.getByTestId('open-refund').click();
    await user.getByTestId('refund-coins').fill('0');
    await user.getByTestId('refund-submit').click();
    await expect(user.getByTestId('refund-coins-error')).toHaveText(a.errors.coins);
    await user.getByTestId('refund-coins').fill('40');
    await user.getByTestId('refund-reason').fill('Call dropped twice');
    await user.getByTestId('refund-submit').click();
    await expect(user.getByTestId('refund-status')).toHaveText(
      a.users.refunded.replace('{coins}', String(before + 40)),
    );
    await expect(user.getByTestId('user-balance')).toHaveText(a.users.balance.replace('{coins}', String(before + 40)));
    await user.getByRole('button', { name: a.users.cancel }).click();
    await user.getByRole('button', { name: a.users.statement }).click();
    await expect(user.getByTestId('statement').locator('tr[data-kind="refund"]').first()).toContainText('+40');

    // Payouts: the current month's table, or its empty state; a reversed period is refused.
    await page.getByRole('tab', { name: a.tabs.payouts }).click();
    await expect(page.getByTestId('payouts-table').or(page.getByTestId('payouts-empty'))).toBeVisible();
    await page.getByTestId('payouts-from').fill('2026-04-10');
    await page.getByTestId('payouts-to').fill('2026-04-01');
    await page.getByTestId('payouts-show').click();
    await expect(page.getByTestId('payouts-to-error')).toHaveText(a.errors.order);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  },
);
