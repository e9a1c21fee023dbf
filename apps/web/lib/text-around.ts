/*
 * A message formatted on the server (next-intl, ICU) around one argument that only the browser
 * knows, such as the name in a reading fetched there: the client component receives the text
 * before and after the argument and puts the value between them, so no message formatter ships
 * to the browser and no message is assembled by hand.
 */

const SLOT = '\u2063slot\u2063';

export interface TextAround {
  before: string;
  after: string;
}

/** Formats with `format` (e.g. `(v) => t('personal.profile', v)`), `arg` left as a slot, and splits at it. */
export function textAround(format: (values: Record<string, string>) => string, arg: string): TextAround {
  const text = format({ [arg]: SLOT });
  const at = text.indexOf(SLOT);
  if (at < 0) return { before: text, after: '' };
  return { before: text.slice(0, at), after: text.slice(at + SLOT.length) };
}

/** The text with the value in the slot. */
export const fillAround = (parts: TextAround, value: string) => `${parts.before}${value}${parts.after}`;
