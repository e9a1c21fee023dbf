/**
 * Errors the domain raises on purpose. The API turns each kind into its HTTP status;
 * anything else is an unexpected failure and is reported as a generic 500.
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
  readonly code: string | undefined;
  /** Facts a client acts on beside the message (e.g. `lockedUntil`, an ISO time), sent as the envelope's `data`. */
  readonly details: Readonly<Record<string, string>> | undefined;

  constructor(
    kind: DomainErrorKind,
    message: string,
    extra: {
      retryAfterSeconds?: number;
      fields?: { field: string; message: string }[];
      code?: string;
      details?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.fields = extra.fields;
    this.code = extra.code;
    this.details = extra.details;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
