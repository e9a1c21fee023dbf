import {
  type ConsultationViewData,
  consultationListResponse,
  consultationResponse,
} from '@drishti/contracts/consultations';
import { getServer, type ServerResult } from '@/lib/api/server';

/*
 * The consultations API as the pages' server components see it (docs/ARCHITECTURE.md, "Web
 * data"): the visitor's cookies forwarded, answers checked with the contracts' schemas, failures
 * returned with their HTTP status (a consultation of someone else is a 403 or 404, not an error to
 * retry). Never throws: during `next build` nothing listens.
 */

export type { ServerResult } from '@/lib/api/server';

export function fetchConsultation(id: string, locale: string): Promise<ServerResult<ConsultationViewData>> {
  return getServer(`/api/consultations/${encodeURIComponent(id)}`, consultationResponse, { locale, cookies: true });
}

export function fetchMyConsultations(locale: string): Promise<ServerResult<ConsultationViewData[]>> {
  return getServer('/api/users/consultations', consultationListResponse, { locale, cookies: true });
}
