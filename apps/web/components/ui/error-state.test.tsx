import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { type ErrorLabels, ErrorState, errorText } from './error-state';

const labels = (m: typeof en): ErrorLabels => ({
  prefix: m.errors.errorPrefix,
  generic: m.errors.generic,
  retry: m.errors.retry,
});

describe('errorText', () => {
  it('is "Error: <text>" with a text and the generic message without one', () => {
    expect(errorText('Network is down', labels(en))).toBe('Error: Network is down');
    expect(errorText('', labels(en))).toBe('Something went wrong!');
    expect(errorText('   ', labels(en))).toBe('Something went wrong!');
    expect(errorText(undefined, labels(hi))).toBe(hi.errors.generic);
  });
});

describe('ErrorState', () => {
  it('announces the error and offers Retry as a link on server pages', () => {
    const html = renderToStaticMarkup(<ErrorState labels={labels(en)} retryHref="/blogs?category=yoga" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Something went wrong!');
    expect(html).toContain('href="/blogs?category=yoga"');
    expect(html).toContain('Retry</a>');
  });

  it('offers Retry as a button in client components', () => {
    const html = renderToStaticMarkup(<ErrorState text="Timeout" labels={labels(hi)} onRetry={() => {}} />);
    expect(html).toContain(`${hi.errors.errorPrefix} Timeout`);
    expect(html).toContain(`<button type="button" class="button"`);
    expect(html).toContain(`${hi.errors.retry}</button>`);
  });

  it('has no Retry when there is nothing to retry', () => {
    expect(renderToStaticMarkup(<ErrorState labels={labels(en)} />)).not.toContain('Retry');
  });
});
