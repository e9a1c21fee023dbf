'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorLabels } from '@/components/ui/error-state';
import { BirthForm } from '../birth-form/birth-form';
import { type BirthValue, birthFromQuery, birthToQuery } from '../birth-form/types';
import { rememberPlace } from '../birth-form/recent-places';
import { prefetchKundaliOffline } from '../offline/load';
import { sameBirth } from './offline-birth';
import s from './kundali.module.css';
import type { KundaliNames } from './names';
import { isKundaliTab, type KundaliTab } from './tabs';

/**
 * The kundali itself (./kundali-result.tsx), fetched once there is a birth to show: the page
 * opens on the form, and its first JavaScript carries only that (docs/PERFORMANCE.md). A shared
 * link with a birth renders it on the server as before.
 */
const KundaliResult = dynamic(() => import('./kundali-result').then((m) => m.KundaliResult));

export interface KundaliAppProps {
  initial: BirthValue | null;
  /** The saved profile `initial` was read from (`?profile=<id>`), when it came from one. */
  profileId?: string;
  initialTab?: KundaliTab;
  names: KundaliNames;
  errorLabels: ErrorLabels;
}

/**
 * /kundali: the birth form and, once it is sent, the kundali in six tabs. The inputs go into the
 * URL (shareable, bookmarkable); each tab asks the API for what it shows when first opened.
 */
export function KundaliApp({ initial, profileId, initialTab, names, errorLabels }: KundaliAppProps) {
  const t = useTranslations('kundali');
  const [birth, setBirth] = useState<BirthValue | null>(initial);
  const [formInitial, setFormInitial] = useState<BirthValue | null>(initial);
  const [tab, setTab] = useState<KundaliTab>(initialTab ?? 'basic');
  const [formKey, setFormKey] = useState(0);
  const focusResult = useRef(false);

  // Offline, the service worker may answer with a copy of this page rendered for another birth
  // (or for none): the URL is what the visitor asked for, so it wins over what was rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const fromUrl = birthFromQuery(q);
    if (fromUrl && !sameBirth(fromUrl, initial)) {
      setBirth(fromUrl);
      setFormInitial(fromUrl);
      const urlTab = q.get('tab');
      setTab(isKundaliTab(urlTab) ? urlTab : 'basic');
    } else if (!fromUrl && initial && q.get('profile') !== (profileId ?? null)) {
      // A copy rendered for a birth answered an address with none to compute here (a saved
      // profile, which needs the server): the form, empty, rather than another person's kundali.
      setBirth(null);
      setFormInitial(null);
      setFormKey((k) => k + 1);
    }
  }, []);

  // The place of a kundali shown (a shared link too) can then be found again without a connection.
  useEffect(() => {
    if (birth) rememberPlace(birth.place);
  }, [birth]);

  // Fetch the offline modules ahead of need (installed app, or once the page is used), to be cached.
  useEffect(() => prefetchKundaliOffline(), []);

  const writeUrl = useCallback((v: BirthValue, nextTab: KundaliTab, push: boolean) => {
    const q = birthToQuery(v);
    if (nextTab !== 'basic') q.set('tab', nextTab);
    const url = `${window.location.pathname}?${q.toString()}`;
    if (push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);

  const submit = (v: BirthValue) => {
    focusResult.current = true;
    setBirth(v);
    setTab('basic');
    writeUrl(v, 'basic', true);
  };

  const selectTab = (id: string) => {
    if (!isKundaliTab(id)) return;
    setTab(id);
    if (birth) writeUrl(birth, id, false);
  };

  return (
    <div className={s.app}>
      <div className={s.formBox}>
        <BirthForm
          key={formKey}
          idPrefix="kundali"
          legend={t('formLegend')}
          initial={formInitial}
          submitLabel={t('submit')}
          onSubmit={submit}
          showSavedProfiles
        />
      </div>
      {birth && (
        <KundaliResult
          birth={birth}
          tab={tab}
          onSelectTab={selectTab}
          names={names}
          errorLabels={errorLabels}
          focusResult={focusResult}
        />
      )}
    </div>
  );
}
