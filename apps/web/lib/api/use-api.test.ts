import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { viewOf } from './use-api';

describe('viewOf', () => {
  const failure = new ApiError({ success: false, message: 'Not allowed', code: 'forbidden', status: 403 });

  it('is loading before the first answer', () => {
    expect(viewOf(undefined, undefined, true)).toEqual({ kind: 'loading' });
    expect(viewOf(undefined, undefined, false)).toEqual({ kind: 'loading' });
  });

  it('shows the data, and keeps it while it is read again', () => {
    expect(viewOf([1, 2], undefined, false)).toEqual({ kind: 'ready', data: [1, 2] });
    expect(viewOf([1, 2], undefined, true)).toEqual({ kind: 'ready', data: [1, 2] });
    expect(viewOf([], undefined, false)).toEqual({ kind: 'ready', data: [] });
  });

  it("shows a failure with the API's message, and loading again while Try Again runs", () => {
    expect(viewOf(undefined, failure, false)).toEqual({ kind: 'error', message: 'Not allowed' });
    expect(viewOf(undefined, failure, true)).toEqual({ kind: 'loading' });
    expect(viewOf([1], failure, false)).toEqual({ kind: 'error', message: 'Not allowed' });
  });
});
