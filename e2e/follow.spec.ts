import { expect, test } from '@playwright/test';
import enAstrologers from '../apps/web/messages/en/astrologers.json' with { type: 'json' };
import hiAstrologers from '../apps/web/messages/hi/astrologers.json' with { type: 'json' };
import { hydrated, signInByApi } from './helpers';

/**
 * Following an astrologer, end to end: a signed-out visitor is sent to sign in; a signed-in user
 * follows from the astrologer's profile; the astrologer goes live (on the server's own Janus, as in
 * live.spec.ts); the user finds the in-app notification, which opens the event. docs/FOLLOW.md.
 */

// Demo astrologer 20 (Kavya Reddy, +91 99999 10020) and these users: no other spec uses them.
const ASTROLOGER = { slug: 'kavya-reddy', name: 'Kavya Reddy', phone: '9999910020' };
const userPhone = (project: string) => (project === 'phone' ? '9633100001' : '9633100002');

test('a follower gets the in-app notification when the astrologer goes live', async ({ page, playwright }, info) => {
  const baseURL = info.project.use.baseURL;
  // Signed out: the button is a way to sign in that comes back to the profile.
  await page.goto(`/online-astrologer/${ASTROLOGER.slug}`);
  const signIn = page.getByTestId('follow-sign-in');
  await expect(signIn).toHaveText(enAstrologers.follow.follow);
  await expect(signIn).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/online-astrologer/${ASTROLOGER.slug}`)}`,
  );

  // Signed in (Hindi page): follow, and the state and count follow the click.
  await signInByApi(page.context().request, userPhone(info.project.name));
  await page.goto(`/hi/online-astrologer/${ASTROLOGER.slug}`);
  await hydrated(page);
  const button = page.getByTestId('follow-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveText(hiAstrologers.follow.follow);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveText(hiAstrologers.follow.following);
  await expect(page.getByTestId('follower-count')).toHaveText(/^\d+ फ़ॉलोअर$/);

  // The account page lists the astrologers the user follows.
  await page.goto('/account');
  await expect(page.getByTestId('following').getByRole('link', { name: ASTROLOGER.name })).toHaveAttribute(
    'href',
    `/online-astrologer/${ASTROLOGER.slug}`,
  );

  // The astrologer goes live now.
  const astrologer = await playwright.request.newContext({ baseURL });
  let eventId: string | null = null;
  try {
    await signInByApi(astrologer, ASTROLOGER.phone);
    const title = `Follow test ${info.project.name}`;
    const created = await astrologer.post('/api/astrologer/live/events', {
      data: {
        titleEn: title,
        titleHi: 'फ़ॉलो की जाँच',
        topicEn: 'Questions on careers',
        topicHi: 'करियर पर सवाल',
        language: 'en',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    eventId = ((await created.json()) as { data: { id: string; status: string } }).data.id;

    // The follower's notification is written just after the event starts: wait for it, then see it.
    await expect
      .poll(async () => {
        const res = await page.context().request.get('/api/users/notifications');
        const items = ((await res.json()) as { data: { items: { kind: string; url: string }[] } }).data.items;
        return items.filter((n) => n.kind === 'follow').map((n) => n.url);
      })
      .toEqual([`/live/${eventId}`]);
    await page.goto('/notifications');
    const notice = page.locator('[data-testid="notification"][data-kind="follow"]');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(`${ASTROLOGER.name} is live now: ${title}`);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/live/${eventId}$`));
    await expect(page.getByTestId('live-title')).toHaveText(title);
    // The event's page has the follow button too, already pressed.
    await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');

    // Unfollowing there works as well.
    await hydrated(page);
    await page.getByTestId('follow-button').click();
    await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    if (eventId) await astrologer.post(`/api/users/live/events/${eventId}/end`);
    await astrologer.dispose();
  }
});
