'use client';

import { Copy, Printer, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type ShareOutcome, shareOrCopy, shareUrl } from './share';
import s from './tool-page.module.css';

export interface ToolActionLabels {
  print: string;
  share: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * Print (the browser's print dialog; the print stylesheet leaves out the header, footer and form)
 * and Share (the device's share sheet when there is one, else "Copy link" with a confirmation).
 */
export function ToolActions({ labels, title }: { labels: ToolActionLabels; title: string }) {
  // Server HTML says "Share"; after hydration it says "Copy link" where there is no share sheet.
  const [canShare, setCanShare] = useState(true);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  async function onShare() {
    setOutcome(null);
    setOutcome(await shareOrCopy({ url: shareUrl(window.location.href), title }, navigator));
  }

  return (
    <div className={`${s.actions} ${s.noPrint}`} data-testid="tool-actions">
      <button type="button" className={s.secondaryButton} onClick={() => window.print()} data-testid="print">
        <Printer aria-hidden="true" size={20} />
        {labels.print}
      </button>
      <button type="button" className={s.secondaryButton} onClick={onShare} data-testid="share">
        {canShare ? <Share2 aria-hidden="true" size={20} /> : <Copy aria-hidden="true" size={20} />}
        {canShare ? labels.share : labels.copy}
      </button>
      <p
        role="status"
        className={outcome === 'failed' ? `${s.actionStatus} ${s.actionFailed}` : s.actionStatus}
        data-testid="share-status"
      >
        {outcome === 'copied' ? labels.copied : outcome === 'failed' ? labels.copyFailed : ''}
      </p>
    </div>
  );
}
