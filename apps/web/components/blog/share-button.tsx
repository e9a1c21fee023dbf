'use client';

import { Copy, Share2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import s from './blog.module.css';
import { type ShareOutcome, shareLink, shareLinks } from './share-model';

/**
 * Share: the device's share sheet when it has one, else "Copy link" with a confirmation; plus
 * WhatsApp, X and Facebook links that work without JavaScript.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations('blogs.share');
  const [canShare, setCanShare] = useState(true);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  async function onClick() {
    setOutcome(null);
    setOutcome(await shareLink({ url, title }, navigator));
  }

  return (
    <section className={s.share} aria-labelledby="share-heading" data-testid="share">
      <h2 id="share-heading" className="visually-hidden">
        {t('label')}
      </h2>
      <button type="button" className="button" onClick={onClick} data-testid="share-button">
        {canShare ? <Share2 aria-hidden="true" size={20} /> : <Copy aria-hidden="true" size={20} />}
        {canShare ? t('button') : t('copy')}
      </button>
      <ul className={s.shareLinks}>
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={s.shareLink}
              aria-label={`${t('on', { network: t(network) })} ${t('newTab')}`}
              data-network={network}
            >
              {t(network)}
            </a>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={outcome === 'failed' ? `${s.shareStatus} ${s.shareFailed}` : s.shareStatus}
        data-testid="share-status"
      >
        {outcome === 'copied' ? t('copied') : outcome === 'failed' ? t('copyFailed') : ''}
      </p>
    </section>
  );
}
