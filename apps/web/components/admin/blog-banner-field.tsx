'use client';

import { ImageUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ChangeEvent, RefObject } from 'react';
import type { bannerImage } from '@/components/blog/post-model';
import f from '@/components/registration/forms.module.css';
import { type BlogForm, type FieldKey, fieldId } from './blog-editor-model';
import b from './blog-editor.module.css';

/** The post's category and its banner (the uploaded image, or the drawn one until there is one). */
export function BlogCategoryAndBanner({
  form,
  errors,
  update,
  categories,
  banner,
  disabled,
  fileInput,
  onBanner,
  onRemoveBanner,
}: {
  form: BlogForm;
  errors: Partial<Record<FieldKey, string>>;
  update: (change: (f: BlogForm) => BlogForm) => void;
  categories: { slug: string; title: string }[];
  banner: ReturnType<typeof bannerImage>;
  disabled: boolean;
  fileInput: RefObject<HTMLInputElement | null>;
  onBanner: (e: ChangeEvent<HTMLInputElement>) => void;
  onRemoveBanner: () => void;
}) {
  const t = useTranslations('blogEditor');
  return (
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
            onChange={onBanner}
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
              onClick={onRemoveBanner}
              data-testid="blog-banner-remove"
            >
              {t('banner.remove')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
