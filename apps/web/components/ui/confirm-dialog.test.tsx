import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { ConfirmDialog } from './confirm-dialog';
import { trapFocusTarget } from './focus-trap';

describe('trapFocusTarget', () => {
  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    expect(trapFocusTarget(1, 2, false)).toBe(0);
    expect(trapFocusTarget(0, 2, true)).toBe(1);
  });

  it('leaves moves inside the dialog to the browser', () => {
    expect(trapFocusTarget(0, 3, false)).toBeNull();
    expect(trapFocusTarget(2, 3, true)).toBeNull();
  });

  it('brings focus that escaped back in', () => {
    expect(trapFocusTarget(-1, 3, false)).toBe(0);
    expect(trapFocusTarget(-1, 3, true)).toBe(2);
    expect(trapFocusTarget(-1, 0, false)).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  const noop = () => {};

  it('renders a labelled dialog with Cancel before Okay', () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog
        open={false}
        title="Delete this profile?"
        message="The saved kundali goes too."
        cancelLabel={en.ui.dialog.cancel}
        okayLabel={en.ui.dialog.okay}
        onCancel={noop}
        onOkay={noop}
      />,
    );
    expect(html).toMatch(/^<dialog [^>]*aria-labelledby="([^"]+)-title" aria-describedby="\1-message"/);
    expect(html).toContain('Delete this profile?</h2>');
    expect(html.indexOf('>Cancel<')).toBeGreaterThan(0);
    expect(html.indexOf('>Cancel<')).toBeLessThan(html.indexOf('>Okay<'));
    // Closed until opened as a modal on the client.
    expect(html).not.toContain(' open=""');
  });

  it('has Hindi labels', () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog
        open={false}
        title="क्या आप हटाना चाहते हैं?"
        cancelLabel={hi.ui.dialog.cancel}
        okayLabel={hi.ui.dialog.okay}
        onCancel={noop}
        onOkay={noop}
      />,
    );
    expect(html).toContain(`>${hi.ui.dialog.cancel}<`);
    expect(html).toContain(`>${hi.ui.dialog.okay}<`);
    expect(html).not.toContain('aria-describedby');
  });
});
