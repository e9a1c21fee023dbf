import {
  type SupportTicketSummaryData,
  type SupportTicketViewData,
  supportTicketListResponse,
  supportTicketResponse,
} from '@drishti/contracts/support';
import { getServer, type ServerResult } from '@/lib/api/server';

export type { ServerResult } from '@/lib/api/server';

/* The support desk as the pages' server components see it (signed-in reads). */

export function fetchMyTickets(locale: string): Promise<ServerResult<SupportTicketSummaryData[]>> {
  return getServer('/api/users/support/tickets', supportTicketListResponse, { locale, cookies: true });
}

export function fetchTicket(ref: string, locale: string): Promise<ServerResult<SupportTicketViewData>> {
  return getServer(`/api/users/support/tickets/${encodeURIComponent(ref)}`, supportTicketResponse, {
    locale,
    cookies: true,
  });
}
