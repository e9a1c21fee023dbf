import { z } from 'zod';
import { envelope } from './envelope';
import { APPLICATION_RULES as R, GENDERS, ISO_DATE, LANGUAGE_CODES, SKILL_CODES } from './registration-rules';

export const skills = z.enum(SKILL_CODES);
export const languages = z.enum(LANGUAGE_CODES);

export const applicationInput = z.object({
  name: z.string().trim().min(R.nameMin, 'Enter your full name').max(R.nameMax),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string().regex(ISO_DATE, 'Use YYYY-MM-DD'),
  languages: z.array(languages).min(1, 'Choose at least one language').max(LANGUAGE_CODES.length),
  skills: z.array(skills).min(1, 'Choose at least one skill').max(SKILL_CODES.length),
  experienceYears: z.number().int().min(0).max(R.experienceMax),
  bio: z.object({
    en: z.string().trim().min(R.bioMin, 'Write at least 50 characters in English').max(R.bioMax),
    hi: z.string().trim().min(R.bioMin, 'Write at least 50 characters in Hindi').max(R.bioMax),
  }),
  expectedPrice: z
    .number()
    .int()
    .min(R.priceMin, 'At least 5 coins per minute')
    .max(R.priceMax, 'At most 500 coins per minute'),
});

export const applicationData = applicationInput.extend({
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  id: z.string(),
  status: z.enum(['submitted', 'interviewing', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const applicationResponse = envelope(applicationData);
export const applicationStatusResponse = envelope(applicationData.nullable());
