'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { FOCUSABLE, trapFocusTarget } from './focus-trap';
import s from './ui.module.css';

/**
 * A modal confirmation with Cancel and Okay. It opens as a native modal dialog (the page behind is
 * inert), keeps Tab inside, starts on Cancel, treats Escape as Cancel and gives focus back to where
 * it was when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  cancelLabel,
  okayLabel,
  onCancel,
  onOkay,
}: {
  open: boolean;
  title: string;
  message?: string;
  children?: ReactNode;
  cancelLabel: string;
  okayLabel: string;
  onCancel: () => void;
  onOkay: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
      cancel.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target = trapFocusTarget(index, items.length, event.shiftKey);
    if (target !== null) {
      event.preventDefault();
      items[target]?.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className={s.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      onKeyDown={onKeyDown}
      // Escape asks to cancel: the caller decides, the browser does not close it by itself.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClose={() => {
        returnTo.current?.focus();
        returnTo.current = null;
      }}
      data-testid="confirm-dialog"
    >
      <h2 id={`${id}-title`} className={s.dialogTitle}>
        {title}
      </h2>
      {message && (
        <p id={`${id}-message`} className={s.dialogMessage}>
          {message}
        </p>
      )}
      {children}
      <div className={s.dialogActions}>
        <button ref={cancel} type="button" className={s.secondary} onClick={onCancel} data-testid="dialog-cancel">
          {cancelLabel}
        </button>
        <button type="button" className="button" onClick={onOkay} data-testid="dialog-okay">
          {okayLabel}
        </button>
      </div>
    </dialog>
  );
}
