import { z } from 'zod';
import { envelope } from './envelope';

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
/** One line of text: control characters removed, trimmed. */
const line = () => z.string().transform((s) => s.replace(CONTROL, '').trim());

export const birthProfileInput = z.object({
  name: line().pipe(z.string().min(1, 'Enter a name').max(80)),
  gender: z.enum(['male', 'female', 'other']),
  relation: z.enum(['self', 'spouse', 'child', 'parent', 'sibling', 'friend', 'other']).default('self'),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'Not a real date',
    ),
  birthTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm (24-hour)'),
  placeName: line().pipe(z.string().min(1, 'Choose the place of birth').max(200)),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  timezone: z.string().min(1).max(64),
});
export type BirthProfileInput = z.infer<typeof birthProfileInput>;

export const birthProfileData = birthProfileInput.extend({
  name: z.string(),
  placeName: z.string(),
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const profileIdParams = z.object({ id: z.string().uuid('Not a saved kundali id') });
export const profileResponse = envelope(birthProfileData);
export const profileListResponse = envelope(z.array(birthProfileData));
