import { z } from 'zod';
import { envelope } from './envelope';

export const appLinkBody = z.object({
  countryCode: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/^\+/, ''))
    .pipe(z.string().regex(/^\d{1,4}$/, 'Choose a country code')),
  phone: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  locale: z.enum(['en', 'hi']).optional(),
});
export const appLinkResponse = envelope(z.object({ sent: z.literal(true) }));

export const leadBody = z.object({
  name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(6).max(20),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
  email: z.string().trim().email().max(200).optional(),
  interest: z.string().trim().max(100).optional(),
  message: z.string().trim().max(1000).optional(),
  source: z.string().trim().max(100).optional(),
});
export const leadResponse = envelope(z.object({ id: z.string() }));

export const trackBody = z.object({
  event: z.string().trim().min(1).max(64),
  category: z.string().trim().max(64).optional(),
  /** Free-form properties (store type, click location, destination URL...). */
  props: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  path: z.string().max(500).optional(),
});
export const trackResponse = envelope(z.object({ recorded: z.boolean() }));
