import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../schema';

export type AccountKind = 'wallet' | 'reserved' | 'earnings' | 'platform' | 'gateway' | 'promotions';

export interface LedgerAccount {
  id: string;
  kind: AccountKind;
  ownerId: string | null;
  balance: number;
}

export interface Posting {
  accountId: string;
  /** Integer coins: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostResult {
  transactionId: string;
  /** False when a transaction with this idempotency key had been posted before (nothing changed). */
  applied: boolean;
}

/** A debit would take an account below zero. Nothing was posted. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: string) {
    super('Insufficient balance');
    this.name = 'InsufficientFundsError';
  }
}

/** System accounts stand for money outside the wallets and may run negative. */
const SYSTEM_NEGATIVE: ReadonlySet<AccountKind> = new Set(['gateway', 'promotions']);

export interface StatementLine {
  entryId: number;
  transactionId: string;
  kind: string;
  memo: string | null;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
}

/**
 * The double-entry ledger. Every transaction's postings sum to zero, carry an idempotency key
 * under a unique index, and are applied in one database transaction: the key is claimed first
 * (a repeat finds it taken and changes nothing), then each account is updated with a
 * conditional statement in a fixed order (by id, so concurrent transfers cannot deadlock), so a
 * debit that would go below zero changes nothing and the whole transaction rolls back.
 */
export function ledgerRepository(db: Db) {
  async function account(kind: AccountKind, ownerId: string | null): Promise<LedgerAccount> {
    const where = and(
      eq(ledgerAccounts.kind, kind),
      ownerId ? eq(ledgerAccounts.ownerId, ownerId) : isNull(ledgerAccounts.ownerId),
    );
    const found = await db.select().from(ledgerAccounts).where(where);
    if (found[0]) return toAccount(found[0]);
    await db
      .insert(ledgerAccounts)
      .values({ kind, ownerId, allowNegative: ownerId === null && SYSTEM_NEGATIVE.has(kind) })
      .onConflictDoNothing();
    const rows = await db.select().from(ledgerAccounts).where(where);
    return toAccount(rows[0]!);
  }

  return {
    /** The account of this kind for an owner (or the platform's, for null), created on first use. */
    account,

    async post(t: {
      key: string;
      kind: string;
      postings: Posting[];
      memo?: string;
      meta?: Record<string, string | number | boolean | null>;
    }): Promise<PostResult> {
      if (t.postings.length < 2) throw new Error('a transaction needs at least two postings');
      let sum = 0;
      for (const p of t.postings) {
        if (!Number.isSafeInteger(p.amount) || p.amount === 0)
          throw new Error(`posting amounts must be non-zero integers`);
        sum += p.amount;
      }
      if (sum !== 0) throw new Error(`postings must sum to zero (got ${sum})`);
      const ordered = [...t.postings].sort((a, b) =>
        a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0,
      );

      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(ledgerTransactions)
          .values({ idempotencyKey: t.key, kind: t.kind, memo: t.memo ?? null, meta: t.meta ?? null })
          .onConflictDoNothing()
          .returning({ id: ledgerTransactions.id });
        if (!claimed[0]) {
          const existing = await tx
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.idempotencyKey, t.key));
          return { transactionId: existing[0]!.id, applied: false };
        }
        const transactionId = claimed[0].id;
        const entries: (typeof ledgerEntries.$inferInsert)[] = [];
        for (const p of ordered) {
          const rows = await tx
            .update(ledgerAccounts)
            .set({ balance: sql`${ledgerAccounts.balance} + ${p.amount}` })
            .where(
              p.amount < 0
                ? and(
                    eq(ledgerAccounts.id, p.accountId),
                    sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${p.amount} >= 0)`,
                  )
                : eq(ledgerAccounts.id, p.accountId),
            )
            .returning({ balance: ledgerAccounts.balance });
          if (!rows[0]) throw new InsufficientFundsError(p.accountId);
          entries.push({ transactionId, accountId: p.accountId, amount: p.amount, balanceAfter: rows[0].balance });
        }
        await tx.insert(ledgerEntries).values(entries);
        return { transactionId, applied: true };
      });
    },

    /** Balances of one kind of account for many owners at once (an owner without one has 0). */
    async balances(kind: AccountKind, ownerIds: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>(ownerIds.map((id) => [id, 0]));
      if (ownerIds.length === 0) return out;
      const rows = await db
        .select({ ownerId: ledgerAccounts.ownerId, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), inArray(ledgerAccounts.ownerId, [...new Set(ownerIds)])));
      for (const r of rows) if (r.ownerId) out.set(r.ownerId, r.balance);
      return out;
    },

    async balance(accountId: string): Promise<number> {
      const rows = await db
        .select({ b: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId));
      return rows[0]?.b ?? 0;
    },

    /** An account's entries, newest first (`before`: an entry id to page from). */
    async statement(accountId: string, opts: { limit?: number; before?: number } = {}): Promise<StatementLine[]> {
      const rows = await db
        .select({
          entryId: ledgerEntries.id,
          transactionId: ledgerEntries.transactionId,
          kind: ledgerTransactions.kind,
          memo: ledgerTransactions.memo,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(and(eq(ledgerEntries.accountId, accountId), opts.before ? lt(ledgerEntries.id, opts.before) : undefined))
        .orderBy(desc(ledgerEntries.id))
        .limit(opts.limit ?? 50);
      return rows.map((r) => ({ ...r }));
    },

    /** Checks the books: every transaction sums to zero and every balance equals its entries. */
    async audit(accountIds?: string[]): Promise<{ unbalancedTransactions: number; mismatchedAccounts: number }> {
      const unbalanced = await db.execute(
        sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
      );
      const mismatched = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            accountIds ? inArray(ledgerAccounts.id, accountIds) : undefined,
            sql`${ledgerAccounts.balance} <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = ${ledgerAccounts.id}), 0)`,
          ),
        );
      const n = (unbalanced as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      return { unbalancedTransactions: n, mismatchedAccounts: mismatched.length };
    },
  };
}

function toAccount(r: typeof ledgerAccounts.$inferSelect): LedgerAccount {
  return { id: r.id, kind: r.kind, ownerId: r.ownerId, balance: r.balance };
}
