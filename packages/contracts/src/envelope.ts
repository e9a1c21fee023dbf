import { z } from 'zod';

/**
 * Every API response is `{ success, data?, message? }`. Failures add `errors` for
 * validation problems, one entry per field.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });
}

export const fieldError = z.object({
  /** Dotted path of the field at fault, e.g. `boy.lat`. Empty for the whole body. */
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  /** A stable machine-readable reason for some failures (e.g. `insufficient-balance`). */
  code: z.string().optional(),
  /** Facts beside the message for some failures (e.g. `otp-locked`: `lockedUntil`, an ISO time). */
  data: z.record(z.string(), z.string()).optional(),
  errors: z.array(fieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { success: true; data: T; message?: string } | ErrorEnvelope;
