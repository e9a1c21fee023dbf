import { describe, expect, it } from 'vitest';
import { checkPeriod, type PayoutRow, payoutTable } from './payouts-model';

const row = (name: string, gross: number, percent: number): PayoutRow => {
  const commission = Math.round((gross * percent) / 100);
  return {
    astrologerId: name,
    slug: name.toLowerCase(),
    name,
    commissionPercent: percent,
    gross,
    commission,
    payable: gross - commission,
  };
};

describe('payoutTable', () => {
  it('adds up gross, commission and payable, largest payable first', () => {
    const { rows, totals } = payoutTable([row('Asha', 1000, 30), row('Bharat', 2500, 20), row('Chitra', 333, 25)]);
    expect(rows.map((r) => r.name)).toEqual(['Bharat', 'Asha', 'Chitra']);
    expect(totals).toEqual({ gross: 3833, commission: 300 + 500 + 83, payable: 700 + 2000 + 250, astrologers: 3 });
    expect(totals.commission + totals.payable).toBe(totals.gross);
  });

  it('leaves out astrologers who earned nothing, and totals nothing as zero', () => {
    const { rows, totals } = payoutTable([row('Asha', 0, 30), row('Bharat', 90, 20)]);
    expect(rows.map((r) => r.name)).toEqual(['Bharat']);
    expect(totals.astrologers).toBe(1);
    expect(payoutTable([])).toEqual({ rows: [], totals: { gross: 0, commission: 0, payable: 0, astrologers: 0 } });
  });

  it('orders equal payables by name', () => {
    const { rows } = payoutTable([row('Zoya', 100, 20), row('Anil', 100, 20)]);
    expect(rows.map((r) => r.name)).toEqual(['Anil', 'Zoya']);
  });
});

describe('checkPeriod', () => {
  it('wants two dates with the end not before the start', () => {
    expect(checkPeriod('2026-03-01', '2026-03-31')).toBeNull();
    expect(checkPeriod('2026-03-01', '2026-03-01')).toBeNull();
    expect(checkPeriod('', '2026-03-31')).toBe('from');
    expect(checkPeriod('2026-03-01', '31/03/2026')).toBe('to');
    expect(checkPeriod('2026-04-01', '2026-03-31')).toBe('order');
  });
});
