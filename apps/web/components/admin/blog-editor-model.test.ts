import { describe, expect, it } from 'vitest';
import {
  serverFieldErrors,
  bannerFileProblem,
  blogListQuery,
  emptyForm,
  firstProblem,
  formProblems,
  inputFromForm,
  isoToIstLocal,
  istLocalToOffsetIso,
  isValidSlug,
  localDraftKey,
  readLocalDraft,
  sameContent,
  slugify,
  writeLocalDraft,
} from './blog-editor-model';

describe('slugs', () => {
  it('are made from the English title', () => {
    expect(slugify('Rahu Kaal — what is it?')).toBe('rahu-kaal-what-is-it');
    expect(slugify('  Śani & Mangal: 2026 ')).toBe('sani-mangal-2026');
    expect(slugify('राहु काल')).toBe('');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('-')).toBe(false);
    expect(isValidSlug(long)).toBe(true);
  });

  it('are checked as the API checks them', () => {
    expect(isValidSlug('a-b-1')).toBe(true);
    for (const bad of ['', 'A', 'a--b', '-a', 'a-', 'a b', 'a/b', 'a'.repeat(121)])
      expect(isValidSlug(bad), bad).toBe(false);
  });
});

describe('form checks', () => {
  const full = {
    ...emptyForm(),
    slug: 'a-post',
    category: 'yoga',
    title: { en: 'A post', hi: 'एक लेख' },
    serpDescription: { en: 'About', hi: 'बारे में' },
    body: { en: 'Body', hi: 'पाठ' },
  };

  it('needs only a title and an address to save, everything to publish', () => {
    expect(formProblems({ ...emptyForm(), slug: 'x', title: { en: 'X', hi: '' } }, false)).toEqual({});
    expect(formProblems(emptyForm(), false)).toEqual({ 'title.en': 'titleEn', slug: 'slug' });
    expect(formProblems(full, true)).toEqual({});
    const missing = formProblems({ ...full, category: '', body: { en: 'B', hi: ' ' } }, true);
    expect(missing).toEqual({ category: 'category', 'body.hi': 'required' });
    expect(firstProblem(missing)).toBe('category');
    expect(firstProblem({})).toBeUndefined();
  });

  it('compares forms by what they would save', () => {
    expect(sameContent(full, { ...full, slugEdited: !full.slugEdited })).toBe(true);
    expect(sameContent(full, { ...full, body: { ...full.body, hi: 'बदला' } })).toBe(false);
    expect(inputFromForm({ ...full, category: '', slug: ' a-post ' })).toMatchObject({
      category: null,
      slug: 'a-post',
    });
  });
});

describe('drafts on this device', () => {
  function memory() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  }

  it('round-trip, and anything malformed reads as none', () => {
    const s = memory();
    const form = { ...emptyForm(), slug: 'x', title: { en: 'X', hi: 'एक्स' } };
    writeLocalDraft(s, null, { form, savedAt: 5 });
    expect(readLocalDraft(s, null)).toEqual({ form, savedAt: 5 });
    expect(readLocalDraft(s, 'other')).toBeNull();
    s.map.set(localDraftKey('bad'), '{not json');
    expect(readLocalDraft(s, 'bad')).toBeNull();
    s.map.set(localDraftKey('shape'), JSON.stringify({ savedAt: 1, form: { slug: 1 } }));
    expect(readLocalDraft(s, 'shape')).toBeNull();
    expect(readLocalDraft(undefined, null)).toBeNull();
    const throwing = {
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => writeLocalDraft(throwing, null, { form, savedAt: 1 })).not.toThrow();
  });
});

describe('Indian time', () => {
  it('converts between instants and datetime-local values', () => {
    expect(isoToIstLocal('2026-11-22T06:00:00Z')).toBe('2026-11-22T11:30');
    expect(isoToIstLocal('nonsense')).toBe('');
    expect(istLocalToOffsetIso('2026-11-22T11:30')).toBe('2026-11-22T11:30:00+05:30');
    expect(istLocalToOffsetIso('2026-11-22T11:30:45')).toBe('2026-11-22T11:30:45+05:30');
    expect(Date.parse(istLocalToOffsetIso('2026-11-22T11:30')!)).toBe(Date.parse('2026-11-22T06:00:00Z'));
    expect(istLocalToOffsetIso('22/11/2026 11:30')).toBeNull();
    expect(istLocalToOffsetIso('')).toBeNull();
  });
});

describe('small helpers', () => {
  it('build list queries and check banner files', () => {
    expect(blogListQuery('all', '  ', 1)).toBe('');
    expect(blogListQuery('draft', 'rahu kaal', 2)).toBe('?status=draft&search=rahu+kaal&page=2');
    expect(bannerFileProblem({ size: 10, type: 'image/png' }, 100)).toBeNull();
    expect(bannerFileProblem({ size: 101, type: 'image/webp' }, 100)).toBe('tooLarge');
    expect(bannerFileProblem({ size: 1, type: 'image/gif' }, 100)).toBe('wrongType');
  });
});

describe('field errors from the API', () => {
  it('puts each message under its field and drops those naming none', () => {
    expect(
      serverFieldErrors([
        { field: 'slug', message: 'Taken' },
        { field: '', message: 'Whole body' },
        { field: 'title.hi', message: 'Too long' },
      ]),
    ).toEqual({ slug: 'Taken', 'title.hi': 'Too long' });
  });
});
