'use client';

import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import s from './info-cards.module.css';

/**
 * The "Read more" button of an info card and its popup: a modal <dialog>, so focus moves into it
 * (to the close button), stays there, Escape closes it, and focus returns to the button.
 * A click on the dimmed backdrop closes it too. The content is rendered on the server.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={s.more}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="info-open"
      >
        {readMore}
        <span className="visually-hidden"> {readMoreAbout}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer extra; Escape and the close button serve keyboards. */}
      <dialog
        ref={dialog}
        id={id}
        className={s.dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        data-testid="info-dialog"
      >
        <div className={s.dialogBody}>
          <button
            type="button"
            className={s.close}
            onClick={() => dialog.current?.close()}
            aria-label={close}
            data-testid="info-close"
          >
            <X aria-hidden="true" size={22} />
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}
