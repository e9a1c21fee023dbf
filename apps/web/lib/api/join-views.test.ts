import { describe, expect, it } from 'vitest';
import { joinViews } from './join-views';
import type { ApiView } from './use-api';

const loading: ApiView<never> = { kind: 'loading' };
const failed = (message: string): ApiView<never> => ({ kind: 'error', message });
const ready = <T>(data: T): ApiView<T> => ({ kind: 'ready', data });

describe('joinViews', () => {
  it('is ready with both answers only when both reads are ready', () => {
    expect(joinViews(ready(1), ready('a'))).toEqual({ kind: 'ready', data: [1, 'a'] });
    expect(joinViews(ready(1), loading)).toEqual({ kind: 'loading' });
    expect(joinViews(loading, ready('a'))).toEqual({ kind: 'loading' });
  });

  it('shows the first failure, even while the other read still loads', () => {
    expect(joinViews(failed('bounds'), failed('list'))).toEqual({ kind: 'error', message: 'bounds' });
    expect(joinViews(ready(1), failed('list'))).toEqual({ kind: 'error', message: 'list' });
    expect(joinViews(loading, failed('list'))).toEqual({ kind: 'error', message: 'list' });
  });
});
