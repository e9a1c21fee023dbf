import {
  type LiveEventData,
  liveEventListResponse,
  liveEventResponse,
  liveStatusResponse,
} from '@drishti/contracts/live';
import { getServer, type ServerResult } from '@/lib/api/server';

/*
 * Live events as the pages' server components see them (docs/ARCHITECTURE.md, "Web data"),
 * checked with the contracts' schemas. Never throws: during `next build` nothing listens.
 */

export type { ServerResult } from '@/lib/api/server';

export const fetchLiveStatus = (locale: string) =>
  getServer('/api/publics/live/status', liveStatusResponse, { locale });
export const fetchLiveEvents = (locale: string) =>
  getServer('/api/publics/live/events', liveEventListResponse, { locale });
export const fetchLiveEvent = (locale: string, id: string): Promise<ServerResult<LiveEventData>> =>
  /^[0-9a-f-]{36}$/i.test(id)
    ? getServer(`/api/publics/live/events/${id}`, liveEventResponse, { locale })
    : Promise.resolve({ ok: false, status: 404, message: null });
