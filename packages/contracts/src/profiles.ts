import { z } from 'zod';
import { envelope } from './envelope';

export const birthProfileInput = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(80),
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
  placeName: z.string().trim().min(1, 'Choose the place of birth').max(200),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  timezone: z.string().min(1).max(64),
});
export type BirthProfileInput = z.infer<typeof birthProfileInput>;

export const birthProfileData = birthProfileInput.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const profileIdParams = z.object({ id: z.string().uuid('Not a saved kundali id') });
export const profileResponse = envelope(birthProfileData);
export const profileListResponse = envelope(z.array(birthProfileData));
