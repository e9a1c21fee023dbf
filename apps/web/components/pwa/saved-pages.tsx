'use client';

import { useEffect, useState } from 'react';
import s from './offline.module.css';
import { readSavedPages, type SavedPage } from './saved-pages-model';

export interface SavedPagesLabels {
  loading: string;
  empty: string;
  unavailable: string;
}

type State = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; pages: SavedPage[] };

/** The pages this device keeps for offline reading, read from the browser's Cache API. */
export function SavedPages({
  locale,
  siteName,
  labels,
}: {
  locale: 'en' | 'hi';
  siteName: string;
  labels: SavedPagesLabels;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    readSavedPages(locale, siteName)
      .then((pages) => {
        if (live) setState(pages ? { kind: 'ready', pages } : { kind: 'unavailable' });
      })
      .catch(() => {
        if (live) setState({ kind: 'unavailable' });
      });
    return () => {
      live = false;
    };
  }, [locale, siteName]);

  if (state.kind === 'loading') return <p className={s.muted}>{labels.loading}</p>;
  if (state.kind === 'unavailable') return <p className={s.muted}>{labels.unavailable}</p>;
  if (state.pages.length === 0) {
    return (
      <p className={s.muted} data-testid="saved-pages-empty">
        {labels.empty}
      </p>
    );
  }
  return (
    <ul className={s.links} data-testid="saved-pages">
      {state.pages.map((p) => (
        <li key={p.href}>
          {/* A full page load: the worker answers it from the device, where a client-side
              navigation would ask the server for the page's data first. */}
          <a href={p.href} className={s.link}>
            {p.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
