/** The payouts table: one row per astrologer with earnings in the period, and the totals. */

export interface PayoutRow {
  astrologerId: string;
  slug: string;
  name: string;
  commissionPercent: number;
  /** Coins users paid for the astrologer's minutes (1 coin = ₹1). */
  gross: number;
  commission: number;
  payable: number;
}

export interface PayoutTotals {
  gross: number;
  commission: number;
  payable: number;
  astrologers: number;
}

/** Rows with earnings, largest payable first (then by name), and their totals. */
export function payoutTable<R extends PayoutRow>(rows: readonly R[]): { rows: R[]; totals: PayoutTotals } {
  const sorted = rows
    .filter((r) => r.gross !== 0 || r.commission !== 0 || r.payable !== 0)
    .sort((a, b) => b.payable - a.payable || a.name.localeCompare(b.name));
  const totals = sorted.reduce(
    (t, r) => ({
      gross: t.gross + r.gross,
      commission: t.commission + r.commission,
      payable: t.payable + r.payable,
      astrologers: t.astrologers + 1,
    }),
    { gross: 0, commission: 0, payable: 0, astrologers: 0 },
  );
  return { rows: sorted, totals };
}

/** Checks a period before asking for it: both dates, and the end not before the start. */
export function checkPeriod(from: string, to: string): 'from' | 'to' | 'order' | null {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(from) || Number.isNaN(Date.parse(from))) return 'from';
  if (!date.test(to) || Number.isNaN(Date.parse(to))) return 'to';
  return from <= to ? null : 'order';
}
