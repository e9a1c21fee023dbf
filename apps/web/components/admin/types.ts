import type {
  adminAstrologer,
  adminStatementResponse,
  adminUsersResponse,
  applicationDetail,
  applicationSummary,
  payoutsResponse,
} from '@drishti/contracts/admin';
import type { z } from 'zod';

export type ApplicationSummary = z.infer<typeof applicationSummary>;
export type ApplicationDetail = z.infer<typeof applicationDetail>;
export type AdminAstrologer = z.infer<typeof adminAstrologer>;
export type AdminUser = z.infer<typeof adminUsersResponse>['data'][number];
export type StatementLine = z.infer<typeof adminStatementResponse>['data'][number];
export type PayoutLine = z.infer<typeof payoutsResponse>['data'][number];
export type PriceBounds = { min: number; max: number };
