import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { datePickerLabels } from '../tool-page/messages';
import { dateErrorMessage, formatDateText, isRealDate, parseDateText, toIsoDate } from './date-model';
import { DatePicker } from './date-picker';

describe('parseDateText', () => {
  it('reads DD/MM/YYYY and yields the date and its text', () => {
    const r = parseDateText('07/12/1996');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.text).toBe('07/12/1996');
    expect([r.value.day, r.value.month, r.value.year]).toEqual([7, 12, 1996]);
    expect(r.value.date.getFullYear()).toBe(1996);
    expect(r.value.date.getMonth()).toBe(11);
    expect(r.value.date.getDate()).toBe(7);
    expect(toIsoDate(r.value)).toBe('1996-12-07');
  });

  it('accepts other separators, single digits and eight digits, and normalises them', () => {
    for (const input of ['7/12/1996', '07-12-1996', '7.12.1996', ' 07 12 1996 ', '07121996']) {
      const r = parseDateText(input);
      expect(r.ok && r.value.text, input).toBe('07/12/1996');
    }
  });

  it('tells a missing, badly written or impossible date apart', () => {
    expect(parseDateText('  ')).toEqual({ ok: false, error: 'required' });
    expect(parseDateText('1996/12/07')).toEqual({ ok: false, error: 'format' });
    expect(parseDateText('07/12/96')).toEqual({ ok: false, error: 'format' });
    expect(parseDateText('seven')).toEqual({ ok: false, error: 'format' });
    expect(parseDateText('31/04/2020')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDateText('29/02/2023')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDateText('00/01/2020')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDateText('12/13/2020')).toEqual({ ok: false, error: 'invalid' });
    expect(parseDateText('29/02/2024').ok).toBe(true);
    expect(parseDateText('29/02/2000').ok).toBe(true);
    expect(parseDateText('29/02/1900').ok).toBe(false);
  });

  it('keeps within inclusive limits', () => {
    const limits = { min: '01/01/1906', max: '22/11/2026' };
    expect(parseDateText('01/01/1906', limits).ok).toBe(true);
    expect(parseDateText('22/11/2026', limits).ok).toBe(true);
    expect(parseDateText('31/12/1905', limits)).toEqual({ ok: false, error: 'min' });
    expect(parseDateText('23/11/2026', limits)).toEqual({ ok: false, error: 'max' });
  });

  it('formats dates and checks real days', () => {
    expect(formatDateText(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDateText({ day: 1, month: 2, year: 987 })).toBe('01/02/0987');
    expect(isRealDate(31, 12, 2026)).toBe(true);
    expect(isRealDate(31, 11, 2026)).toBe(false);
  });
});

describe('date error messages', () => {
  it('are bilingual, with the limits filled in', () => {
    for (const m of [datePickerLabels('en'), datePickerLabels('hi')]) {
      for (const key of ['required', 'format', 'invalid', 'min', 'max'] as const) {
        expect(dateErrorMessage(key, m, { min: '01/01/1906', max: '22/11/2026' })).not.toMatch(/\{(min|max)\}/);
      }
    }
    expect(dateErrorMessage('max', datePickerLabels('en'), { max: '22/11/2026' })).toBe(
      'The date cannot be after 22/11/2026.',
    );
    expect(dateErrorMessage('min', datePickerLabels('hi'), { min: '01/01/1906' })).toContain('01/01/1906');
    expect(hi.ui.datePicker.format).toMatch(/[\u0900-\u097F]/);
  });
});

describe('DatePicker', () => {
  it('renders a labelled field with its hint and no error before it is left', () => {
    const html = renderToStaticMarkup(
      <DatePicker
        id="dob"
        label="Date of birth"
        labels={datePickerLabels('en')}
        name="dob"
        defaultValue="31/04/2020"
      />,
    );
    expect(html).toContain('<label for="dob"');
    expect(html).toContain('aria-describedby="dob-hint"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain(en.ui.datePicker.hint);
    expect(html).not.toContain('data-testid="date-error"');
  });

  it('shows the error in the page language when asked (after a submit)', () => {
    const html = renderToStaticMarkup(
      <DatePicker id="dob" label="जन्म तिथि" labels={datePickerLabels('hi')} defaultValue="31/04/2020" showError />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="dob-hint dob-error"');
    expect(html).toContain(hi.ui.datePicker.invalid);
  });

  it('says a required date is missing only when required', () => {
    const required = renderToStaticMarkup(
      <DatePicker id="d" label="D" labels={datePickerLabels('en')} required showError />,
    );
    expect(required).toContain(en.ui.datePicker.required);
    const optional = renderToStaticMarkup(<DatePicker id="d" label="D" labels={datePickerLabels('en')} showError />);
    expect(optional).not.toContain(en.ui.datePicker.required);
  });
});
