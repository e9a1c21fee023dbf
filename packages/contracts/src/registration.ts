import { z } from 'zod';
import { envelope } from './envelope';

export const skills = z.enum([
  'vedic-astrology',
  'kp-astrology',
  'tarot',
  'numerology',
  'palmistry',
  'vastu',
  'lal-kitab',
  'nadi',
  'prashna',
  'face-reading',
  'muhurat',
]);
export const languages = z.enum([
  'hindi',
  'english',
  'tamil',
  'telugu',
  'bengali',
  'marathi',
  'gujarati',
  'kannada',
  'malayalam',
  'punjabi',
  'odia',
  'sanskrit',
]);

export const applicationInput = z.object({
  name: z.string().trim().min(2, 'Enter your full name').max(80),
  gender: z.enum(['female', 'male', 'other']),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  languages: z.array(languages).min(1, 'Choose at least one language').max(12),
  skills: z.array(skills).min(1, 'Choose at least one skill').max(11),
  experienceYears: z.number().int().min(0).max(70),
  bio: z.object({
    en: z.string().trim().min(50, 'Write at least 50 characters in English').max(2000),
    hi: z.string().trim().min(50, 'Write at least 50 characters in Hindi').max(2000),
  }),
  expectedPrice: z.number().int().min(5, 'At least 5 coins per minute').max(500, 'At most 500 coins per minute'),
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
