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
  /** A language's search description (with its length counter) and Markdown body. */
  const serpAndBody = (lang: 'en' | 'hi') => {
    const serp = form.serpDescription[lang];
    const L = lang === 'en' ? 'En' : 'Hi';
    return (
      <>
        <TextAreaField
          id={fieldId(`serpDescription.${lang}`)}
          label={t(`form.serp${L}`)}
          hint={t('form.serpHint', { limit: BLOG_SERP_HINT })}
          value={serp}
          onChange={(v) => setPair('serpDescription', lang, v)}
          counter={serpCounter(serp)}
          counterDone={serp.length > 0 && serp.length <= BLOG_SERP_HINT}
          error={errors[`serpDescription.${lang}`]}
          maxLength={BLOG_SERP_MAX}
          rows={3}
          lang={lang}
          testId={`blog-serp-${lang}`}
        />
        <BlogMarkdownField
          id={fieldId(`body.${lang}`)}
          label={t(`form.body${L}`)}
          lang={lang}
          value={form.body[lang]}
          onChange={(v) => setPair('body', lang, v)}
          error={errors[`body.${lang}`]}
          maxLength={BLOG_BODY_MAX}
        />
      </>
    );
  };
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
        {serpAndBody('en')}
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
        {serpAndBody('hi')}
      </fieldset>
    </>
  );
}
