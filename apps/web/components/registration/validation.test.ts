import { applicationInput, languages, skills } from '@drishti/contracts/registration';
import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import {
  type ApplicationForm,
  ageOn,
  checkDateOfBirth,
  checkField,
  checkFile,
  checkForm,
  emptyForm,
  FORM_FIELDS,
  formFromApplication,
  isOtp,
  LANGUAGE_CODES,
  mapApiErrors,
  RULES,
  SKILL_CODES,
  toApplicationInput,
} from './validation';

const NOW = new Date('2026-03-15T06:30:00Z');

const good = (): ApplicationForm => ({
  name: 'Meera Joshi',
  gender: 'female',
  dateOfBirth: '07/12/1986',
  languages: ['hindi', 'english'],
  skills: ['vedic-astrology', 'tarot'],
  experienceYears: '12',
  bioEn: 'I have read charts for twelve years, mostly on careers, marriage and health timing.',
  bioHi: 'मैं बारह वर्षों से कुंडली देख रही हूँ, ज़्यादातर करियर, विवाह और स्वास्थ्य के समय पर।',
  expectedPrice: '25',
  agree: true,
});

describe('the applicant form mirrors the API', () => {
  it('offers exactly the skill and language codes the API accepts', () => {
    expect([...SKILL_CODES]).toEqual(skills.options);
    expect([...LANGUAGE_CODES]).toEqual(languages.options);
  });

  it('names every code in both languages', () => {
    for (const code of SKILL_CODES) {
      expect(en.registration.skills[code]).toBeTruthy();
      expect(hi.registration.skills[code]).toMatch(/[\u0900-\u097F]/);
    }
    for (const code of LANGUAGE_CODES) {
      expect(en.registration.languages[code]).toBeTruthy();
      expect(hi.registration.languages[code]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('turns a good form into a body the API schema accepts', () => {
    const body = toApplicationInput(good(), NOW);
    expect(body).toEqual({
      name: 'Meera Joshi',
      gender: 'female',
      dateOfBirth: '1986-12-07',
      languages: ['hindi', 'english'],
      skills: ['vedic-astrology', 'tarot'],
      experienceYears: 12,
      bio: { en: good().bioEn, hi: good().bioHi },
      expectedPrice: 25,
    });
    expect(applicationInput.safeParse(body).success).toBe(true);
    expect(checkForm(good(), NOW)).toEqual({});
  });

  it('refuses what the API refuses, field by field', () => {
    const cases: [Partial<ApplicationForm>, string][] = [
      [{ name: 'M' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ languages: [] }, 'languages'],
      [{ skills: [] }, 'skills'],
      [{ experienceYears: '71' }, 'experienceYears'],
      [{ experienceYears: '2.5' }, 'experienceYears'],
      [{ bioEn: 'Too short, but honest.' }, 'bioEn'],
      [{ bioHi: 'बहुत छोटा परिचय।' }, 'bioHi'],
      [{ expectedPrice: '4' }, 'expectedPrice'],
      [{ expectedPrice: '501' }, 'expectedPrice'],
    ];
    for (const [change, field] of cases) {
      const form = { ...good(), ...change };
      expect(Object.keys(checkForm(form, NOW)), JSON.stringify(change)).toEqual([field]);
      // The same values sent raw are refused by the API schema too.
      const raw = {
        name: form.name.trim(),
        gender: form.gender,
        dateOfBirth: '1986-12-07',
        languages: form.languages,
        skills: form.skills,
        experienceYears: Number(form.experienceYears),
        bio: { en: form.bioEn, hi: form.bioHi },
        expectedPrice: Number(form.expectedPrice),
      };
      expect(applicationInput.safeParse(raw).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('takes the price bounds from the same numbers as the schema', () => {
    const body = toApplicationInput(good(), NOW)!;
    for (const [price, ok] of [
      [RULES.priceMin, true],
      [RULES.priceMax, true],
      [RULES.priceMin - 1, false],
      [RULES.priceMax + 1, false],
    ] as const) {
      expect(applicationInput.safeParse({ ...body, expectedPrice: price }).success).toBe(ok);
      expect(checkField('expectedPrice', { ...good(), expectedPrice: String(price) }, NOW) === null).toBe(ok);
    }
  });

  it('counts bio characters as the API does (trimmed) and wants Devanagari in the Hindi one', () => {
    const fifty = 'a'.repeat(50);
    expect(checkField('bioEn', { ...good(), bioEn: `  ${'a'.repeat(49)}  ` }, NOW)).toBe('bioEnShort');
    expect(checkField('bioEn', { ...good(), bioEn: fifty }, NOW)).toBeNull();
    expect(checkField('bioHi', { ...good(), bioHi: fifty }, NOW)).toBe('bioHiScript');
    expect(checkField('bioEn', { ...good(), bioEn: 'a'.repeat(2001) }, NOW)).toBe('bioLong');
  });

  it('needs every field of an empty form, in form order', () => {
    expect(Object.keys(checkForm(emptyForm(), NOW))).toEqual([...FORM_FIELDS]);
    expect(toApplicationInput(emptyForm(), NOW)).toBeNull();
  });
});

describe('date of birth', () => {
  it('reads DD/MM/YYYY and wants an adult, as the API counts years', () => {
    expect(checkDateOfBirth('07/12/1986', NOW)).toEqual({ ok: true, iso: '1986-12-07' });
    expect(checkDateOfBirth('', NOW)).toEqual({ ok: false, error: 'dobRequired' });
    expect(checkDateOfBirth('1986-12-07', NOW)).toEqual({ ok: false, error: 'dobFormat' });
    expect(checkDateOfBirth('31/02/1990', NOW)).toEqual({ ok: false, error: 'dobInvalid' });
    expect(checkDateOfBirth('01/01/2010', NOW)).toEqual({ ok: false, error: 'dobAge' });
    expect(checkDateOfBirth('01/01/1900', NOW)).toEqual({ ok: false, error: 'dobAge' });
    // A week past the 18th birthday is old enough; a week before is not.
    expect(checkDateOfBirth('08/03/2008', NOW).ok).toBe(true);
    expect(checkDateOfBirth('22/03/2008', NOW).ok).toBe(false);
    expect(ageOn('2008-03-08', NOW)).toBeGreaterThan(18);
  });
});

describe('code', () => {
  it('wants a 6-digit code', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp(' 123456 ')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('12a456')).toBe(false);
  });
});

describe('mapApiErrors', () => {
  it('puts the API field errors on the form fields and keeps the rest', () => {
    const mapped = mapApiErrors([
      { field: 'bio.hi', message: 'हिंदी में कम से कम 50 अक्षर लिखें' },
      { field: 'dateOfBirth', message: 'Applicants must be at least 18 years old.' },
      { field: 'languages.0', message: 'Invalid option' },
      { field: 'dateOfBirth', message: 'second message ignored' },
      { field: '', message: 'Malformed body' },
    ]);
    expect(mapped.fields).toEqual({
      bioHi: 'हिंदी में कम से कम 50 अक्षर लिखें',
      dateOfBirth: 'Applicants must be at least 18 years old.',
      languages: 'Invalid option',
    });
    expect(mapped.other).toEqual(['Malformed body']);
    expect(mapApiErrors(undefined)).toEqual({ fields: {}, other: [] });
  });
});

describe('checkFile', () => {
  const mb = 1024 * 1024;
  it('takes a PDF, JPEG or PNG ID and a JPEG, PNG or WebP photo up to 5 MB', () => {
    expect(checkFile('id-document', { type: 'application/pdf', size: 2 * mb })).toBeNull();
    expect(checkFile('id-document', { type: 'image/png', size: 5 * mb })).toBeNull();
    expect(checkFile('id-document', { type: 'image/webp', size: 100 })).toBe('fileType');
    expect(checkFile('photo', { type: 'image/webp', size: 100 })).toBeNull();
    expect(checkFile('photo', { type: 'application/pdf', size: 100 })).toBe('fileType');
    expect(checkFile('photo', { type: 'image/jpeg', size: 5 * mb + 1 })).toBe('fileSize');
    expect(checkFile('photo', { type: 'image/jpeg', size: 0 })).toBe('fileEmpty');
    expect(checkFile('photo', null)).toBe('fileRequired');
  });
});

describe('formFromApplication', () => {
  it('brings a saved application back into the form unchanged', () => {
    const body = toApplicationInput(good(), NOW)!;
    const back = formFromApplication(body);
    expect(toApplicationInput(back, NOW)).toEqual(body);
    expect(back.dateOfBirth).toBe('07/12/1986');
  });
});

describe('catalogue', () => {
  it('has every error message in both languages', () => {
    const keys = [
      'phone',
      'code',
      'name',
      'gender',
      'dobRequired',
      'dobFormat',
      'dobInvalid',
      'dobAge',
      'languages',
      'skills',
      'experience',
      'bioEnShort',
      'bioHiShort',
      'bioHiScript',
      'bioLong',
      'price',
      'agree',
      'fileType',
      'fileSize',
      'fileEmpty',
      'fileRequired',
    ] as const;
    for (const k of keys) {
      expect(en.registration.errors[k]).toBeTruthy();
      expect(hi.registration.errors[k]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
