import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { en, hi } from '../apps/web/messages';
import { DEMO_MEMBER, localizeHandle } from '../packages/content/src/community';
import { cleanCommunityText } from '../packages/contracts/src/community';
import { XSS_CORPUS } from '../packages/contracts/src/testing/xss-corpus';
import { expect as baseExpect, type PageFixtures, type SignInFixtures, test } from './fixtures';
import { brokenLinksOnPage, hydrated, noHorizontalScroll } from './helpers';

/**
 * The anonymous community end to end: signed-out visitors read and are asked to sign in to post;
 * a member posts in a topic, another replies and reacts, a third reports the post, an admin hides
 * it from the moderation queue and it is gone for everyone; a post that signals self-harm shows
 * its author the helplines and is urgent at the top of the queue; the depression topic shows
 * Tele-MANAS 14416; hostile text renders as text. The demo server opens on the demo account's
 * posts in every topic, each labelled as a demo. In English and Hindi, at 390 px and on desktop.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
const expect = baseExpect.configure({ timeout: 15_000 });
type Lang = 'en' | 'hi';
const M = { en, hi } as const;
const prefixOf = (lang: Lang) => (lang === 'hi' ? '/hi' : '');

/** JavaScript dialogs (alert, confirm, prompt) a page opened: injected script would open one. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

/**
 * Phones of this spec, different per project and language, so that no resend cooldown or other
 * spec's data gets in the way. Each sign-in comes "from" its own address, as real people do.
 */
function phoneOf(info: TestInfo, lang: Lang, n: number): string {
  const project = info.project.name === 'desktop' ? 5 : 4;
  return `97${project}${lang === 'hi' ? 1 : 0}0042${String(n).padStart(2, '0')}`;
}

/** A member's own client address, from their number (the server believes X-Forwarded-For from loopback). */
const addressOf = (phone: string) => `10.42.${Number(phone.slice(-4, -2))}.${Number(phone.slice(-2))}`;

async function newContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    locale: use.locale,
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.isMobile !== undefined ? { isMobile: use.isMobile } : {}),
    ...(use.hasTouch !== undefined ? { hasTouch: use.hasTouch } : {}),
    ...(use.deviceScaleFactor !== undefined ? { deviceScaleFactor: use.deviceScaleFactor } : {}),
  });
  await context.addCookies([{ name: 'drishti_consent', value: 'denied', url: use.baseURL! }]);
  return context;
}

type Tools = { signIn: SignInFixtures['signIn']; watchErrors: PageFixtures['watchErrors'] };

/**
 * A member, signed in, then writing from their own address, with a page watched for errors and
 * dialogs. (The sign-in reads the development outbox, which answers this machine's address only.)
 */
async function member(browser: Browser, info: TestInfo, phone: string, { signIn, watchErrors }: Tools) {
  const context = await newContext(browser, info);
  await signIn(context, phone);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(phone) });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), dialogs: watchDialogs(page) };
}

/** The demo admin, signed in once per run (the session file is shared with the other admin specs). */
async function adminContext(
  browser: Browser,
  info: TestInfo,
  signInAdmin: SignInFixtures['signInAdmin'],
): Promise<BrowserContext> {
  const context = await newContext(browser, info);
  await signInAdmin(context);
  return context;
}

