/**
 * The applicant's form rules: the codes and bounds are the contracts' own
 * (packages/contracts/src/registration-rules.ts, which the API's schema is built from), checked
 * here so that mistakes show before anything is sent, with the catalogue's messages. The 18+ check
 * mirrors packages/core/src/applications.ts. No zod here: the page's JavaScript stays small.
 */

import {
  APPLICATION_RULES,
  GENDERS,
  type Gender,
  LANGUAGE_CODES,
  type LanguageCode,
  SKILL_CODES,
  type SkillCode,
} from '@drishti/contracts/registration-rules';
import { parseDateText, toIsoDate } from '../ui/date-model';

export { GENDERS, LANGUAGE_CODES, SKILL_CODES } from '@drishti/contracts/registration-rules';
export type { Gender, LanguageCode, SkillCode } from '@drishti/contracts/registration-rules';

export const RULES = {
  ...APPLICATION_RULES,
  minAge: 18,
  maxAge: 100,
  /** Largest upload, bytes (5 MB). */
  fileMaxBytes: 5 * 1024 * 1024,
} as const;

/** What each upload may be (the server checks the content again). */
export const FILE_TYPES = {
  'id-document': ['application/pdf', 'image/jpeg', 'image/png'],
  photo: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
export type FileKind = keyof typeof FILE_TYPES;

/** Keys of registration.errors in the catalogue. */
export type ErrorKey =
  | 'phone'
  | 'code'
  | 'name'
  | 'gender'
  | 'dobRequired'
  | 'dobFormat'
  | 'dobInvalid'
  | 'dobAge'
  | 'languages'
  | 'skills'
  | 'experience'
  | 'bioEnShort'
  | 'bioHiShort'
  | 'bioHiScript'
  | 'bioLong'
  | 'price'
  | 'agree'
  | 'fileType'
  | 'fileSize'
  | 'fileEmpty'
  | 'fileRequired';

/** The fields of the application form, in the order they appear (the first error gets focus). */
export const FORM_FIELDS = [
  'name',
  'gender',
  'dateOfBirth',
  'languages',
  'skills',
  'experienceYears',
  'bioEn',
  'bioHi',
  'expectedPrice',
  'agree',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface ApplicationForm {
  name: string;
  gender: Gender | '';
  /** DD/MM/YYYY as typed. */
  dateOfBirth: string;
  languages: LanguageCode[];
  skills: SkillCode[];
  experienceYears: string;
  bioEn: string;
  bioHi: string;
  expectedPrice: string;
  agree: boolean;
}

/** The body of `POST /api/publics/astrologer/registration`. */
export interface ApplicationInput {
  name: string;
  gender: Gender;
  dateOfBirth: string;
  languages: LanguageCode[];
  skills: SkillCode[];
  experienceYears: number;
  bio: { en: string; hi: string };
  expectedPrice: number;
}

export const emptyForm = (): ApplicationForm => ({
  name: '',
  gender: '',
  dateOfBirth: '',
  languages: [],
  skills: [],
  experienceYears: '',
  bioEn: '',
  bioHi: '',
  expectedPrice: '',
  agree: false,
});

export const isOtp = (raw: string) => /^\d{6}$/.test(raw.trim());

/** Whole non-negative number typed in a field, or null. */
function wholeNumber(raw: string): number | null {
  const t = raw.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

/** Characters the bio counts, as the API does (trimmed). */
export const bioLength = (text: string) => text.trim().length;

const DEVANAGARI = /[\u0900-\u097F]/;

/** Age in years on `now` of someone born on an ISO date, computed as the API does. */
export function ageOn(isoDate: string, now: Date): number {
  return (now.getTime() - Date.parse(`${isoDate}T00:00:00Z`)) / (365.2425 * 86_400_000);
}

export type FieldErrors = Partial<Record<FormField, ErrorKey>>;

export function checkDateOfBirth(text: string, now: Date): { ok: true; iso: string } | { ok: false; error: ErrorKey } {
  const parsed = parseDateText(text);
  if (!parsed.ok) {
    const map = { required: 'dobRequired', format: 'dobFormat', invalid: 'dobInvalid', min: 'dobAge', max: 'dobAge' };
    return { ok: false, error: map[parsed.error] as ErrorKey };
  }
  const iso = toIsoDate(parsed.value);
  const age = ageOn(iso, now);
  if (!(age >= RULES.minAge && age <= RULES.maxAge)) return { ok: false, error: 'dobAge' };
  return { ok: true, iso };
}

/** Checks one field; null when it is fine. */
export function checkField(field: FormField, form: ApplicationForm, now: Date): ErrorKey | null {
  switch (field) {
    case 'name': {
      const n = form.name.trim().length;
      return n >= RULES.nameMin && n <= RULES.nameMax ? null : 'name';
    }
    case 'gender':
      return (GENDERS as readonly string[]).includes(form.gender) ? null : 'gender';
    case 'dateOfBirth': {
      const r = checkDateOfBirth(form.dateOfBirth, now);
      return r.ok ? null : r.error;
    }
    case 'languages':
      return form.languages.length >= 1 ? null : 'languages';
    case 'skills':
      return form.skills.length >= 1 ? null : 'skills';
    case 'experienceYears': {
      const n = wholeNumber(form.experienceYears);
      return n !== null && n <= RULES.experienceMax ? null : 'experience';
    }
    case 'bioEn': {
      const n = bioLength(form.bioEn);
      if (n < RULES.bioMin) return 'bioEnShort';
      return n > RULES.bioMax ? 'bioLong' : null;
    }
    case 'bioHi': {
      const n = bioLength(form.bioHi);
      if (n < RULES.bioMin) return 'bioHiShort';
      if (n > RULES.bioMax) return 'bioLong';
      return DEVANAGARI.test(form.bioHi) ? null : 'bioHiScript';
    }
    case 'expectedPrice': {
      const n = wholeNumber(form.expectedPrice);
      return n !== null && n >= RULES.priceMin && n <= RULES.priceMax ? null : 'price';
    }
    case 'agree':
      return form.agree ? null : 'agree';
  }
}

/** Every field's error, in form order. */
export function checkForm(form: ApplicationForm, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of FORM_FIELDS) {
    const e = checkField(f, form, now);
    if (e) errors[f] = e;
  }
  return errors;
}

/** The API body for a form without errors (call `checkForm` first). */
export function toApplicationInput(form: ApplicationForm, now: Date): ApplicationInput | null {
  if (Object.keys(checkForm(form, now)).length > 0) return null;
  const dob = checkDateOfBirth(form.dateOfBirth, now);
  if (!dob.ok) return null;
  return {
    name: form.name.trim(),
    gender: form.gender as Gender,
    dateOfBirth: dob.iso,
    languages: LANGUAGE_CODES.filter((c) => form.languages.includes(c)),
    skills: SKILL_CODES.filter((c) => form.skills.includes(c)),
    experienceYears: Number(form.experienceYears.trim()),
    bio: { en: form.bioEn.trim(), hi: form.bioHi.trim() },
    expectedPrice: Number(form.expectedPrice.trim()),
  };
}

/** A saved application back into the form (to correct it while it is still only submitted). */
export function formFromApplication(
  a:
    | ApplicationInput
    | (Omit<ApplicationInput, 'languages' | 'skills'> & {
        languages: string[];
        skills: string[];
      }),
): ApplicationForm {
  const [y, m, d] = a.dateOfBirth.split('-');
  return {
    name: a.name,
    gender: a.gender,
    dateOfBirth: y && m && d ? `${d}/${m}/${y}` : '',
    languages: LANGUAGE_CODES.filter((c) => a.languages.includes(c)),
    skills: SKILL_CODES.filter((c) => a.skills.includes(c)),
    experienceYears: String(a.experienceYears),
    bioEn: a.bio.en,
    bioHi: a.bio.hi,
    expectedPrice: String(a.expectedPrice),
    agree: true,
  };
}

/** The API's field paths → the form's fields. */
const API_FIELD: Record<string, FormField> = {
  name: 'name',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  languages: 'languages',
  skills: 'skills',
  experienceYears: 'experienceYears',
  'bio.en': 'bioEn',
  'bio.hi': 'bioHi',
  bio: 'bioEn',
  expectedPrice: 'expectedPrice',
};

/**
 * The API's `errors[]` (already in the page's language) sorted onto the form's fields; what fits no
 * field stays in `other`. The first message per field wins.
 */
export function mapApiErrors(errors: readonly { field: string; message: string }[] | undefined): {
  fields: Partial<Record<FormField, string>>;
  other: string[];
} {
  const fields: Partial<Record<FormField, string>> = {};
  const other: string[] = [];
  for (const e of errors ?? []) {
    // Array items come as "languages.0"; the field is the array.
    const path = e.field.replace(/\.\d+$/, '');
    const f = API_FIELD[path];
    if (f) fields[f] ??= e.message;
    else other.push(e.message);
  }
  return { fields, other };
}

/** Checks a chosen file before uploading it; null when it may be sent. */
export function checkFile(kind: FileKind, file: { type: string; size: number } | null): ErrorKey | null {
  if (!file) return 'fileRequired';
  if (file.size === 0) return 'fileEmpty';
  if (!(FILE_TYPES[kind] as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > RULES.fileMaxBytes) return 'fileSize';
  return null;
}

/** The latest date of birth an applicant may have on `now`'s day, DD/MM/YYYY (18 years before). */
export function latestBirthDate(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - RULES.minAge, now.getUTCMonth(), now.getUTCDate()));
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
