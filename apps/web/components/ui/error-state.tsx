import { RotateCw } from 'lucide-react';
import s from './ui.module.css';

export interface ErrorLabels {
  /** "Error:" */
  prefix: string;
  /** "Something went wrong!" */
  generic: string;
  /** "Retry" */
  retry: string;
}

/** "Error: <text>" when there is a text, else the generic "Something went wrong!". */
export function errorText(text: string | null | undefined, labels: ErrorLabels): string {
  const t = text?.trim();
  return t ? `${labels.prefix} ${t}` : labels.generic;
}

/**
 * The error state of a data view (spec §8): the message and Retry. Retry calls `onRetry` in client
 * components; in server components it is a link to `retryHref` (the same page, loaded again).
 */
export function ErrorState({
  text,
  labels,
  onRetry,
  retryHref,
}: {
  text?: string | null;
  labels: ErrorLabels;
  onRetry?: () => void;
  retryHref?: string;
}) {
  return (
    <div role="alert" className={s.error} data-testid="error-state">
      <p className={s.errorText}>{errorText(text, labels)}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry} data-testid="retry">
          <RotateCw aria-hidden="true" size={18} />
          {labels.retry}
        </button>
      ) : retryHref ? (
        <a href={retryHref} className="button" data-testid="retry">
          <RotateCw aria-hidden="true" size={18} />
          {labels.retry}
        </a>
      ) : null}
    </div>
  );
}
