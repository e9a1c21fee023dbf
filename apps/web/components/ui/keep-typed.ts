'use client';

import { type RefObject, useEffect, useRef } from 'react';

/** Input types that hold no typed text. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

/**
 * A form's ref that keeps what a visitor typed before the page's scripts ran.
 *
 * The server renders the form, and on a slow network a visitor may type into it before React
 * hydrates it. Hydration keeps the typed text on screen, but the component's state still holds
 * what was rendered: "Send" would act on an empty field, and the next render would clear it.
 *
 * After hydration, each field of the form whose text differs from what React rendered (its
 * `defaultValue`, which React sets to the `value` prop) gets that text again as an `input` event,
 * and each select whose choice differs from the rendered one a `change` event. The field's own
 * `onChange` takes it over, as if it had just been typed or chosen. A form left as rendered is
 * left alone.
 */
export function useKeepTyped<T extends HTMLElement = HTMLFormElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
      if (field.disabled || field.readOnly || field.value === field.defaultValue) continue;
      replayTyped(field);
    }
    for (const select of root.querySelectorAll('select')) {
      if (select.disabled || select.multiple) continue;
      // The server's choice is the option rendered `selected` (React leaves it so while hydrating),
      // else the first.
      const options = [...select.options];
      const rendered = options.find((o) => o.defaultSelected) ?? options[0];
      if (!rendered || select.value === rendered.value) continue;
      // React reads a select's `change` event as it comes, with no value of its own to compare.
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, []);
  return ref;
}

/**
 * Sends a field's current text through React's change handling. React skips an `input` event
 * whose value it has already seen: the field's own `value` property (React watches it) is set
 * back to the rendered text first, then the element's native setter puts the typed text back
 * without React noticing, so the event carries a change.
 */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSet = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!nativeSet) return;
  field.value = field.defaultValue;
  nativeSet.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
