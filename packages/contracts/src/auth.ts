import { z } from 'zod';
import { envelope } from './envelope';

const digits = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\+?[0-9][0-9 \\-]{${min - 1},${max + 4}}$`), `Enter a valid ${what}`);

export const locale = z.enum(['en', 'hi']);

export const otpRequestBody = z.object({
  phone: digits(6, 15, 'mobile number'),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, 'Enter a country code of 1 to 4 digits')
    .optional(),
  locale: locale.optional(),
});
export const otpSentData = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export const otpSentResponse = envelope(otpSentData);

export const otpVerifyBody = otpRequestBody.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});

export const userData = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  role: z.enum(['user', 'astrologer', 'admin']),
  locale,
});
export type UserData = z.infer<typeof userData>;
export const userResponse = envelope(userData);

export const okResponse = envelope(z.object({ ok: z.literal(true) }));
