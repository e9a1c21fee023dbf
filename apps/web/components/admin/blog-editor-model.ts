import {
  type AdminBlogPostData,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  type BlogPostInput,
} from '@drishti/contracts/blog-admin';

/** What the editor's form holds. */
export interface BlogForm {
  slug: string;
  /** Whether the admin typed the slug (then the English title no longer fills it). */
  slugEdited: boolean;
  category: string;
  title: { en: string; hi: string };
  serpDescription: { en: string; hi: string };
  body: { en: string; hi: string };
}

export const emptyForm = (): BlogForm => ({
  slug: '',
  slugEdited: false,
  category: '',
  title: { en: '', hi: '' },
  serpDescription: { en: '', hi: '' },
  body: { en: '', hi: '' },
});

export const formFromPost = (p: AdminBlogPostData): BlogForm => ({
  slug: p.slug,
  slugEdited: true,
  category: p.category ?? '',
  title: { ...p.title },
  serpDescription: { ...p.serpDescription },
  body: { ...p.body },
});

export const inputFromForm = (f: BlogForm): BlogPostInput => ({
  slug: f.slug.trim(),
  category: f.category || null,
  title: { ...f.title },
  serpDescription: { ...f.serpDescription },
  body: { ...f.body },
});

/** Whether two forms would save the same post (the slug's "typed" flag does not count). */
export function sameContent(a: BlogForm, b: BlogForm): boolean {
  return JSON.stringify(inputFromForm(a)) === JSON.stringify(inputFromForm(b));
}

/** A post's address from its English title: "Rahu Kaal — what it is?" → "rahu-kaal-what-it-is". */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= BLOG_SLUG_MAX) return words;
  const cut = words.slice(0, BLOG_SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

export const isValidSlug = (slug: string) => slug.length <= BLOG_SLUG_MAX && BLOG_SLUG_PATTERN.test(slug);

export type FieldKey =
  | 'slug'
  | 'category'
  | 'title.en'
  | 'title.hi'
  | 'serpDescription.en'
  | 'serpDescription.hi'
  | 'body.en'
  | 'body.hi';

/** The order fields appear in the form: the first one at fault takes the focus. */
export const FIELD_ORDER: readonly FieldKey[] = [
  'title.en',
  'slug',
  'category',
  'title.hi',
  'serpDescription.en',
  'serpDescription.hi',
  'body.en',
  'body.hi',
];

export type FieldProblem = 'slug' | 'titleEn' | 'required' | 'category';

/** What is wrong with the form for saving (`publish`: for going public too), by field. */
export function formProblems(f: BlogForm, publish: boolean): Partial<Record<FieldKey, FieldProblem>> {
  const out: Partial<Record<FieldKey, FieldProblem>> = {};
  if (!f.title.en.trim()) out['title.en'] = 'titleEn';
  if (!isValidSlug(f.slug.trim())) out.slug = 'slug';
  if (!publish) return out;
  if (!f.category) out.category = 'category';
  for (const lang of ['en', 'hi'] as const) {
    if (!f.title[lang].trim() && !out[`title.${lang}`]) out[`title.${lang}`] = 'required';
    if (!f.serpDescription[lang].trim()) out[`serpDescription.${lang}`] = 'required';
    if (!f.body[lang].trim()) out[`body.${lang}`] = 'required';
  }
  return out;
}

export const firstProblem = (problems: Partial<Record<FieldKey, unknown>>): FieldKey | undefined =>
  FIELD_ORDER.find((k) => problems[k] !== undefined);

/** The DOM id of a field's control. */
export const fieldId = (key: FieldKey) => `blog-${key.replace('.', '-')}`;

// Drafts kept on this device, so that a crash or a closed tab loses nothing.

export interface LocalDraft {
  form: BlogForm;
  /** When it was kept, epoch ms. */
  savedAt: number;
}

export const localDraftKey = (id: string | null) => `drishti:blog-editor:${id ?? 'new'}`;

/** The draft kept for a post (or for the new post), or null when there is none or it cannot be read. */
export function readLocalDraft(storage: Pick<Storage, 'getItem'> | undefined, id: string | null): LocalDraft | null {
  try {
    const raw = storage?.getItem(localDraftKey(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    const f = parsed.form;
    const pair = (v: unknown): v is { en: string; hi: string } =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { en?: unknown }).en === 'string' &&
      typeof (v as { hi?: unknown }).hi === 'string';
    if (
      !f ||
      typeof parsed.savedAt !== 'number' ||
      typeof f.slug !== 'string' ||
      typeof f.category !== 'string' ||
      !pair(f.title) ||
      !pair(f.serpDescription) ||
      !pair(f.body)
    ) {
      return null;
    }
    return {
      savedAt: parsed.savedAt,
      form: {
        slug: f.slug,
        slugEdited: Boolean(f.slugEdited),
        category: f.category,
        title: { en: f.title.en, hi: f.title.hi },
        serpDescription: { en: f.serpDescription.en, hi: f.serpDescription.hi },
        body: { en: f.body.en, hi: f.body.hi },
      },
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(storage: Pick<Storage, 'setItem'> | undefined, id: string | null, draft: LocalDraft) {
  try {
    storage?.setItem(localDraftKey(id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the server copy is still there.
  }
}

export function clearLocalDraft(storage: Pick<Storage, 'removeItem'> | undefined, id: string | null) {
  try {
    storage?.removeItem(localDraftKey(id));
  } catch {
    // Nothing to do.
  }
}

/** An instant as the value of a `datetime-local` field in Indian time ("2026-12-01T09:30"). */
export function isoToIstLocal(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + 330 * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value (minutes or seconds) read as Indian time, as an ISO instant with offset; null otherwise. */
export function istLocalToOffsetIso(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}+05:30`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Admin list query string: ?status=&search=&page= (defaults left out). */
export function blogListQuery(status: string, search: string, page: number): string {
  const q = new URLSearchParams();
  if (status !== 'all') q.set('status', status);
  if (search.trim()) q.set('search', search.trim());
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Client-side check of a banner before it is sent (the server checks the bytes). */
export function bannerFileProblem(
  file: { size: number; type: string },
  maxBytes: number,
): 'tooLarge' | 'wrongType' | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** An error message under each field it names. */
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** The API's field errors (`errors` of a failed envelope) by field; those naming no field are left out. */
export function serverFieldErrors(list: { field: string; message: string }[]): FieldErrors {
  const next: FieldErrors = {};
  for (const e of list) if (e.field) next[e.field as FieldKey] = e.message;
  return next;
}
