// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton, type ShareLabels } from '@/components/blog/share-button';
import { mount } from './share.island';

const labels: ShareLabels = {
  label: 'यह लेख साझा करें',
  button: 'साझा करें',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया।',
  copyFailed: 'लिंक कॉपी नहीं हो सका।',
  newTab: '(नए टैब में खुलता है)',
  networks: {
    whatsapp: { name: 'WhatsApp', on: 'WhatsApp पर साझा करें' },
    x: { name: 'X', on: 'X पर साझा करें' },
    facebook: { name: 'Facebook', on: 'Facebook पर साझा करें' },
  },
};
const url = 'https://drishti.example/hi/blog/lo-shu-grid-basics';
const title = 'लो शू ग्रिड';

function setUp(nav: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(nav)) Object.defineProperty(navigator, key, { configurable: true, value });
  document.body.innerHTML = renderToStaticMarkup(<ShareButton url={url} title={title} labels={labels} />);
  const root = document.querySelector<HTMLElement>('[data-island="share"]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-testid="share-button"]')!;
  const status = root.querySelector<HTMLElement>('[data-testid="share-status"]')!;
  const wording = () =>
    [...button.querySelectorAll<HTMLElement>('[data-when]')].filter((e) => !e.hidden).map((e) => e.textContent);
  return { root, button, status, wording };
}

afterEach(() => {
  for (const key of ['share', 'clipboard']) Reflect.deleteProperty(navigator, key);
  document.body.innerHTML = '';
});

describe('share island', () => {
  it('keeps the button hidden until it can work, and the network links always there', () => {
    const { button, root } = setUp({});
    expect(button.hidden).toBe(true);
    const whatsapp = root.querySelector('a[data-network="whatsapp"]');
    expect(whatsapp?.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
    expect(whatsapp?.getAttribute('aria-label')).toBe(`WhatsApp पर साझा करें ${labels.newTab}`);
  });

  it('opens the share sheet with the article when the device has one', async () => {
    const share = vi.fn(async () => undefined);
    const { root, button, status, wording } = setUp({ share });
    mount(root);
    expect(button.hidden).toBe(false);
    expect(wording()).toEqual([labels.button]);
    button.click();
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title, url }));
    expect(status.textContent).toBe('');
  });

  it('copies the link without a share sheet and says so, or says that it could not', async () => {
    const writeText = vi.fn(async (_: string) => undefined);
    const { root, button, status, wording } = setUp({ share: undefined, clipboard: { writeText } });
    mount(root);
    expect(wording()).toEqual([labels.copy]);
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe(labels.copied));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(status.classList.length).toBe(1);

    writeText.mockRejectedValueOnce(new Error('denied'));
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe(labels.copyFailed));
    expect(status.classList.contains(status.dataset.failedClass!)).toBe(true);
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe(labels.copied));
    expect(status.classList.contains(status.dataset.failedClass!)).toBe(false);
  });
});
