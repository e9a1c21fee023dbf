import { Copy, Printer, Share2 } from 'lucide-react';
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
 * Server-rendered markup; the behaviour is the `tool-actions` island (islands/tool-actions.island.ts),
 * so it works the same on pages served without React and on React pages.
 */
export function ToolActions({ labels, title }: { labels: ToolActionLabels; title: string }) {
  return (
    <div
      className={`${s.actions} ${s.noPrint}`}
      data-testid="tool-actions"
      data-island="tool-actions"
      data-title={title}
      data-share={labels.share}
      data-copy={labels.copy}
    >
      <button type="button" className={s.secondaryButton} data-testid="print" data-action="print">
        <Printer aria-hidden="true" size={20} />
        {labels.print}
      </button>
      <button type="button" className={s.secondaryButton} data-testid="share" data-action="share">
        <Share2 aria-hidden="true" size={20} data-when="share" />
        <Copy aria-hidden="true" size={20} data-when="copy" style={{ display: 'none' }} />
        <span data-part="label">{labels.share}</span>
      </button>
      <p
        role="status"
        className={s.actionStatus}
        data-testid="share-status"
        data-copied={labels.copied}
        data-failed={labels.copyFailed}
        data-failed-class={s.actionFailed}
      />
    </div>
  );
}