async function fits(page: Page) {
  expect(await noHorizontalScroll(page), `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Posts through the composer on the page open at a feed; returns the new post's id. */
async function postThroughComposer(page: Page, lang: Lang, topic: string, body: string) {
  const m = M[lang].community;
  await page.getByTestId('composer-topic').selectOption(topic);
  await page.getByTestId('composer-body').fill(body);
  await page.getByTestId('composer-submit').click();
  await expect(page.getByTestId('composer-posted')).toContainText(m.composer.posted);
  const href = await page.getByTestId('composer-view').getAttribute('href');
  const id = /\/community\/post\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(id, href ?? '').toBeTruthy();
  expect(href).toBe(`${prefixOf(lang)}/community/post/${id}`);
  return id!;
}

for (const lang of ['en', 'hi'] as const) {
  const m = M[lang].community;
  const p = prefixOf(lang);

  test.describe(`community (${lang})`, () => {
    test(
      `signed-out visitors read every topic and are asked to sign in (${lang})`,
      { tag: '@desktop' },
      async ({ page, request, watchErrors }, info) => {
        const errors = watchErrors(page);
        for (const path of [`${p}/community`, `${p}/community/exam`, `${p}/community/depression`]) {
          const res = await page.goto(path);
          expect(res?.status(), path).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await hydrated(page);
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveCount(1);
          if (lang === 'hi') await expect(h1).toHaveText(DEVANAGARI);
          // Four topics, each with its label and description, linking to real pages.
          const topics = page.getByTestId('topic-link');
          await expect(topics).toHaveCount(4);
          for (const [i, key] of (['exam', 'relationship', 'career', 'depression'] as const).entries()) {
            await expect(topics.nth(i)).toHaveAttribute('href', `${p}/community/${key}`);
            await expect(topics.nth(i)).toContainText(m.topics[key].label);
            await expect(topics.nth(i)).toContainText(m.topics[key].description);
          }
          // A fresh demo start is not an empty forum: the demo account's posts, labelled as demos.
          const demo = page.getByTestId('community-post').filter({ has: page.getByTestId('demo-badge') });
          await expect(demo.first()).toBeVisible();
          await expect(demo.first().getByTestId('demo-badge')).toHaveText(m.post.demo);
          await expect(demo.first().getByTestId('post-handle')).toHaveText(DEMO_MEMBER[lang]);
          if (path.endsWith('/exam')) {
            // A few in each topic, in English and in Hindi.
            await expect.poll(() => demo.count()).toBeGreaterThanOrEqual(3);
            const bodies = await demo.getByTestId('post-body').allTextContents();
            expect(bodies.some((b) => DEVANAGARI.test(b))).toBe(true);
            expect(bodies.some((b) => !DEVANAGARI.test(b))).toBe(true);
          }
          // The composer asks to sign in, returning here afterwards.
          await expect(page.getByTestId('composer')).toHaveCount(0);
          await expect(page.getByTestId('composer-signin')).toContainText(m.composer.signInTitle);
          await expect(page.getByTestId('signin-link')).toHaveAttribute(
            'href',
            `${p}/login?next=${encodeURIComponent(path)}`,
          );
          await fits(page);
          const { failures } = await brokenLinksOnPage(page, request, info);
          expect(failures, path).toEqual([]);
        }
        // The depression topic opens with the crisis helplines, above the posts.
        const crisis = page.getByTestId('crisis-box').first();
        await expect(crisis).toContainText('14416');
        await expect(crisis).toContainText(m.crisis.title);
        await expect(crisis.getByTestId('crisis-call').first()).toHaveAttribute('href', 'tel:14416');
        await expect(crisis.getByTestId('crisis-call').nth(1)).toHaveAttribute('href', 'tel:18008914416');
        const crisisTop = await crisis.evaluate((el) => el.getBoundingClientRect().top);
        const feedTop = await page.getByTestId('community-feed').evaluate((el) => el.getBoundingClientRect().top);
        expect(crisisTop).toBeLessThan(feedTop);
        // An unknown topic or post is a 404, not an error.
        expect((await request.get(`${p}/community/gossip`)).status()).toBe(404);
        expect((await request.get(`${p}/community/post/00000000-0000-4000-8000-000000000000`)).status()).toBe(404);
        // The home page's community block links here.
        await page.goto(lang === 'hi' ? '/hi' : '/');
        const promo = page.locator('[data-promo="community"] a');
        await expect(promo).toHaveAttribute('href', `${p}/community`);
        await expect(promo).toHaveText(M[lang].home.promos.community.cta);
        expect(errors).toEqual([]);
      },
    );

    test(
      `a post is replied to, reacted to, reported and hidden by an admin (${lang})`,
      // The wide layout once, in English; both languages on the phone.
      lang === 'en' ? { tag: '@desktop' } : {},
      async ({ browser, request, signIn, signInAdmin, watchErrors }, info) => {
        test.setTimeout(240_000);
        const author = await member(browser, info, phoneOf(info, lang, 1), { signIn, watchErrors });
        const helper = await member(browser, info, phoneOf(info, lang, 2), { signIn, watchErrors });
        const reporter = await member(browser, info, phoneOf(info, lang, 3), { signIn, watchErrors });
        const admin = await adminContext(browser, info, signInAdmin);
        const adminPage = await admin.newPage();
        const adminErrors = watchErrors(adminPage);

        // The author posts in Exams under their pseudonym.
        const text = `${lang === 'hi' ? 'कल बोर्ड की परीक्षा है और नींद नहीं आ रही' : 'Board exam tomorrow and I cannot sleep'} ${Date.now()}`;
        expect((await author.page.goto(`${p}/community/exam`))?.status()).toBe(200);
        await hydrated(author.page);
        const handleText = await author.page.getByTestId('composer-handle').textContent();
        const me = (await (await author.context.request.get('/api/users/community/me')).json()).data as {
          handle: string;
        };
        expect(handleText).toContain(localizeHandle(me.handle, lang));
        if (lang === 'hi') expect(localizeHandle(me.handle, lang)).toMatch(DEVANAGARI);
        // Too short: an inline error, nothing sent.
        await author.page.getByTestId('composer-body').fill('hi');
        await author.page.getByTestId('composer-submit').click();
        await expect(author.page.getByTestId('composer-error')).toHaveText(m.composer.errors.short);
        const postId = await postThroughComposer(author.page, lang, 'exam', text);
        const card = author.page.locator(`[data-testid="community-post"][data-post-id="${postId}"]`);
        await expect(card).toContainText(text);
        await expect(card.getByTestId('post-handle')).toHaveText(localizeHandle(me.handle, lang));
        await fits(author.page);

        // Someone else replies and reacts.
        const postPath = `${p}/community/post/${postId}`;
        expect((await helper.page.goto(postPath))?.status()).toBe(200);
        await hydrated(helper.page);
        await expect(helper.page.getByTestId('post-body')).toHaveText(text);
        const reply = lang === 'hi' ? 'गहरी साँस लें, आपने अच्छी तैयारी की है।' : 'Breathe. You have prepared well.';
        await helper.page.getByTestId('comment-input').fill(reply);
        await helper.page.getByTestId('comment-submit').click();
        await expect(helper.page.getByTestId('comment-status')).toHaveText(m.comment.sent);
        await expect(helper.page.getByTestId('comment-input')).toHaveValue('');
        await expect(helper.page.locator('[data-testid="comment-list"] [data-testid="comment-body"]')).toHaveText([
          reply,
        ]);
        const support = helper.page.locator('[data-testid="reaction"][data-kind="support"]');
        await expect(support).toHaveAttribute('aria-pressed', 'false');
        await support.click();
        await expect(support).toHaveAttribute('aria-pressed', 'true');
        await expect(support).toHaveAttribute('data-count', '1');
        await expect(support).toContainText(`${m.reactions.support}, 1`);
        await fits(helper.page);

        // A third member reports the post; it stays up until an admin acts.
        expect((await reporter.page.goto(postPath))?.status()).toBe(200);
        await hydrated(reporter.page);
        await expect(reporter.page.locator('[data-testid="reaction"][data-kind="support"]')).toHaveAttribute(
          'data-count',
          '1',
        );
        const reportArea = reporter.page.getByTestId('community-post-page');
        await reportArea.getByTestId('report-open').click();
        const form = reportArea.getByTestId('report-form');
        await form.getByTestId('report-submit').click();
        await expect(form).toContainText(m.report.chooseReason);
        await form.getByRole('radio', { name: m.report.reasons.harassment }).check();
        await form.getByTestId('report-details').fill('Mocking people who are stressed');
        await form.getByTestId('report-submit').click();
        await expect(reportArea.getByTestId('report-status')).toHaveText(m.report.sent);
        await expect(reportArea.getByTestId('report-open')).toHaveText(m.report.reported);
        await expect(reportArea.getByTestId('report-open')).toBeDisabled();
        expect((await request.get(postPath)).status()).toBe(200);

        // The admin sees it in the queue with the reason, and hides it.
        expect((await adminPage.goto(`${p}/admin?tab=community`))?.status()).toBe(200);
        await hydrated(adminPage);
        const item = adminPage.locator(`[data-testid="community-item"][data-id="${postId}"]`);
        await expect(item).toContainText(text);
        await expect(item).toContainText(m.report.reasons.harassment);
        await expect(item).toContainText('Mocking people who are stressed');
        await expect(item.getByTestId('community-handle')).toContainText(localizeHandle(me.handle, lang));
        await item.getByTestId('community-hide').click();
        await adminPage.getByRole('dialog').getByRole('button', { name: m.admin.hide }).click();
        await expect(adminPage.getByTestId('community-status')).toHaveText(m.admin.done.hide);
        await expect(item).toHaveCount(0);
        await adminPage.getByTestId('community-view').selectOption('hidden');
        await expect(adminPage.locator(`[data-testid="community-item"][data-id="${postId}"]`)).toHaveAttribute(
          'data-status',
          'hidden',
        );
        await fits(adminPage);

        // Gone for everyone: the topic no longer lists it and its page is not found.
        for (const who of [author.page, helper.page]) {
          await who.goto(`${p}/community/exam`);
          await expect(who.getByTestId('community-feed')).toBeVisible();
          await expect(who.locator(`[data-post-id="${postId}"]`)).toHaveCount(0);
        }
        const anonymous = await (await newContext(browser, info)).newPage();
        await anonymous.goto(`${p}/community/exam`);
        await expect(anonymous.getByTestId('community-feed')).toBeVisible();
        await expect(anonymous.locator(`[data-post-id="${postId}"]`)).toHaveCount(0);
        expect((await request.get(postPath)).status()).toBe(404);
        expect((await author.context.request.get(postPath)).status()).toBe(404);

        for (const x of [author, helper, reporter]) {
          expect(x.errors).toEqual([]);
          expect(x.dialogs).toEqual([]);
        }
        expect(adminErrors).toEqual([]);
        await Promise.all([author.context.close(), helper.context.close(), reporter.context.close(), admin.close()]);
      },
    );

    test(
      `self-harm shows the helplines and is urgent for moderators; hostile text stays text (${lang})`,
      lang === 'en' ? { tag: '@desktop' } : {},
      async ({ browser, signIn, signInAdmin, watchErrors }, info) => {
        test.setTimeout(240_000);
        const writer = await member(browser, info, phoneOf(info, lang, 4), { signIn, watchErrors });
        const other = await member(browser, info, phoneOf(info, lang, 5), { signIn, watchErrors });
        const admin = await adminContext(browser, info, signInAdmin);
        const adminPage = await admin.newPage();

        // Picking the depression topic shows the helplines in the composer.
        expect((await writer.page.goto(`${p}/community/depression`))?.status()).toBe(200);
        await hydrated(writer.page);
        const composer = writer.page.getByTestId('composer');
        await expect(composer.getByTestId('composer-topic')).toHaveValue('depression');
        await expect(composer.getByTestId('crisis-box')).toContainText('14416');
        await composer.getByTestId('composer-topic').selectOption('career');
        await expect(composer.getByTestId('crisis-box')).toHaveCount(0);
        const words =
          lang === 'hi'
            ? `अब जीना नहीं चाहता, मन करता है जान दे दूँ ${Date.now()}`
            : `I feel like I want to end my life ${Date.now()}`;
        const postId = await postThroughComposer(writer.page, lang, 'depression', words);
        // Right after posting, the author sees the helplines with a word for them.
        const after = composer.getByTestId('crisis-lead');
        await expect(after).toHaveText(m.crisis.afterPost);
        await expect(composer.locator('[data-testid="crisis-box"]').last()).toContainText('14416');
        // The post stays visible, with the helplines on its page.
        expect((await other.page.goto(`${p}/community/post/${postId}`))?.status()).toBe(200);
        await expect(other.page.getByTestId('post-body')).toHaveText(words);
        await expect(other.page.getByTestId('crisis-box')).toContainText('14416');

        // Urgent at the top of the moderators' queue.
        expect((await adminPage.goto(`${p}/admin?tab=community`))?.status()).toBe(200);
        const first = adminPage.getByTestId('community-item').first();
        await expect(first).toHaveAttribute('data-id', postId);
        await expect(first).toHaveAttribute('data-urgent', 'true');
        await expect(first.getByTestId('community-urgent')).toHaveText(m.admin.urgent);
        // Seen and left up: dismissing takes it off the queue.
        await first.getByTestId('community-dismiss').click();
        await expect(adminPage.getByTestId('community-status')).toHaveText(m.admin.done.dismiss);
        await expect(adminPage.locator(`[data-testid="community-item"][data-id="${postId}"]`)).toHaveCount(0);

        // Hostile text in a post and a reply renders literally: no dialog, no script, no element.
        const hostile = XSS_CORPUS.slice(0, 8);
        const body = `XSS ${Date.now()}\n${hostile.join('\n')}`;
        await writer.page.goto(`${p}/community/relationship`);
        await hydrated(writer.page);
        const xssId = await postThroughComposer(writer.page, lang, 'relationship', body);
        const replyText = XSS_CORPUS[4]!;
        await other.page.goto(`${p}/community/post/${xssId}`);
        await hydrated(other.page);
        await other.page.getByTestId('comment-input').fill(replyText);
        await other.page.getByTestId('comment-submit').click();
        await expect(other.page.getByTestId('comment-status')).toHaveText(m.comment.sent);
        await other.page.reload();
        await hydrated(other.page);
        const shown = other.page.getByTestId('post-body');
        await expect(shown).toHaveText(cleanCommunityText(body));
        await expect(other.page.locator('[data-testid="comment-list"] [data-testid="comment-body"]')).toHaveText([
          replyText,
        ]);
        expect(await shown.evaluate((el) => el.children.length)).toBe(0);
        expect(await other.page.locator('[data-testid="comment-list"] [data-testid="comment-body"] *').count()).toBe(0);
        const injected = await other.page.evaluate(() => ({
          pwned: (window as unknown as { __pwned?: boolean }).__pwned ?? null,
          dataset: document.body.dataset.pwned ?? null,
          imgs: document.querySelectorAll('main img[src="x"]').length,
          svgOnload: document.querySelectorAll('svg[onload]').length,
          iframes: document.querySelectorAll('iframe').length,
          jsLinks: document.querySelectorAll('a[href^="javascript:"]').length,
        }));
        expect(injected).toEqual({ pwned: null, dataset: null, imgs: 0, svgOnload: 0, iframes: 0, jsLinks: 0 });
        await fits(other.page);
        // The feed shows it as text too.
        await writer.page.goto(`${p}/community/relationship`);
        const feedBody = writer.page.locator(`[data-post-id="${xssId}"] [data-testid="post-body"]`);
        await expect(feedBody).toContainText('<script>alert("xss")</script>');
        expect(await feedBody.evaluate((el) => el.children.length)).toBe(0);
        await fits(writer.page);

        for (const x of [writer, other]) {
          expect(x.errors).toEqual([]);
          expect(x.dialogs).toEqual([]);
        }
        await Promise.all([writer.context.close(), other.context.close(), admin.close()]);
      },
    );
  });
}
