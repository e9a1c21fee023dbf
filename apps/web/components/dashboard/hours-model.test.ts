import { describe, expect, it } from 'vitest';
import { checkWeek, parseClock, parseEnd, suggestWindow, toDraft, toWindows, type WeekDraft } from './hours-model';

// The default hours an approved astrologer starts with: every day 10:00–13:00 and 17:00–20:00.
const DEFAULT = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, startMinute: 600, endMinute: 780 },
  { weekday, startMinute: 1020, endMinute: 1200 },
]);

const w = (start: string, end: string) => ({ id: `${start}-${end}`, start, end });
const week = (...days: [number, ReturnType<typeof w>[]][]): WeekDraft => {
  const out: WeekDraft = [[], [], [], [], [], [], []];
  for (const [d, list] of days) out[d] = list;
  return out;
};

describe('weekly hours', () => {
  it('turns the API windows into seven days and back unchanged', () => {
    const draft = toDraft([...DEFAULT].reverse());
    expect(draft).toHaveLength(7);
    expect(draft[1]!.map((x) => `${x.start}-${x.end}`)).toEqual(['10:00-13:00', '17:00-20:00']);
    expect(toWindows(draft)).toEqual(DEFAULT);
  });

  it('reads an end of 00:00 as midnight', () => {
    expect(parseEnd('00:00')).toBe(1440);
    expect(parseClock('00:00')).toBe(0);
    expect(toWindows(week([5, [w('22:00', '00:00')]]))).toEqual([{ weekday: 5, startMinute: 1320, endMinute: 1440 }]);
    expect(toDraft([{ weekday: 5, startMinute: 1320, endMinute: 1440 }])[5]![0]!.end).toBe('00:00');
  });

  it('flags bad times, reversed windows and overlaps on the same day only', () => {
    const draft = week(
      [0, [w('10:00', '13:00'), w('12:00', '14:00')]],
      [1, [w('15:00', '14:00')]],
      [2, [w('', '14:00')]],
      [3, [w('10:00', '13:00'), w('13:00', '15:00')]],
      [4, [w('10:00', '13:00')]],
    );
    const { errors, ok } = checkWeek(draft);
    expect(ok).toBe(false);
    expect(errors[0]).toEqual(['overlap', 'overlap']);
    expect(errors[1]).toEqual(['order']);
    expect(errors[2]).toEqual(['format']);
    expect(errors[3]).toEqual([null, null]);
    expect(errors[4]).toEqual([null]);
    expect(toWindows(draft)).toBeNull();
  });

  it('saves an empty week as no hours at all', () => {
    expect(toWindows(week())).toEqual([]);
  });

  it('suggests a window after the day’s last one, else the morning', () => {
    expect(suggestWindow([])).toMatchObject({ start: '10:00', end: '13:00' });
    expect(suggestWindow([w('10:00', '13:00')])).toMatchObject({ start: '14:00', end: '16:00' });
    expect(suggestWindow([w('20:00', '23:00')])).toMatchObject({ start: '23:00', end: '00:00' });
  });
});
