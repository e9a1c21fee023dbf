'use client';

import { BirthForm } from '../birth-form/birth-form';
import tp from '../tool-page/tool-page.module.css';
import { ErrorState, type ErrorLabels } from '../ui/error-state';
import s from './matching.module.css';
import type { useBirthTool } from './use-api-call';

/** What `useBirthTool` hands a one-person birth tool. */
export type BirthTool<T> = ReturnType<typeof useBirthTool<T>>;

/**
 * The part every one-person birth tool shares above its answer: the birth form (not printed), the
 * screen-reader announcement, the loading skeleton and the failure with its retry.
 */
export function BirthToolFrame<T>({
  tool,
  idPrefix,
  legend,
  submitLabel,
  loadingText,
  announce,
  errorLabels,
}: {
  tool: BirthTool<T>;
  idPrefix: string;
  legend: string;
  submitLabel: string;
  loadingText: string;
  /** What the announcement says once the answer is in. */
  announce: (data: T) => string;
  errorLabels: ErrorLabels;
}) {
  const { state, value, submit, retry } = tool;
  return (
    <>
      <div className={tp.noPrint}>
        <BirthForm
          idPrefix={idPrefix}
          legend={legend}
          initial={value}
          submitLabel={submitLabel}
          onSubmit={submit}
          busy={state.status === 'loading'}
          showSavedProfiles
        />
      </div>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="announcement">
        {state.status === 'loading' ? loadingText : state.status === 'done' ? announce(state.data) : ''}
      </p>
      {state.status === 'loading' && (
        <div className={s.skeleton} aria-hidden="true" data-testid="loading">
          <div className={s.skeletonScore} />
        </div>
      )}
      {state.status === 'error' && <ErrorState text={state.message} labels={errorLabels} onRetry={retry} />}
    </>
  );
}
