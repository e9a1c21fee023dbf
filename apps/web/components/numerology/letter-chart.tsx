import { CHALDEAN_VALUES, pythagoreanValue } from '@drishti/engine/numerology/name';
import s from './numerology.module.css';

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The letters of each value 1–9 of a letter table, values ascending, letters in the table's order. */
export function chartRows(system: 'chaldean' | 'pythagorean'): [number, string[]][] {
  const rows = new Map<number, string[]>();
  const letters = system === 'chaldean' ? Object.keys(CHALDEAN_VALUES) : ALPHABET;
  for (const letter of letters) {
    const value = system === 'chaldean' ? CHALDEAN_VALUES[letter]! : pythagoreanValue(letter);
    rows.set(value, [...(rows.get(value) ?? []), letter]);
  }
  return [...rows].sort((a, b) => a[0] - b[0]);
}

/** The letter table as a small two-column table: number, letters. */
export function LetterChart({
  system,
  caption,
  numberLabel,
  lettersLabel,
}: {
  system: 'chaldean' | 'pythagorean';
  caption: string;
  numberLabel: string;
  lettersLabel: string;
}) {
  return (
    <div className={s.tableWrap}>
      <table className={s.chart} data-testid="letter-chart">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{numberLabel}</th>
            <th scope="col">{lettersLabel}</th>
          </tr>
        </thead>
        <tbody>
          {chartRows(system).map(([value, letters]) => (
            <tr key={value}>
              <th scope="row">{value}</th>
              <td>{letters.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
