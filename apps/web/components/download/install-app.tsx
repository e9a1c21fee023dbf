'use client';

import { CheckCircle2, Download, Share } from 'lucide-react';
import { useEffect, useState } from 'react';
import { installedDuringVisit, installOffer, onInstallChange, takeInstallOffer } from '@/components/pwa/install-prompt';
import s from './install-app.module.css';
import { type InstallView, installView, isIosDevice, isStandalone } from './install-model';

export interface InstallAppLabels {
  heading: string;
  button: string;
  lead: string;
  installing: string;
  dismissed: string;
  installed: string;
  iosHeading: string;
  iosSteps: string[];
}

/**
 * Install the web app from the page: the browser's own dialog where it offers one (Chrome on
 * Android and desktop), Add to Home Screen steps on iPhone and iPad, and a plain "installed" note
 * once it is. Nothing is shown until the browser has been asked, so the page never flashes a
 * button it cannot keep. Loaded through InstallAppGate.
 */
export interface InstallAppProps {
  labels: InstallAppLabels;
  tone?: 'light' | 'dark' | undefined;
}

export function InstallApp({ labels, tone = 'light' }: InstallAppProps) {
  const [view, setView] = useState<InstallView | null>(null);
  const [choice, setChoice] = useState<'prompting' | 'dismissed' | undefined>(undefined);

  useEffect(() => {
    const ios = isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
    const update = () =>
      setView(
        installView({
          standalone: isStandalone(window),
          installed: installedDuringVisit(),
          offer: installOffer() !== null,
          ios,
          choice,
        }),
      );
    update();
    const media = window.matchMedia?.('(display-mode: standalone)');
    media?.addEventListener?.('change', update);
    const off = onInstallChange(update);
    return () => {
      off();
      media?.removeEventListener?.('change', update);
    };
  }, [choice]);

  const install = async () => {
    const offer = takeInstallOffer();
    if (!offer) return;
    setChoice('prompting');
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      // An accepted dialog stays "installing" until `appinstalled` turns it into the installed note.
      if (outcome !== 'accepted') setChoice('dismissed');
    } catch {
      setChoice('dismissed');
    }
  };

  if (view === null || view === 'none') return null;
  return (
    <div className={`${s.install} ${tone === 'dark' ? s.dark : ''}`} data-testid="install-app" data-view={view}>
      {view === 'installed' && (
        <p role="status" className={s.installed}>
          <CheckCircle2 aria-hidden="true" size={22} />
          {labels.installed}
        </p>
      )}
      {(view === 'offer' || view === 'prompting' || view === 'dismissed') && (
        <>
          <p className={s.lead}>{labels.lead}</p>
          {view === 'offer' && (
            <button type="button" className="button" onClick={install} data-testid="install-button">
              <Download aria-hidden="true" size={18} />
              {labels.button}
            </button>
          )}
          <p role="status" className={s.note}>
            {view === 'prompting' ? labels.installing : view === 'dismissed' ? labels.dismissed : ''}
          </p>
        </>
      )}
      {view === 'ios' && (
        <section aria-label={labels.iosHeading} data-testid="install-ios-steps">
          <h3 className={s.iosHeading}>
            <Share aria-hidden="true" size={20} />
            {labels.iosHeading}
          </h3>
          <ol className={s.steps}>
            {labels.iosSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
