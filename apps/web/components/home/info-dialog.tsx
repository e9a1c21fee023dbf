import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import s from './info-cards.module.css';

/**
 * The "Read more" button of an info card and its popup: a modal <dialog> rendered on the server,
 * opened by the info-dialog island (islands/info-dialog.island.ts), so focus moves into it (to
 * the close button), stays there, Escape closes it, and focus returns to the button. A click on
 * the dimmed backdrop closes it too.
 */
export function InfoDialog({
  id,
  readMore,
  readMoreAbout,
  close,
  children,
}: {
  id: string;
  readMore: string;
  readMoreAbout: string;
  close: string;
  children: ReactNode;
}) {
  return (
    <div data-island="info-dialog" className={s.dialogIsland}>
      <button type="button" className={s.more} aria-haspopup="dialog" data-dialog-open="" data-testid="info-open">
        {readMore}
        <span className="visually-hidden"> {readMoreAbout}</span>
      </button>
      <dialog id={id} className={s.dialog} aria-labelledby={`${id}-title`} data-testid="info-dialog">
        <div className={s.dialogBody}>
          <button type="button" className={s.close} aria-label={close} data-dialog-close="" data-testid="info-close">
            <X aria-hidden="true" size={22} />
          </button>
          {children}
        </div>
      </dialog>
    </div>
  );
}
