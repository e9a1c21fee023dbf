'use client';

import { useEffect, useRef, useState } from 'react';
import type { Lang } from './format';
import { BlogPostForm } from './blog-post-form';
import { BlogPostList } from './blog-post-list';

type View = { kind: 'list' } | { kind: 'edit'; id: string | null; key: number };

/** The admin's Blog tab: the list of posts, or one post open in the editor. */
export function BlogEditor({ lang, categories }: { lang: Lang; categories: { slug: string; title: string }[] }) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const top = useRef<HTMLDivElement>(null);
  const categoryTitles = Object.fromEntries(categories.map((c) => [c.slug, c.title]));

  // Switching between the list and a post starts at the top of the panel, with focus there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useEffect(() => {
    const el = top.current;
    if (!el || el.getBoundingClientRect().top >= 0) return;
    el.scrollIntoView({ block: 'start' });
  }, [view]);

  return (
    <div ref={top}>
      {view.kind === 'list' ? (
        <BlogPostList
          lang={lang}
          categoryTitles={categoryTitles}
          onOpen={(id) => setView({ kind: 'edit', id, key: Date.now() })}
          onNew={() => setView({ kind: 'edit', id: null, key: Date.now() })}
        />
      ) : (
        <BlogPostForm
          key={view.key}
          lang={lang}
          id={view.id}
          categories={categories}
          onClose={() => setView({ kind: 'list' })}
        />
      )}
    </div>
  );
}
