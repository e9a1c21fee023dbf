// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mount } from './consent';

function banner() {
  document.body.innerHTML = `
    <div data-island="consent">
      <section data-consent-banner hidden>
        <p>May we? <span data-consent-current="granted" hidden>Allowed.</span><span data-consent-current="denied" hidden>Declined.</span></p>
        <button type="button" data-consent="granted">Accept</button>
        <button type="button" data-consent="denied">Decline</button>
      </section>
      <div data-consent-settings hidden><button type="button">Cookie settings</button></div>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-island]')!;
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel)!;
  return {
    root,
    banner: q('[data-consent-banner]'),
    bar: q('[data-consent-settings]'),
    settings: q<HTMLButtonElement>('[data-consent-settings] button'),
    accept: q<HTMLButtonElement>('[data-consent="granted"]'),
    decline: q<HTMLButtonElement>('[data-consent="denied"]'),
    current: () =>
      [...root.querySelectorAll<HTMLElement>('[data-consent-current]')]
        .filter((e) => !e.hidden)
        .map((e) => e.textContent),
  };
}

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the island stores the choice in this cookie.
  document.cookie = 'drishti_consent=; Max-Age=0; Path=/';
};

describe('consent island', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('asks a visitor who has not chosen, and remembers Accept', () => {
    const b = banner();
    mount(b.root);
    expect(b.banner.hidden).toBe(false);
    expect(b.bar.hidden).toBe(true);
    expect(b.current()).toEqual([]);
    b.accept.click();
    expect(document.cookie).toContain('drishti_consent=granted');
    expect(b.banner.hidden).toBe(true);
    expect(b.bar.hidden).toBe(false);
  });

  it('stays away once chosen; the settings button reopens it with the choice, and Decline replaces it', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a returning visitor's stored choice.
    document.cookie = 'drishti_consent=granted; Path=/';
    const b = banner();
    mount(b.root);
    expect(b.banner.hidden).toBe(true);
    expect(b.bar.hidden).toBe(false);
    b.settings.click();
    expect(b.banner.hidden).toBe(false);
    expect(b.bar.hidden).toBe(true);
    expect(b.current()).toEqual(['Allowed.']);
    expect(document.activeElement).toBe(b.accept);
    b.decline.click();
    expect(document.cookie).toContain('drishti_consent=denied');
    expect(b.banner.hidden).toBe(true);
    expect(document.activeElement).toBe(b.settings);
    b.settings.click();
    expect(b.current()).toEqual(['Declined.']);
  });
});
