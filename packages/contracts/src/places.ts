import { z } from 'zod';
import { envelope } from './envelope';

export const geoDetailsBody = z.object({
  place: z.string().trim().min(2, 'Type at least 2 letters of the place').max(100),
  /** Local birth date (YYYY-MM-DD, optionally THH:mm) to give each place's UTC offset then. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'Use YYYY-MM-DD or YYYY-MM-DDTHH:mm')
    .optional(),
  limit: z.number().int().min(1).max(20).optional(),
});

export const placeCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
  state: z.string().nullable(),
  stateHi: z.string().nullable(),
  country: z.string(),
  countryName: z.string(),
  countryNameHi: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string(),
  population: z.number().int(),
  utcOffset: z.number().optional(),
  match: z.enum(['exact', 'prefix', 'fuzzy']),
});
export type PlaceCandidateData = z.infer<typeof placeCandidate>;
export const geoDetailsResponse = envelope(z.array(placeCandidate));
