'use client';

import {
  BLOG_BODY_MAX,
  BLOG_SERP_HINT,
  BLOG_SERP_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
} from '@drishti/contracts/blog-admin';
import { useTranslations } from 'next-intl';
import { InputField, TextAreaField } from '@/components/registration/fields';
import f from '@/components/registration/forms.module.css';
import { type BlogForm, type FieldKey, fieldId } from './blog-editor-model';
import { BlogMarkdownField } from './blog-markdown-field';

type TextKey = 'title' | 'serpDescription' | 'body';

/** The post's words in both languages: titles, the address, search descriptions and Markdown bodies. */
export function BlogTextFields({
  form,
  errors,
  setPair,
  update,
}: {
  form: BlogForm;
  errors: Partial<Record<FieldKey, string>>;
  setPair: (key: TextKey, langKey: 'en' | 'hi', value: string) => void;
  update: (change: (f: BlogForm) => BlogForm) => void;
}) {
  const t = useTranslations('blogEditor');
  const serpCounter = (text: string) =>
    text.length > BLOG_SERP_HINT
      ? t('form.serpOver', { count: text.length, limit: BLOG_SERP_HINT })
      : t('form.serpCounter', { count: text.length, limit: BLOG_SERP_HINT });
  return (
    <>
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
    </>
  );
}
