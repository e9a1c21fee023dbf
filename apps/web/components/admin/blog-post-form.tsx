'use client';

import {
  type AdminBlogPostData,
  BLOG_BANNER_MAX_BYTES,
  BLOG_BODY_MAX,
  BLOG_SERP_HINT,
  BLOG_SERP_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
} from '@drishti/contracts/blog-admin';
import { ArrowLeft, CalendarClock, ExternalLink, Eye, EyeOff, ImageUp, Save, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bannerImage } from '@/components/blog/post-model';
import { ActionStatus, type ActionState, InputField, Skeleton, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { clientApi } from '@/lib/api/client';
import a from './admin.module.css';
import {
  type BlogForm,
  bannerFileProblem,
  clearLocalDraft,
  emptyForm,
  type FieldKey,
  type FieldProblem,
  fieldId,
  firstProblem,
  formFromPost,
  formProblems,
  inputFromForm,
  isoToIstLocal,
  istLocalToOffsetIso,
  type LocalDraft,
  readLocalDraft,
  sameContent,
  slugify,
  writeLocalDraft,
} from './blog-editor-model';
import b from './blog-editor.module.css';
import { BlogMarkdownField } from './blog-markdown-field';
import { STATUS_BADGE } from './blog-post-list';
import { formatDateTimeIst, type Lang } from './format';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };
type Errors = Partial<Record<FieldKey, string>>;
type Action = 'save' | 'publish' | 'unpublish' | 'schedule' | 'delete' | 'banner';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** DELETE with the page's language; the shared client has no DELETE helper. */
async function deleteCall<T>(
  lang: Lang,
  path: string,
): Promise<{ success: true; data: T } | { success: false; message: string }> {
  const generic = lang === 'hi' ? 'कुछ ग़लत हो गया!' : 'Something went wrong!';
  try {
    const res = await fetch(path, {
      method: 'DELETE',
      headers: { accept: 'application/json', 'x-lang': lang },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const json = (await res.json()) as { success?: boolean; data?: T; message?: string };
    if (json?.success === true) return { success: true, data: json.data as T };
    return { success: false, message: json?.message || generic };
  } catch {
    return { success: false, message: generic };
  }
}

/**
 * One post in the editor: both languages' titles, descriptions and Markdown bodies (with a
 * preview), the address, the category and the banner; save, publish, schedule, unpublish, delete.
 * Changes are kept on this device as they are typed and offered back after a crash; leaving with
 * unsaved changes asks first.
 */
export function BlogPostForm({
  lang,
  id: initialId,
  categories,
  onClose,
}: {
  lang: Lang;
  id: string | null;
  categories: { slug: string; title: string }[];
  onClose: () => void;
}) {
  const t = useTranslations('blogEditor');
  const ta = useTranslations('admin');
  const api = useMemo(() => clientApi(lang), [lang]);
  const [id, setId] = useState(initialId);
  const [load, setLoad] = useState<Load>(initialId ? { kind: 'loading' } : { kind: 'ready' });
  const [post, setPost] = useState<AdminBlogPostData | null>(null);
  const [form, setForm] = useState<BlogForm>(emptyForm);
  const [baseline, setBaseline] = useState<BlogForm>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | null>(null);
  const [restorable, setRestorable] = useState<LocalDraft | null>(null);
  const [asking, setAsking] = useState<'delete' | 'leave' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const dirty = !sameContent(form, baseline);

  const fetchPost = useCallback(async () => {
    if (!initialId) {
      setRestorable(readLocalDraft(storage(), null));
      return;
    }
    setLoad({ kind: 'loading' });
    const res = await api.get<AdminBlogPostData>(`/api/admin/blog/posts/${initialId}`);
    if (!res.success) {
      setLoad({ kind: 'error', message: res.message });
      return;
    }
    const loaded = formFromPost(res.data);
    setPost(res.data);
    setForm(loaded);
    setBaseline(loaded);
    if (res.data.status === 'scheduled' && res.data.publishAt) setWhen(isoToIstLocal(res.data.publishAt));
    const local = readLocalDraft(storage(), initialId);
    setRestorable(local && !sameContent(local.form, loaded) ? local : null);
    setLoad({ kind: 'ready' });
  }, [api, initialId]);

  useEffect(() => {
    void fetchPost();
  }, [fetchPost]);

  // Keep unsaved changes on this device, a moment after each keystroke.
  useEffect(() => {
    if (!dirty || load.kind !== 'ready' || restorable) return;
    const timer = setTimeout(() => writeLocalDraft(storage(), id, { form, savedAt: Date.now() }), 400);
    return () => clearTimeout(timer);
  }, [dirty, form, id, load.kind, restorable]);

  // The browser asks before a tab with unsaved changes is closed or reloaded.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const update = (change: (f: BlogForm) => BlogForm) => {
    setForm((old) => change(old));
    setStatus(null);
  };
  const setPair = (key: 'title' | 'serpDescription' | 'body', langKey: 'en' | 'hi', value: string) =>
    update((old) => {
      const next = { ...old, [key]: { ...old[key], [langKey]: value } };
      // The address follows the English title until the admin types one.
      if (key === 'title' && langKey === 'en' && !old.slugEdited && !post) next.slug = slugify(value);
      return next;
    });

  const problemText = (p: FieldProblem) => t(`errors.${p}`);

  function showProblems(problems: Partial<Record<FieldKey, FieldProblem>>): boolean {
    const next: Errors = {};
    for (const [k, p] of Object.entries(problems) as [FieldKey, FieldProblem][]) next[k] = problemText(p);
    setErrors(next);
    const first = firstProblem(problems);
    if (!first) return true;
    setStatus({ kind: 'error', text: t('errors.fix') });
    document.getElementById(fieldId(first))?.focus();
    return false;
  }

  /** Field errors from the API, placed under their fields. */
  function serverProblems(list: { field: string; message: string }[] | undefined) {
    if (!list?.length) return;
    const next: Errors = {};
    for (const e of list) if (e.field) next[e.field as FieldKey] = e.message;
    setErrors(next);
    const first = firstProblem(next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function accept(saved: AdminBlogPostData) {
    const loaded = formFromPost(saved);
    setPost(saved);
    setForm(loaded);
    setBaseline(loaded);
    if (!id) clearLocalDraft(storage(), null);
    clearLocalDraft(storage(), saved.id);
    setId(saved.id);
  }

  /** Saves the fields (creating the post the first time); the saved post, or null on failure. */
  async function save(publishing: boolean): Promise<AdminBlogPostData | null> {
    const mustBeComplete = publishing || post?.status === 'published' || post?.status === 'scheduled';
    if (!showProblems(formProblems(form, mustBeComplete))) return null;
    if (post && !dirty) return post;
    const body = inputFromForm(form);
    const res = id
      ? await api.put<AdminBlogPostData>(`/api/admin/blog/posts/${id}`, body)
      : await api.post<AdminBlogPostData>('/api/admin/blog/posts', body);
    if (!res.success) {
      setStatus({ kind: 'error', text: res.message });
      serverProblems(res.errors);
      return null;
    }
    accept(res.data);
    return res.data;
  }

  async function run(action: Action, work: () => Promise<string | null>) {
    setBusy(action);
    setStatus({ kind: 'busy', text: t('actions.working') });
    const done = await work();
    setBusy(null);
    if (done) setStatus({ kind: 'ok', text: done });
  }

  const onSave = () => run('save', async () => ((await save(false)) ? t('actions.saved') : null));

  const onPublish = () =>
    run('publish', async () => {
      const saved = await save(true);
      if (!saved) return null;
      const res = await api.post<AdminBlogPostData>(`/api/admin/blog/posts/${saved.id}/publish`);
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        serverProblems(res.errors);
        return null;
      }
      accept(res.data);
      setWhen('');
      return t('actions.published');
    });

  const onUnpublish = () =>
    run('unpublish', async () => {
      if (!id) return null;
      const res = await api.post<AdminBlogPostData>(`/api/admin/blog/posts/${id}/unpublish`);
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        return null;
      }
      setPost(res.data);
      setWhen('');
      return t('actions.unpublished');
    });

  const onSchedule = () =>
    run('schedule', async () => {
      const iso = istLocalToOffsetIso(when);
      if (!iso || Date.parse(iso) <= Date.now()) {
        setWhenError(t('errors.when'));
        setStatus({ kind: 'error', text: t('errors.fix') });
        document.getElementById('blog-publish-at')?.focus();
        return null;
      }
      setWhenError(null);
      const saved = await save(true);
      if (!saved) return null;
      const res = await api.post<AdminBlogPostData>(`/api/admin/blog/posts/${saved.id}/schedule`, { publishAt: iso });
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        if (res.errors?.some((e) => e.field === 'publishAt')) setWhenError(res.message);
        return null;
      }
      setPost(res.data);
      return t('actions.scheduled', { time: formatDateTimeIst(res.data.publishAt ?? iso, lang) });
    });

  const onDelete = () =>
    run('delete', async () => {
      setAsking(null);
      if (!id) return null;
      const res = await deleteCall<{ id: string }>(lang, `/api/admin/blog/posts/${id}`);
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        return null;
      }
      clearLocalDraft(storage(), id);
      onClose();
      return null;
    });

  async function onBanner(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = bannerFileProblem(file, BLOG_BANNER_MAX_BYTES);
    if (problem) {
      setStatus({ kind: 'error', text: t(`banner.${problem}`) });
      return;
    }
    await run('banner', async () => {
      // A new post is saved first: the banner belongs to a post.
      const saved = id && post ? post : await save(false);
      if (!saved) return null;
      const data = new FormData();
      data.append('file', file);
      const res = await api.postForm<AdminBlogPostData>(`/api/admin/blog/posts/${saved.id}/banner`, data);
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        return null;
      }
      setPost(res.data);
      const size = res.data.bannerImage;
      return t('banner.uploaded', { width: size?.width ?? 0, height: size?.height ?? 0 });
    });
  }

  const onRemoveBanner = () =>
    run('banner', async () => {
      if (!id) return null;
      const res = await deleteCall<AdminBlogPostData>(lang, `/api/admin/blog/posts/${id}/banner`);
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        return null;
      }
      setPost(res.data);
      return t('banner.removed');
    });

  function back() {
    if (dirty) setAsking('leave');
    else onClose();
  }

  if (load.kind === 'loading') return <Skeleton label={ta('common.loading')} lines={6} />;
  if (load.kind === 'error') {
    return (
      <div className={f.stack}>
        <button type="button" className={f.secondary} onClick={onClose}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('form.back')}
        </button>
        <ErrorState
          text={load.message}
          labels={{ prefix: ta('errors.errorPrefix'), generic: ta('errors.generic'), retry: ta('errors.retry') }}
          onRetry={() => void fetchPost()}
        />
      </div>
    );
  }

  const state = post?.status ?? 'draft';
  // Until the post is saved, the generic drawn banner (the address is still being typed).
  const banner = bannerImage(post ?? { banner: '', slug: 'blog' });
  const serpCounter = (text: string) =>
    text.length > BLOG_SERP_HINT
      ? t('form.serpOver', { count: text.length, limit: BLOG_SERP_HINT })
      : t('form.serpCounter', { count: text.length, limit: BLOG_SERP_HINT });
  const disabled = busy !== null;

  return (
    <section aria-labelledby="blog-form-heading" className={f.stack} data-testid="blog-editor">
      <div>
        <button type="button" className={f.secondary} onClick={back} data-testid="blog-back">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('form.back')}
        </button>
      </div>
      <div className={a.panelHead}>
        <h2 id="blog-form-heading" className={a.panelHeading}>
          {post ? t('form.editHeading') : t('form.newHeading')}
        </h2>
        <span className={`${f.badge} ${STATUS_BADGE[state]}`} data-testid="blog-status">
          {t(`status.${state}`)}
        </span>
      </div>
      <p className={f.muted} data-testid="blog-state">
        {state === 'draft' || !post?.publishAt
          ? t('state.draft')
          : t(`state.${state}`, { time: formatDateTimeIst(post.publishAt, lang) })}
      </p>

      {restorable && (
        <div className={f.note} role="alert" data-testid="blog-restore">
          <p>{t('restore.found', { time: formatDateTimeIst(new Date(restorable.savedAt).toISOString(), lang) })}</p>
          <div className={f.actions}>
            <button
              type="button"
              className={f.secondary}
              onClick={() => {
                setForm(restorable.form);
                setRestorable(null);
              }}
              data-testid="blog-restore-yes"
            >
              {t('restore.restore')}
            </button>
            <button
              type="button"
              className={f.secondary}
              onClick={() => {
                clearLocalDraft(storage(), id);
                setRestorable(null);
              }}
              data-testid="blog-restore-no"
            >
              {t('restore.discard')}
            </button>
          </div>
        </div>
      )}

      <form
        className={f.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <fieldset className={`${f.card} ${f.stack}`}>
          <legend className={f.legend}>{t('form.english')}</legend>
          <InputField
            id={fieldId('title.en')}
            label={t('form.titleEn')}
            value={form.title.en}
            onChange={(v) => setPair('title', 'en', v)}
            error={errors['title.en']}
            maxLength={BLOG_TITLE_MAX}
            lang="en"
            testId="blog-title-en"
          />
          <InputField
            id={fieldId('slug')}
            label={t('form.slug')}
            hint={t('form.slugHint', { path: `/blog/${form.slug || '…'}` })}
            value={form.slug}
            onChange={(v) => update((old) => ({ ...old, slug: v.toLowerCase(), slugEdited: true }))}
            onBlur={() => update((old) => ({ ...old, slug: old.slug.trim() }))}
            error={errors.slug}
            maxLength={BLOG_SLUG_MAX}
            lang="en"
            testId="blog-slug"
          />
          <TextAreaField
            id={fieldId('serpDescription.en')}
            label={t('form.serpEn')}
            hint={t('form.serpHint', { limit: BLOG_SERP_HINT })}
            value={form.serpDescription.en}
            onChange={(v) => setPair('serpDescription', 'en', v)}
            counter={serpCounter(form.serpDescription.en)}
            counterDone={form.serpDescription.en.length > 0 && form.serpDescription.en.length <= BLOG_SERP_HINT}
            error={errors['serpDescription.en']}
            maxLength={BLOG_SERP_MAX}
            rows={3}
            lang="en"
            testId="blog-serp-en"
          />
          <BlogMarkdownField
            id={fieldId('body.en')}
            label={t('form.bodyEn')}
            lang="en"
            value={form.body.en}
            onChange={(v) => setPair('body', 'en', v)}
            error={errors['body.en']}
            maxLength={BLOG_BODY_MAX}
          />
        </fieldset>

        <fieldset className={`${f.card} ${f.stack}`} lang="hi">
          <legend className={f.legend}>{t('form.hindi')}</legend>
          <InputField
            id={fieldId('title.hi')}
            label={t('form.titleHi')}
            value={form.title.hi}
            onChange={(v) => setPair('title', 'hi', v)}
            error={errors['title.hi']}
            maxLength={BLOG_TITLE_MAX}
            lang="hi"
            testId="blog-title-hi"
          />
          <TextAreaField
            id={fieldId('serpDescription.hi')}
            label={t('form.serpHi')}
            hint={t('form.serpHint', { limit: BLOG_SERP_HINT })}
            value={form.serpDescription.hi}
            onChange={(v) => setPair('serpDescription', 'hi', v)}
            counter={serpCounter(form.serpDescription.hi)}
            counterDone={form.serpDescription.hi.length > 0 && form.serpDescription.hi.length <= BLOG_SERP_HINT}
            error={errors['serpDescription.hi']}
            maxLength={BLOG_SERP_MAX}
            rows={3}
            lang="hi"
            testId="blog-serp-hi"
          />
          <BlogMarkdownField
            id={fieldId('body.hi')}
            label={t('form.bodyHi')}
            lang="hi"
            value={form.body.hi}
            onChange={(v) => setPair('body', 'hi', v)}
            error={errors['body.hi']}
            maxLength={BLOG_BODY_MAX}
          />
        </fieldset>

        <div className={`${f.card} ${f.stack}`}>
          <div className={f.field}>
            <label htmlFor={fieldId('category')} className={f.label}>
              {t('form.category')}
            </label>
            <select
              id={fieldId('category')}
              className={f.select}
              value={form.category}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? `${fieldId('category')}-error` : undefined}
              onChange={(e) => update((old) => ({ ...old, category: e.target.value }))}
              data-testid="blog-category"
            >
              <option value="">{t('form.chooseCategory')}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
            {errors.category && (
              <p id={`${fieldId('category')}-error`} className={f.fieldError}>
                {errors.category}
              </p>
            )}
          </div>

          <div className={f.field}>
            <h3 className={f.subHeading}>{t('banner.heading')}</h3>
            <p className={f.hint} id="blog-banner-hint">
              {t('banner.hint')}
            </p>
            {/* biome-ignore lint/performance/noImgElement: the uploaded image or the drawn SVG, sized; next/image adds nothing. */}
            <img
              src={banner.src}
              alt={t('banner.alt', { title: form.title.en || t('form.newHeading') })}
              width={banner.width}
              height={banner.height}
              className={b.bannerPreview}
              data-testid="blog-banner-preview"
            />
            <div className={f.actions}>
              <input
                ref={fileInput}
                id="blog-banner-file"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="visually-hidden"
                aria-describedby="blog-banner-hint"
                tabIndex={-1}
                onChange={(e) => void onBanner(e)}
                data-testid="blog-banner-file"
              />
              <button
                type="button"
                className={f.secondary}
                disabled={disabled}
                onClick={() => fileInput.current?.click()}
                data-testid="blog-banner-upload"
              >
                <ImageUp aria-hidden="true" size={18} />
                {banner.uploaded ? t('banner.replace') : t('banner.choose')}
              </button>
              {banner.uploaded && (
                <button
                  type="button"
                  className={f.secondary}
                  disabled={disabled}
                  onClick={() => void onRemoveBanner()}
                  data-testid="blog-banner-remove"
                >
                  {t('banner.remove')}
                </button>
              )}
            </div>
          </div>
        </div>

        <div className={`${f.card} ${f.stack}`}>
          <div className={f.actions}>
            <button
              type="submit"
              className={`button ${f.primary}`}
              disabled={disabled || (post !== null && !dirty)}
              data-testid="blog-save"
            >
              <Save aria-hidden="true" size={18} />
              {post ? t('actions.save') : t('actions.saveDraft')}
            </button>
            {state !== 'published' && (
              <button
                type="button"
                className={f.secondary}
                disabled={disabled}
                onClick={() => void onPublish()}
                data-testid="blog-publish"
              >
                <Eye aria-hidden="true" size={18} />
                {t('actions.publish')}
              </button>
            )}
            {post && state !== 'draft' && (
              <button
                type="button"
                className={f.secondary}
                disabled={disabled}
                onClick={() => void onUnpublish()}
                data-testid="blog-unpublish"
              >
                <EyeOff aria-hidden="true" size={18} />
                {t('actions.unpublish')}
              </button>
            )}
            {post && state === 'published' && (
              <a
                href={`${lang === 'hi' ? '/hi' : ''}/blog/${post.slug}`}
                className={f.secondary}
                target="_blank"
                rel="noopener"
                data-testid="blog-view"
              >
                <ExternalLink aria-hidden="true" size={18} />
                {t('actions.view')}
              </a>
            )}
          </div>
          <div className={a.searchRow}>
            <InputField
              id="blog-publish-at"
              type="datetime-local"
              label={t('actions.scheduleLabel')}
              hint={t('actions.scheduleHint')}
              value={when}
              onChange={(v) => {
                setWhen(v);
                setWhenError(null);
              }}
              error={whenError}
              testId="blog-publish-at"
            />
            <button
              type="button"
              className={f.secondary}
              disabled={disabled}
              onClick={() => void onSchedule()}
              data-testid="blog-schedule"
            >
              <CalendarClock aria-hidden="true" size={18} />
              {t('actions.schedule')}
            </button>
          </div>
          <ActionStatus state={status} testId="blog-action-status" />
          {post && (
            <div>
              <button
                type="button"
                className={f.danger}
                disabled={disabled}
                onClick={() => setAsking('delete')}
                data-testid="blog-delete"
              >
                <Trash2 aria-hidden="true" size={18} />
                {t('actions.delete')}
              </button>
            </div>
          )}
        </div>
      </form>

      <ConfirmDialog
        open={asking === 'delete'}
        title={t('actions.deleteTitle')}
        message={t('actions.deleteBody', { title: form.title.en })}
        cancelLabel={t('actions.cancel')}
        okayLabel={t('actions.delete')}
        onCancel={() => setAsking(null)}
        onOkay={() => void onDelete()}
      />
      <ConfirmDialog
        open={asking === 'leave'}
        title={t('leave.title')}
        message={t('leave.body')}
        cancelLabel={t('leave.stay')}
        okayLabel={t('leave.leave')}
        onCancel={() => setAsking(null)}
        onOkay={() => {
          setAsking(null);
          onClose();
        }}
      />
    </section>
  );
}
