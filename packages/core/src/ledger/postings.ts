import type { Db } from '@drishti/db/connection';
import {
  InsufficientFundsError,
  ledgerRepository,
  type Posting,
  type PostResult,
} from '@drishti/db/repositories/ledger';

/**
 * The only code that builds ledger postings (docs/CONSULTATIONS.md, "Money"): wallet, bookings,
 * consultations, payments and the admin console say what happens to coins; this module says
 * which accounts move. Each operation is one ledger transaction under the caller's idempotency
 * key, with the caller's kind and meta (docs/STATEMENT.md reads them back), so the books read
 * exactly as before this module existed.
 *
 * - {@link hold}: wallet → reserved (a consultation's minutes, a booking's price).
 * - {@link settle}: held coins leave the reserved account: what was charged pays the astrologer
 *   (see {@link payAstrologer}), the rest is released to the wallet or refunded through the gateway.
 * - {@link credit}: coins into a wallet from outside (a payment, a refund by the team, a refund the
 *   payment method refused).
 * - {@link spend}: coins from a wallet straight to an astrologer's pay (a gift during a live event).
 */

type Meta = Record<string, string | number | boolean | null>;

/** Who is paid for an astrologer's time: their earnings account and commission. */
export interface Payee {
  /** The astrologer's profile id (their earnings account's owner). */
  astrologerId: string;
  commissionPercent: number;
}

/** Coins paid for an astrologer's time, split: the platform's commission (rounded down) and the astrologer's share. */
export function commissionSplit(coins: number, commissionPercent: number): { astrologer: number; platform: number } {
  const platform = Math.floor((coins * commissionPercent) / 100);
  return { astrologer: coins - platform, platform };
}

/** Whether an error (or one it wraps, as a driver's transaction error does) is a refused debit. */
export function isInsufficientFunds(e: unknown): boolean {
  let err: unknown = e;
  for (let i = 0; i < 4 && err; i++) {
    if (err instanceof InsufficientFundsError) return true;
    err = (err as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The money operations on a database handle or an open transaction (a transaction runs one
 * statement at a time, so accounts are looked up one after the other).
 */
export function ledgerOf(db: Db) {
  const l = ledgerRepository(db);

  /** Postings that pay an astrologer `coins`: their share to their earnings, the commission to the platform. */
  async function payAstrologer(payee: Payee, coins: number): Promise<Posting[]> {
    if (coins <= 0) return [];
    const earnings = await l.account('earnings', payee.astrologerId);
    const platform = await l.account('platform', null);
    const split = commissionSplit(coins, payee.commissionPercent);
    return [
      { accountId: earnings.id, amount: split.astrologer },
      { accountId: platform.id, amount: split.platform },
    ];
  }

  return {
    payAstrologer,

    /**
     * Moves `coins` from the user's wallet into their reserved account. Null when the wallet is
     * short (nothing was posted); otherwise the ledger's answer (`applied` false: the key had
     * been posted before).
     */
    async hold(t: {
      userId: string;
      coins: number;
      key: string;
      kind: string;
      meta: Meta;
    }): Promise<PostResult | null> {
      const wallet = await l.account('wallet', t.userId);
      const reserved = await l.account('reserved', t.userId);
      try {
        return await l.post({
          key: t.key,
          kind: t.kind,
          meta: t.meta,
          postings: [
            { accountId: wallet.id, amount: -t.coins },
            { accountId: reserved.id, amount: t.coins },
          ],
        });
      } catch (e) {
        if (isInsufficientFunds(e)) return null;
        throw e;
      }
    },

    /**
     * Held coins leave the user's reserved account: `charged` of them pay the astrologer (less
     * commission), the rest go back to the user — to the wallet, or with `to: 'gateway'` out
     * through the gateway account (refunded to the payment method).
     */
    async settle(t: {
      userId: string;
      held: number;
      charged: number;
      payee: Payee;
      to?: 'wallet' | 'gateway';
      key: string;
      kind: string;
      meta: Meta;
    }): Promise<PostResult> {
      const reserved = await l.account('reserved', t.userId);
      const back = await (t.to === 'gateway' ? l.account('gateway', null) : l.account('wallet', t.userId));
      const postings: Posting[] = [
        { accountId: reserved.id, amount: -t.held },
        { accountId: back.id, amount: t.held - t.charged },
        ...(await payAstrologer(t.payee, t.charged)),
      ];
      return l.post({ key: t.key, kind: t.kind, meta: t.meta, postings: postings.filter((p) => p.amount !== 0) });
    },

    /**
     * Pays an astrologer `coins` straight from the user's wallet (less commission). Throws the
     * ledger's InsufficientFundsError when the wallet is short (nothing posted).
     */
    async spend(t: {
      userId: string;
      coins: number;
      payee: Payee;
      key: string;
      kind: string;
      memo?: string;
      meta: Meta;
    }): Promise<PostResult> {
      const wallet = await l.account('wallet', t.userId);
      const postings: Posting[] = [
        { accountId: wallet.id, amount: -t.coins },
        ...(await payAstrologer(t.payee, t.coins)),
      ];
      return l.post({
        key: t.key,
        kind: t.kind,
        ...(t.memo === undefined ? {} : { memo: t.memo }),
        meta: t.meta,
        postings: postings.filter((p) => p.amount !== 0),
      });
    },

    /** Coins into a user's wallet from outside: from the gateway (a payment, a refused refund) or the promotions account. */
    async credit(t: {
      userId: string;
      coins: number;
      from: 'gateway' | 'promotions';
      key: string;
      kind: string;
      meta: Meta;
    }): Promise<PostResult> {
      const [source, wallet] = await Promise.all([l.account(t.from, null), l.account('wallet', t.userId)]);
      return l.post({
        key: t.key,
        kind: t.kind,
        meta: t.meta,
        postings: [
          { accountId: source.id, amount: -t.coins },
          { accountId: wallet.id, amount: t.coins },
        ],
      });
    },
  };
}

export type LedgerOps = ReturnType<typeof ledgerOf>;
