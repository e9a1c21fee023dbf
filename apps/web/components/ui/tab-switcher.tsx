'use client';

import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { selectedTabId, tabKeyTarget } from './tab-model';
import s from './ui.module.css';

export interface TabItem {
  id: string;
  label: string;
  /** With an href the tab is a link, so it works before JavaScript loads and can be shared. */
  href?: string;
}

/**
 * An accessible tab list (WAI-ARIA tabs, manual activation): arrow keys, Home and End move focus,
 * Enter, Space or a click selects. The panel it controls is the caller's (id `panelId`, labelled by
 * `${idPrefix}-tab-${id}`). On narrow screens the list scrolls sideways inside itself.
 */
export function TabSwitcher({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  panelId,
}: {
  tabs: readonly TabItem[];
  selected: string | undefined;
  onSelect?: (id: string) => void;
  label: string;
  idPrefix: string;
  panelId: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const current = selectedTabId(tabs, selected);

  // Keep the selected tab in view inside the scrolling list (never scrolls the page).
  useEffect(() => {
    const el = list.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !tab) return;
    const left = tab.offsetLeft;
    if (left < el.scrollLeft || left + tab.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = Math.max(0, left - 16);
    }
  });

  const tabElements = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number, id: string) {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target !== null) {
      event.preventDefault();
      tabElements()[target]?.focus();
    } else if (event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault();
      if (onSelect) onSelect(id);
      else (event.currentTarget as HTMLElement).click();
    }
  }

  function onClick(event: MouseEvent<HTMLElement>, id: string) {
    if (!onSelect) return;
    // Let the browser open links in a new tab or window as asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(id);
  }

  return (
    <div ref={list} role="tablist" aria-label={label} className={s.tablist}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === current;
        const props = {
          role: 'tab' as const,
          id: `${idPrefix}-tab-${tab.id}`,
          'aria-selected': isSelected,
          'aria-controls': panelId,
          tabIndex: isSelected ? 0 : -1,
          className: s.tab,
          'data-tab': tab.id,
          onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, index, tab.id),
          onClick: (e: MouseEvent<HTMLElement>) => onClick(e, tab.id),
        };
        return tab.href ? (
          <a key={tab.id} href={tab.href} {...props}>
            {tab.label}
          </a>
        ) : (
          <button key={tab.id} type="button" {...props}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
