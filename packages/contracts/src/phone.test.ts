import { describe, expect, it } from 'vitest';
import {
  appLinkNumber,
  formatPhone,
  indianMobile,
  indianNationalDigits,
  isAppLinkPhone,
  isDialCode,
  isIndianE164,
  isIndianMobile,
  maskPhone,
  toE164,
} from './phone';

describe('Indian mobiles as typed', () => {
  const usual = ['9876543210', '98765 43210', '+91 98765-43210', '919876543210', '09876543210', '(98765) 43210'];

  it('reads the usual ways of writing one', () => {
    for (const typed of usual) {
      expect(indianNationalDigits(typed), typed).toBe('9876543210');
      expect(isIndianMobile(indianNationalDigits(typed)), typed).toBe(true);
      expect(indianMobile(typed), typed).toBe('9876543210');
    }
  });

  it('refuses numbers that are not Indian mobiles', () => {
    for (const typed of ['12345', '5876543210', '98765432101', '', 'abcdefghij', '+44 20 7946 0958']) {
      expect(isIndianMobile(indianNationalDigits(typed)), typed).toBe(false);
      expect(indianMobile(typed), typed).toBeNull();
    }
  });

  it('refuses letters inside a number where the form wants the number exactly', () => {
    expect(indianNationalDigits('98765a43210')).toBe('9876543210');
    expect(indianMobile('98765a43210')).toBeNull();
  });
});

describe('toE164', () => {
  it('stores Indian mobiles with their code', () => {
    expect(toE164('98765 43210')).toEqual({ ok: true, e164: '919876543210' });
    expect(toE164('09876543210', '+91')).toEqual({ ok: true, e164: '919876543210' });
    expect(toE164('+91 98765-43210', '91')).toEqual({ ok: true, e164: '919876543210' });
  });

  it('stores other countries with 6 to 13 national digits, 15 in all', () => {
    expect(toE164('20 7946 0958', '44')).toEqual({ ok: true, e164: '442079460958' });
    expect(toE164('+44 20 7946 0958', '44')).toEqual({ ok: true, e164: '442079460958' });
    expect(toE164('12345', '44')).toEqual({ ok: false, field: 'phone' });
    expect(toE164('12345678901234', '44')).toEqual({ ok: false, field: 'phone' });
    expect(toE164('1234567890123', '1234')).toEqual({ ok: false, field: 'phone' });
  });

  it('names the field at fault', () => {
    expect(toE164('9876543210', '12345')).toEqual({ ok: false, field: 'countryCode' });
    expect(toE164('9876543210', 'in')).toEqual({ ok: false, field: 'countryCode' });
    expect(toE164('5876543210')).toEqual({ ok: false, field: 'phone' });
    expect(toE164('+44 9876543210', '91')).toEqual({ ok: false, field: 'phone' });
    expect(toE164('98765abc10')).toEqual({ ok: false, field: 'phone' });
  });
});

describe('stored numbers', () => {
  it('tells Indian mobiles apart', () => {
    expect(isIndianE164('919876543210')).toBe(true);
    expect(isIndianE164('91987654321')).toBe(false);
    expect(isIndianE164('442079460958')).toBe(false);
  });

  it('shows them grouped, masked for logs', () => {
    expect(formatPhone('919876500001')).toBe('+91 98765 00001');
    expect(formatPhone('4420123456')).toBe('+4420123456');
    expect(maskPhone('919876543210')).toBe('+91••••••3210');
  });

  it('reads dial codes', () => {
    expect(isDialCode('+91')).toBe(true);
    expect(isDialCode('1234')).toBe(true);
    expect(isDialCode('12345')).toBe(false);
  });
});

describe('the app-link number', () => {
  it('accepts 8 to 10 digits', () => {
    expect(isAppLinkPhone('12345678')).toBe(true);
    expect(isAppLinkPhone('123456789')).toBe(true);
    expect(isAppLinkPhone('9876543210')).toBe(true);
  });

  it('refuses a length above 10 or below 8', () => {
    expect(isAppLinkPhone('')).toBe(false);
    expect(isAppLinkPhone('1234567')).toBe(false);
    expect(isAppLinkPhone('98765432101')).toBe(false);
  });

  it('ignores spaces and dashes but refuses letters', () => {
    expect(appLinkNumber(' 98765-43210 ')).toBe('9876543210');
    expect(isAppLinkPhone('98765 43210')).toBe(true);
    expect(isAppLinkPhone('98765abc10')).toBe(false);
  });
});
