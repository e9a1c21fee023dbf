import s from '@/components/tool-page/tool-page.module.css';
import { createTranslator } from 'use-intl/core';
import { renderToStaticMarkup } from 'react-dom/server';
import enPanchang from '../../messages/en/panchang.json' with { type: 'json' };
import hiPanchang from '../../messages/hi/panchang.json' with { type: 'json' };
import p from '../panchang/panchang.module.css';
import { dayPanchang } from '../panchang/panchang-data';
import { PanchangDay, type ResultTranslator } from '../panchang/panchang-day';
import type { Locale, QueryPlace, Ymd } from '../panchang/panchang-model';

export interface OfflinePanchangInput {
  date: Ymd;
  /** The place with its label resolved. */
  place: QueryPlace;
  queryPlace: QueryPlace | null;
  isToday: boolean;
  locale: Locale;
}

/**
 * The class names of the view's style modules as the page was built with them (the server's
 * `tool-page.module.css` and `panchang.module.css` objects, handed over by the page), keyed by the
 * module: this module is bundled apart from the page, whose class names are its own.
 */
export interface PageClasses {
  toolPage: Record<string, string>;
  panchang: Record<string, string>;
}

/**
 * Each class name of this bundle's copy of the style modules, mapped to the page's value for the
 * same key. A class that `composes` others is several names: its own (first) stands for the page's
 * whole value, the composed ones are dropped (the page's value holds its own).
 */
function classMap(page: PageClasses): Map<string, string> {
  const map = new Map<string, string>();
  const composed = new Set<string>();
  const add = (ours: Record<string, string>, theirs: Record<string, string> | undefined) => {
    for (const [key, pageValue] of Object.entries(theirs ?? {})) {
      const value = ours[key];
      if (typeof value !== 'string' || typeof pageValue !== 'string' || !value) continue;
      const [own, ...rest] = value.split(' ');
      if (own) map.set(own, pageValue);
      for (const name of rest) composed.add(name);
    }
  };
  add(s as Record<string, string>, page.toolPage);
  add(p as Record<string, string>, page.panchang);
  for (const name of composed) if (!map.has(name)) map.set(name, '');
  return map;
}

/** The class attributes of `html` with this bundle's class names replaced by the page's. */
export function withPageClasses(html: string, page: PageClasses): string {
  const map = classMap(page);
  if (map.size === 0) return html;
  return html.replace(/ class="([^"]*)"/g, (_all, names: string) => {
    const out = new Set<string>();
    for (const name of names.split(' ')) for (const n of (map.get(name) ?? name).split(' ')) if (n) out.add(n);
    return ` class="${[...out].join(' ')}"`;
  });
}

/**
 * The panchang of the URL's day worked out in the browser, with the same engine code and the
 * same view (`PanchangDay`) as the server's page, rendered to HTML: the page is served without
 * React, and tables need no hydration. Loaded only by dynamic import (from the panchang-offline
 * island, apps/web/islands/panchang-offline.island.ts): the engine, React's renderer and the
 * result texts (both languages) stay out of the page's JavaScript. Null when the engine cannot
 * work the day out here.
 */
export function renderOfflinePanchang(input: OfflinePanchangInput, classes?: PageClasses): string | null {
  let data: ReturnType<typeof dayPanchang>;
  try {
    data = dayPanchang(input.date, input.place);
  } catch {
    return null;
  }
  const t = createTranslator({
    locale: input.locale,
    // Times are written with Intl in the place's own zone; this only keeps the formatter's default explicit.
    timeZone: input.place.timezone,
    messages: { result: (input.locale === 'hi' ? hiPanchang : enPanchang).result },
    namespace: 'result',
  });
  const html = renderToStaticMarkup(<PanchangDay {...input} data={data} t={t as unknown as ResultTranslator} />);
  return classes ? withPageClasses(html, classes) : html;
}
