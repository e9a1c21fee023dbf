import { Copy, Share2 } from 'lucide-react';
import s from './blog.module.css';
import { type ShareNetwork, shareLinks } from './share-model';

export interface ShareLabels {
  label: string;
  button: string;
  copy: string;
  copied: string;
  copyFailed: string;
  newTab: string;
  /** Each network's name, and "Share on {network}" for it. */
  networks: Record<ShareNetwork, { name: string; on: string }>;
}

/**
 * Share: the device's share sheet when it has one, else "Copy link" with a confirmation
 * (apps/web/islands/share.island.ts); plus WhatsApp, X and Facebook links that work without
 * JavaScript. The button waits hidden until the island can make it work; both its wordings and
 * both outcomes are in the markup, in the page's language.
 */
export function ShareButton({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  return (
    <section
      className={s.share}
      aria-labelledby="share-heading"
      data-testid="share"
      data-island="share"
      data-url={url}
      data-title={title}
    >
      <h2 id="share-heading" className="visually-hidden">
        {labels.label}
      </h2>
      <button type="button" className={`button ${s.shareButton}`} data-testid="share-button" hidden>
        <span data-when="share">
          <Share2 aria-hidden="true" size={20} />
          {labels.button}
        </span>
        <span data-when="copy" hidden>
          <Copy aria-hidden="true" size={20} />
          {labels.copy}
        </span>
      </button>
      <ul className={s.shareLinks}>
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={s.shareLink}
              aria-label={`${labels.networks[network].on} ${labels.newTab}`}
              data-network={network}
            >
              {labels.networks[network].name}
            </a>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={s.shareStatus}
        data-testid="share-status"
        data-copied={labels.copied}
        data-failed={labels.copyFailed}
        data-failed-class={s.shareFailed}
      />
    </section>
  );
}
