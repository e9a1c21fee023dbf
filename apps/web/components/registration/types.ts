import type { applicationData } from '@drishti/contracts/registration';
import type { z } from 'zod';

/** The applicant's application as `get-registered` and `registration` return it. */
export type Application = z.infer<typeof applicationData>;

export type Lang = 'en' | 'hi';
