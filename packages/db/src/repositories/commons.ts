import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../connection';
import { appLinkRequests, contentEvents, leads } from '../schema';

export function commonsRepository(db: Db) {
  return {
    async recordAppLink(phone: string, ip: string | null, at: Date): Promise<string> {
      const rows = await db
        .insert(appLinkRequests)
        .values({ phone, ip, createdAt: at })
        .returning({ id: appLinkRequests.id });
      return rows[0]!.id;
    },
    /** Removes a request whose SMS the provider refused: it counts toward no cap. */
    async removeAppLink(id: string): Promise<void> {
      await db.delete(appLinkRequests).where(eq(appLinkRequests.id, id));
    },
    async appLinksSince(by: { phone?: string; ip?: string }, since: Date): Promise<number> {
      const conds = [gte(appLinkRequests.createdAt, since)];
      if (by.phone) conds.push(eq(appLinkRequests.phone, by.phone));
      if (by.ip) conds.push(eq(appLinkRequests.ip, by.ip));
      return db.$count(appLinkRequests, and(...conds));
    },
    async createLead(l: {
      name: string;
      phone: string;
      email?: string | undefined;
      interest?: string | undefined;
      message?: string | undefined;
      source?: string | undefined;
      ip: string | null;
    }): Promise<string> {
      const rows = await db
        .insert(leads)
        .values({
          name: l.name,
          phone: l.phone,
          email: l.email ?? null,
          interest: l.interest ?? null,
          message: l.message ?? null,
          source: l.source ?? null,
          ip: l.ip,
        })
        .returning({ id: leads.id });
      return rows[0]!.id;
    },
    async recordEvent(e: {
      event: string;
      category?: string | undefined;
      props?: Record<string, string | number | boolean | null> | undefined;
      path?: string | undefined;
      userId?: string | null;
    }): Promise<void> {
      await db.insert(contentEvents).values({
        event: e.event,
        category: e.category ?? null,
        props: e.props ?? null,
        path: e.path ?? null,
        userId: e.userId ?? null,
      });
    },
    async countEvents(event: string): Promise<number> {
      return db.$count(contentEvents, eq(contentEvents.event, event));
    },
  };
}
