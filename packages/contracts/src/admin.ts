import { z } from 'zod';
import { envelope } from './envelope';
import { statementResponse } from './statement';

const bilingual = z.object({ en: z.string(), hi: z.string() });

export const applicationStatus = z.enum(['submitted', 'interviewing', 'approved', 'rejected']);
export const applicationListQuery = z.object({ status: applicationStatus.optional() });

export const interviewView = z.object({
  round: z.number().int(),
  scheduledAt: z.string(),
  interviewer: z.string(),
  result: z.enum(['pending', 'passed', 'failed']),
  notes: z.string().nullable(),
  recordedAt: z.string().nullable(),
});

export const applicationSummary = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  gender: z.enum(['female', 'male', 'other']),
  dateOfBirth: z.string(),
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  experienceYears: z.number().int(),
  bio: bilingual,
  expectedPrice: z.number().int(),
  status: applicationStatus,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export const applicationDetail = applicationSummary.extend({
  interviews: z.array(interviewView),
  files: z.array(z.object({ kind: z.enum(['id-document', 'photo']), contentType: z.string(), size: z.number().int() })),
  passed: z.number().int(),
});
export type ApplicationDetailData = z.infer<typeof applicationDetail>;

export const applicationListResponse = envelope(z.array(applicationSummary));
export const applicationDetailResponse = envelope(applicationDetail);
export const applicationIdParams = z.object({ id: z.string().uuid('Unknown application') });

export const scheduleRoundBody = z.object({
  round: z.number().int().min(1).max(3),
  scheduledAt: z.string().datetime({ offset: true, message: 'Choose a date and time' }),
  interviewer: z.string().trim().min(2, 'Enter the interviewer’s name').max(80),
});
export const recordRoundBody = z.object({
  round: z.number().int().min(1).max(3),
  result: z.enum(['passed', 'failed']),
  notes: z.string().trim().max(2000).optional(),
});
export const rejectBody = z.object({ reason: z.string().trim().min(5, 'Give the applicant a reason').max(500) });
export const approveResponse = envelope(z.object({ application: applicationDetail, astrologerSlug: z.string() }));

export const fileKindParams = z.object({
  id: z.string().uuid('Unknown application'),
  kind: z.enum(['id-document', 'photo']),
});

export const priceBounds = z
  .object({ min: z.number().int().min(1).max(10000), max: z.number().int().min(1).max(10000) })
  .refine((b) => b.min <= b.max, {
    message: 'The lowest price must be at least 1 and not above the highest.',
    path: ['min'],
  });
export const priceBoundsResponse = envelope(z.object({ min: z.number().int(), max: z.number().int() }));

export const adminAstrologer = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The name as Hindi pages write it. */
  nameHi: z.string(),
  status: z.enum(['active', 'suspended']),
  pricePerMinute: z.number().int(),
  commissionPercent: z.number().int(),
  skills: z.array(z.string()),
  linkedAccount: z.boolean(),
});
export const adminAstrologersResponse = envelope(z.array(adminAstrologer));
export const astrologerIdParams = z.object({ id: z.string().uuid('Unknown astrologer') });
export const astrologerPatchBody = z.object({
  pricePerMinute: z.number().int().min(1).max(10000).optional(),
  commissionPercent: z.number().int().min(0).max(90).optional(),
  status: z.enum(['active', 'suspended']).optional(),
});
export const adminAstrologerResponse = envelope(adminAstrologer);

export const refundBody = z.object({
  userId: z.string().uuid('Unknown user'),
  coins: z.number().int().min(1).max(100000),
  reason: z.string().trim().min(3, 'Say why').max(300),
});
export const refundResponse = envelope(z.object({ applied: z.boolean(), balance: z.number().int() }));

export const payoutsQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
});
export const payoutsResponse = envelope(
  z.array(
    z.object({
      astrologerId: z.string(),
      slug: z.string(),
      name: z.string(),
      /** The name in Devanagari, shown on the Hindi pages. */
      nameHi: z.string(),
      commissionPercent: z.number().int(),
      gross: z.number().int(),
      commission: z.number().int(),
      payable: z.number().int(),
    }),
  ),
);

export const userSearchQuery = z.object({ search: z.string().trim().max(40).optional() });
export const adminUsersResponse = envelope(
  z.array(
    z.object({
      id: z.string(),
      phone: z.string(),
      name: z.string().nullable(),
      role: z.enum(['user', 'astrologer', 'admin']),
      createdAt: z.string(),
      coins: z.number().int(),
    }),
  ),
);
export const userIdParams = z.object({ id: z.string().uuid('Unknown user') });
/** A user's wallet statement, as the user reads it (one line per consultation and per booking). */
export const adminStatementResponse = statementResponse;
