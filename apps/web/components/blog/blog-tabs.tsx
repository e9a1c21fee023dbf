'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useOptimistic, useTransition } from 'react';
import { type TabItem, TabSwitcher } from '@/components/ui/tab-switcher';
import s from './blog.module.css';

export const BLOG_PANEL_ID = 'blog-panel';

/**
 * The category tabs over the server-rendered list. A tab is a link to ?category=slug (shareable, works
 * without JavaScript); with JavaScript the new list is fetched in place and the tab turns at once.
 */
export function BlogTabs({
  tabs,
  selected,
  label,
  loadingLabel,
  children,
}: {
  tabs: TabItem[];
  selected: string;
  label: string;
  loadingLabel: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(selected);

  function select(id: string) {
    const tab = tabs.find((t) => t.id === id);
    if (!tab?.href || id === shown) return;
    const href = tab.href;
    startTransition(() => {
      setShown(id);
      router.push(href, { scroll: false });
    });
  }

  return (
    <>
      <TabSwitcher
        tabs={tabs}
        selected={shown}
        onSelect={select}
        label={label}
        idPrefix="blog"
        panelId={BLOG_PANEL_ID}
      />
      <div
        role="tabpanel"
        id={BLOG_PANEL_ID}
        aria-labelledby={`blog-tab-${shown}`}
        aria-busy={pending}
        tabIndex={-1}
        className={pending ? `${s.panel} ${s.pending}` : s.panel}
        data-testid="blog-panel"
      >
        {pending && (
          <p role="status" className="visually-hidden">
            {loadingLabel}
          </p>
        )}
        {children}
      </div>
    </>
  );
}
