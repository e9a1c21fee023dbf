/**
 * Errors the domain raises on purpose. The API turns each kind into its HTTP status;
 * anything else is an unexpected failure and is reported as a generic 500.
 *
 * Every domain error carries a stable `code`, and the API answers it from the code's entry in
 * packages/content/src/api-messages-codes.ts in the caller's language (docs/ARCHITECTURE.md,
 * "API messages"). The English `message` given here is the same text as the catalogue's English
 * (it is what logs and tests read); values written into it are passed as `values` too.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  /** A service we depend on (e.g. the SMS provider) failed; the caller may try again later. */
  | 'unavailable';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** For rate-limited and unavailable errors: seconds until the caller may try again. */
  readonly retryAfterSeconds: number | undefined;
  /** For invalid input: the fields at fault. */
  readonly fields: { field: string; message: string }[] | undefined;
  /** A stable machine-readable reason, for clients that act on it. */
  readonly code: string;
  /**
   * The catalogue entry of the message when it is not the code itself: a code several messages
   * share (e.g. `insufficient-balance`) or a code that carries a value (`blocked-content:phone`).
   */
  readonly key: string;
  /** Values the catalogue's `{name}` placeholders are filled with; never sent to clients as such. */
  readonly values: Readonly<Record<string, string | number>> | undefined;
  /** Facts a client acts on beside the message (e.g. `lockedUntil`, an ISO time), sent as the envelope's `data`. */
  readonly details: Readonly<Record<string, string>> | undefined;

  constructor(
    kind: DomainErrorKind,
    message: string,
    extra: {
      retryAfterSeconds?: number;
      fields?: { field: string; message: string }[];
      code: string;
      key?: string;
      values?: Record<string, string | number>;
      details?: Record<string, string>;
    },
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.fields = extra.fields;
    this.code = extra.code;
    this.key = extra.key ?? extra.code;
    this.values = extra.values;
    this.details = extra.details;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
