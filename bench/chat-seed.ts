// The chat benches' data: N live chat consultations, each with its own user and astrologer, the
// coins held for the whole run, and a signed-in session for each side.
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { astrologers, consultations, type Database, ledgerRepository, users } from '@drishti/db/testing';

/** Coins held by each session: the meter bills throughout the run without reserving more. */
const HOLD = 100_000;

export interface ChatSession {
  id: string;
  /** Cookie headers of the user and of the astrologer. */
  user: string;
  astro: string;
}

/**
 * Writes `count` active chat consultations (phones from `prefix`, two digits) and signs both sides
 * in through `sessions` (the product's session service). The hold is posted in the ledger too,
 * so that a settlement, if one happens, balances.
 */
export async function seedChatSessions(
  db: Database['db'],
  sessions: { create(userId: string): Promise<{ token: string }> },
  count: number,
  prefix = '91',
): Promise<ChatSession[]> {
  const ledger = ledgerRepository(db);
  const promotions = await ledger.account('promotions', null);
  const now = new Date();
  const out: ChatSession[] = [];
  const phone = (side: '0' | '1', k: number) => `${prefix}7${side}${String(k).padStart(8, '0')}`;
  for (let i = 0; i < count; i += 250) {
    const idx = Array.from({ length: Math.min(250, count - i) }, (_, k) => i + k);
    const people = await db
      .insert(users)
      .values(idx.flatMap((k) => [{ phone: phone('0', k) }, { phone: phone('1', k), role: 'astrologer' as const }]))
      .returning({ id: users.id, phone: users.phone });
    const byPhone = new Map(people.map((p) => [p.phone, p.id]));
    const astros = await db
      .insert(astrologers)
      .values(
        idx.map((k) => ({
          userId: byPhone.get(phone('1', k))!,
          slug: `bench-astrologer-${prefix}-${k}`,
          name: `Bench ${k}`,
          nameHi: `बेंच ${k}`,
          gender: 'other' as const,
          bioEn: 'Bench',
          bioHi: 'बेंच',
          skills: ['vedic'],
          languages: ['hindi'],
          specializations: [],
          experienceYears: 1,
          pricePerMinute: 10,
        })),
      )
      .returning({ id: astrologers.id, userId: astrologers.userId });
    const rows = await db
      .insert(consultations)
      .values(
        astros.map((a, k) => ({
          userId: byPhone.get(phone('0', idx[k]!))!,
          astrologerId: a.id,
          channel: 'chat' as const,
          status: 'active' as const,
          pricePerMinute: 10,
          commissionPercent: 30,
          reservedCoins: HOLD,
          acceptedAt: now,
          meterAt: now,
        })),
      )
      .returning({ id: consultations.id, userId: consultations.userId, astrologerId: consultations.astrologerId });
    const astroUser = new Map(astros.map((a) => [a.id, a.userId!]));
    for (const c of rows) {
      const reserved = await ledger.account('reserved', c.userId);
      await ledger.post({
        key: `bench:hold:${c.id}`,
        kind: 'promotion',
        postings: [
          { accountId: promotions.id, amount: -HOLD },
          { accountId: reserved.id, amount: HOLD },
        ],
      });
      const u = await sessions.create(c.userId);
      const a = await sessions.create(astroUser.get(c.astrologerId)!);
      out.push({ id: c.id, user: `${SESSION_COOKIE}=${u.token}`, astro: `${SESSION_COOKIE}=${a.token}` });
    }
  }
  return out;
}

/**
 * Every astrologer comes online as in production: signed in, they switch chat on through the API
 * (`post` sends one request with the `index`th astrologer's cookie and answers its status and body).
 */
export async function switchChatOn(
  list: ChatSession[],
  post: (cookie: string, index: number) => Promise<{ status: number; body: string }>,
): Promise<void> {
  for (let i = 0; i < list.length; i += 20) {
    await Promise.all(
      list.slice(i, i + 20).map(async (s, k) => {
        const res = await post(s.astro, i + k);
        if (res.status !== 200) throw new Error(`an astrologer could not go online: ${res.body.slice(0, 200)}`);
      }),
    );
  }
}
