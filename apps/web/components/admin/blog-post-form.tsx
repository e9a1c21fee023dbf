'use client';

import { type AdminBlogPostData, BLOG_BANNER_MAX_BYTES } from '@drishti/contracts/blog-admin';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { bannerImage } from '@/components/blog/post-model';
import { type ActionState, Skeleton } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { clientApi } from '@/lib/api/client';
import { useApi } from '@/lib/api/use-api';
import {
  type BlogForm,
  bannerFileProblem,
  clearLocalDraft,
  emptyForm,
  type FieldErrors,
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
  serverFieldErrors,
  slugify,
} from './blog-editor-model';
import { BlogCategoryAndBanner } from './blog-banner-field';
import { BlogFormStatus } from './blog-form-status';
import { BlogPublishActions } from './blog-publish-actions';
import { RestoreDraft } from './blog-restore-draft';
import { BlogTextFields } from './blog-text-fields';
import { storage, useKeptDraft } from './use-kept-draft';
import { formatDateTimeIst, type Lang } from './format';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };
type Action = 'save' | 'publish' | 'unpublish' | 'schedule' | 'delete' | 'banner';

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
  const [post, setPost] = useState<AdminBlogPostData | null>(null);
  const [form, setForm] = useState<BlogForm>(emptyForm);
  const [baseline, setBaseline] = useState<BlogForm>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ActionState>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | null>(null);
  const [restorable, setRestorable] = useState<LocalDraft | null>(null);
  const [leaving, setLeaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dirty = !sameContent(form, baseline);

  // The saved post seeds the form once, from a fresh answer (not a cached one shown while it is read again).
  const read = useApi<AdminBlogPostData>(initialId ? `/api/admin/blog/posts/${initialId}` : null, lang);
  const [seeded, setSeeded] = useState(!initialId);
  useEffect(() => {
    if (!initialId) setRestorable(readLocalDraft(storage(), null));
  }, [initialId]);
  useEffect(() => {
    if (seeded || !initialId || !read.data || read.isValidating) return;
    const loaded = formFromPost(read.data);
    setPost(read.data);
    setForm(loaded);
    setBaseline(loaded);
    if (read.data.status === 'scheduled' && read.data.publishAt) setWhen(isoToIstLocal(read.data.publishAt));
    const local = readLocalDraft(storage(), initialId);
    setRestorable(local && !sameContent(local.form, loaded) ? local : null);
    setSeeded(true);
  }, [seeded, initialId, read.data, read.isValidating]);
  const load: Load = seeded
    ? { kind: 'ready' }
    : read.error && !read.isValidating
      ? { kind: 'error', message: read.error.message }
      : { kind: 'loading' };

  useKeptDraft({ dirty, keeping: load.kind === 'ready' && !restorable, id, form });

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
    const next: FieldErrors = {};
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
    const next = serverFieldErrors(list);
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
      if (!id) return null;
      const res = await api.del<{ id: string }>(`/api/admin/blog/posts/${id}`);
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
      const res = await api.del<AdminBlogPostData>(`/api/admin/blog/posts/${id}/banner`);
      if (!res.success) {
        setStatus({ kind: 'error', text: res.message });
        return null;
      }
      setPost(res.data);
      return t('banner.removed');
    });

  function back() {
    if (dirty) setLeaving(true);
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
          onRetry={read.reload}
        />
      </div>
    );
  }

  const state = post?.status ?? 'draft';
  // Until the post is saved, the generic drawn banner (the address is still being typed).
  const banner = bannerImage(post ?? { banner: '', slug: 'blog' });
  const disabled = busy !== null;

  return (
    <section aria-labelledby="blog-form-heading" className={f.stack} data-testid="blog-editor">
      <div>
        <button type="button" className={f.secondary} onClick={back} data-testid="blog-back">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('form.back')}
        </button>
      </div>
      <BlogFormStatus lang={lang} post={post} />

      {restorable && (
        <RestoreDraft
          lang={lang}
          restorable={restorable}
          onRestore={() => {
            setForm(restorable.form);
            setRestorable(null);
          }}
          onDiscard={() => {
            clearLocalDraft(storage(), id);
            setRestorable(null);
          }}
        />
      )}

      <form
        className={f.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <BlogTextFields form={form} errors={errors} setPair={setPair} update={update} />

        <BlogCategoryAndBanner
          form={form}
          errors={errors}
          update={update}
          categories={categories}
          banner={banner}
          disabled={disabled}
          fileInput={fileInput}
          onBanner={(e) => void onBanner(e)}
          onRemoveBanner={() => void onRemoveBanner()}
        />

        <BlogPublishActions
          lang={lang}
          post={post}
          state={state}
          dirty={dirty}
          disabled={disabled}
          when={when}
          whenError={whenError}
          status={status}
          onWhen={(v) => {
            setWhen(v);
            setWhenError(null);
          }}
          onPublish={() => void onPublish()}
          onUnpublish={() => void onUnpublish()}
          onSchedule={() => void onSchedule()}
          onDelete={() => void onDelete()}
          title={form.title.en}
        />
      </form>

      <ConfirmDialog
        open={leaving}
        title={t('leave.title')}
        message={t('leave.body')}
        cancelLabel={t('leave.stay')}
        okayLabel={t('leave.leave')}
        onCancel={() => setLeaving(false)}
        onOkay={() => {
          setLeaving(false);
          onClose();
        }}
      />
    </section>
  );
}
