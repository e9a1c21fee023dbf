import { blogCategories } from '@drishti/content/blog';
import { BlogEditor } from './blog-editor';
import type { Lang } from './format';

/**
 * The admin console's Blog tab: write, preview, publish and schedule posts in both languages. A
 * server component: the nine categories' names are picked here, in the page's language; the
 * texts come from the console's provider (`blogEditor`, `admin`).
 */
export function BlogPanel({ lang }: { lang: Lang }) {
  const categories = blogCategories.map((c) => ({ slug: c.slug, title: c.title[lang] }));
  return <BlogEditor lang={lang} categories={categories} />;
}
