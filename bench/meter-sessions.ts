// The meter bench's data: live chat consultations written with bulk SQL (tens of thousands in seconds).
import type { Database } from '@drishti/db/testing';

/** Coins held by each bench session: enough that no run has to reserve more or warn. */
const HOLD = 100_000;

/**
 * Makes the database hold `count` active chat consultations (adding those missing; each with its
 * own user and astrologer) and leaves every active one due at `at` as the meter sees a live
 * session: both sides joined and heard from at `at`, the meter last run more than half a minute
 * before, no claim, no warning, the coins covering many minutes. The only place the bench says
 * what "due" means: when the meter's bookkeeping changes (a stored next-due time, say), this is
 * the function to adapt.
 */
export async function seedDueSessions(db: Database['db'], o: { count: number; at: Date }): Promise<void> {
  const have = Number(
    ((await db.execute(`select count(*)::int as n from consultations`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );
  if (have < o.count) {
    const range = `generate_series(${have}, ${o.count - 1}) g`;
    const phone = (prefix: string) => `'${prefix}' || lpad(g::text, 8, '0')`;
    await db.execute(`insert into users (phone, role) select ${phone('9180')}, 'user' from ${range}`);
    await db.execute(`insert into users (phone, role) select ${phone('9181')}, 'astrologer' from ${range}`);
    await db.execute(
      `insert into astrologers (user_id, slug, name, name_hi, gender, bio_en, bio_hi, skills, languages,
         specializations, experience_years, price_per_minute, is_chat_live, presence_seen_at)
       select u.id, 'bench-meter-' || g, 'Bench ' || g, 'बेंच ' || g, 'other', 'Bench', 'बेंच', '["vedic"]',
         '["hindi"]', '[]', 1, 10, true, now()
       from ${range} join users u on u.phone = ${phone('9181')}`,
    );
    await db.execute(
      `insert into consultations (user_id, astrologer_id, channel, status, price_per_minute, commission_percent,
         reserved_coins, accepted_at)
       select u.id, a.id, 'chat', 'active', 10, 30, ${HOLD}, now() - interval '10 minutes'
       from ${range} join users u on u.phone = ${phone('9180')} join astrologers a on a.slug = 'bench-meter-' || g`,
    );
  }
  const at = `'${o.at.toISOString()}'::timestamptz`;
  await db.execute(
    `update consultations set
       user_joined = true, astrologer_joined = true, user_seen_at = ${at}, astrologer_seen_at = ${at},
       meter_at = ${at} - interval '31 seconds', next_due_at = ${at} - interval '1 second', connected_ms = 0,
       billed_minutes = 0, warned_at = null, away_since = null, reserved_coins = ${HOLD}
     where status = 'active'`,
  );
  // The rewrite leaves a dead copy of every row: clear them so each pass meets the same table.
  await db.execute('vacuum analyze consultations');
}
