// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToolActionLabels, ToolActions } from '@/components/tool-page/tool-actions';
import { mount } from './tool-actions.island';

const labels: ToolActionLabels = {
  print: 'प्रिंट करें',
  share: 'साझा करें',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया।',
  copyFailed: 'लिंक कॉपी नहीं हो सका।',
};
const title = 'मुफ़्त कुंडली';

function setUp(nav: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(nav)) Object.defineProperty(navigator, key, { configurable: true, value });
  window.history.replaceState(null, '', '/hi/kundali?n=Asha#tabs');
  document.body.innerHTML = renderToStaticMarkup(<ToolActions labels={labels} title={title} />);
  const root = document.querySelector<HTMLElement>('[data-island="tool-actions"]')!;
  const q = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  const shownIcon = () =>
    [...q('share').querySelectorAll<SVGElement>('[data-when]')]
      .filter((i) => i.style.display !== 'none')
      .map((i) => i.dataset.when);
  return { root, print: q('print'), share: q('share'), status: q('share-status'), shownIcon };
}

afterEach(() => {
  for (const key of ['share', 'clipboard']) Reflect.deleteProperty(navigator, key);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('tool actions island', () => {
  it('prints with the browser’s dialog', () => {
    const { root, print } = setUp({});
    const printed = vi.fn();
    Object.defineProperty(window, 'print', { configurable: true, value: printed });
    mount(root);
    print.click();
    expect(printed).toHaveBeenCalledTimes(1);
  });

  it('opens the share sheet with the page’s address, without its fragment, where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const { root, share: button, status, shownIcon } = setUp({ share });
    mount(root);
    expect(button.textContent).toBe(labels.share);
    expect(shownIcon()).toEqual(['share']);
    button.click();
    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title, url: `${window.location.origin}/hi/kundali?n=Asha` }),
    );
    expect(status.textContent).toBe('');
  });

  it('says "copy link" without a share sheet, copies, and says whether it worked', async () => {
    const writeText = vi.fn(async (_: string) => undefined);
    const { root, share: button, status, shownIcon } = setUp({ clipboard: { writeText } });
    mount(root);
    expect(button.textContent).toBe(labels.copy);
    expect(shownIcon()).toEqual(['copy']);
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe(labels.copied));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/hi/kundali?n=Asha`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe(labels.copyFailed));
    expect(status.className.split(' ').length).toBe(2);
  });
});
