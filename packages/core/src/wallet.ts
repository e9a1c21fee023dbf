import type { Db } from '@drishti/db/connection';
import { ledgerRepository, type StatementLine } from '@drishti/db/repositories/ledger';
import { ledgerOf } from './ledger/postings';

/** GST on recharges, in percent (prices are shown with it before payment). */
export const GST_PERCENT = 18;

export interface RechargePack {
  id: string;
  /** Coins credited (1 coin = ₹1). */
  coins: number;
  /** Price before GST, paise. */
  pricePaise: number;
  /** GST, paise. */
  gstPaise: number;
  /** What the user pays, paise. */
  totalPaise: number;
}

/** The server's own price table: amounts never come from the browser. */
export const RECHARGE_PACKS: readonly RechargePack[] = [50, 100, 200, 500, 1000, 2000, 5000].map((coins) => {
  const pricePaise = coins * 100;
  const gstPaise = Math.round((pricePaise * GST_PERCENT) / 100);
  return { id: `coins-${coins}`, coins, pricePaise, gstPaise, totalPaise: pricePaise + gstPaise };
});

export function packById(id: string): RechargePack | undefined {
  return RECHARGE_PACKS.find((p) => p.id === id);
}

export function walletService({ db }: { db: Db }) {
  const ledger = ledgerRepository(db);
  const money = ledgerOf(db);
  return {
    ledger,
    async balance(userId: string): Promise<{ coins: number; reserved: number }> {
      const [wallet, reserved] = await Promise.all([
        ledger.account('wallet', userId),
        ledger.account('reserved', userId),
      ]);
      return { coins: wallet.balance, reserved: reserved.balance };
    },
    async history(userId: string, opts: { limit?: number; before?: number } = {}): Promise<StatementLine[]> {
      const wallet = await ledger.account('wallet', userId);
      return ledger.statement(wallet.id, opts);
    },
    /**
     * Credits coins bought with a payment: once per gateway payment id, whoever reports it first.
     * Statements show the transaction's kind, which the app words in the reader's language.
     */
    async creditPayment(userId: string, paymentId: string, coins: number) {
      return money.credit({
        userId,
        coins,
        from: 'gateway',
        key: `payment:${paymentId}`,
        kind: 'recharge',
        meta: { paymentId, coins },
      });
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
