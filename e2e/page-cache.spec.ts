import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { signInByApi } from './helpers';

/**
 * The in-process page cache in front of Next (docs/PERFORMANCE.md): public pages answered from
 * memory (`X-Page-Cache: HIT`) with the headers Next and the CSP wrapper wrote, kept apart by
 * language and by kind of answer (HTML or React Server Components payload), never for a signed-in
 * visitor.
 */

const PAGE = '/horoscope/daily-horoscope/leo';

/** Asks until the page comes from memory (the first answer is kept once it is compressed). */
async function fromMemory(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  let last: Awaited<ReturnType<APIRequestContext['get']>> | undefined;
  await expect
    .poll(
      async () => {
        last = await request.get(path, { headers, maxRedirects: 0 });
        return last.headers()['x-page-cache'];
      },
      { message: `${path} from the page cache`, timeout: 15_000 },
    )
    .toBe('HIT');
  return last!;
}

test('a signed-out horoscope page comes from memory with its own headers, per language', async ({ request }) => {
  const en = await fromMemory(request, PAGE);
  expect(en.status()).toBe(200);
  expect(en.headers()['content-type']).toContain('text/html');
  expect(en.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  // The policy the CSP wrapper wrote, kept with the page (never a nonce). The page is served
  // without React (docs/PERFORMANCE.md): the copy kept is the one without Next's scripts, so no
  // inline script is left to allow.
  expect(en.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  expect(en.headers()['content-security-policy']).not.toContain("'nonce-");
  const enHtml = await en.text();
  expect(enHtml).toContain('<html lang="en"');
  expect(enHtml).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\//);

  const hi = await fromMemory(request, `/hi${PAGE}`);
  const hiHtml = await hi.text();
  expect(hiHtml).toContain('<html lang="hi"');
  expect(hi.headers()['set-cookie'] ?? '').not.toContain('NEXT_LOCALE=en');
  // The English page again: still English.
  expect(await (await fromMemory(request, PAGE)).text()).toContain('<html lang="en"');

  // A conditional request for the same copy: 304 from memory.
  const etag = en.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(PAGE, { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['x-page-cache']).toBe('HIT');
});

test("a React Server Components fetch is kept apart from the page's HTML", async ({ request }) => {
  const rsc = await fromMemory(request, `${PAGE}?_rsc`, { rsc: '1' });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  expect(await rsc.text()).not.toContain('<html');
  const html = await fromMemory(request, `${PAGE}?_rsc`);
  expect(html.headers()['content-type']).toContain('text/html');
  expect(await html.text()).toContain('<html');
});

test('a signed-in visitor is never answered from memory', async ({ baseURL }, info) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  await fromMemory(anonymous, PAGE);
  await anonymous.dispose();

  const signedIn = await playwrightRequest.newContext({ baseURL });
  await signInByApi(signedIn, `9827${info.project.name === 'phone' ? 1 : 2}00001`);
  for (let i = 0; i < 3; i++) {
    const res = await signedIn.get(PAGE);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-page-cache']).toBeUndefined();
  }
  await signedIn.dispose();
});
