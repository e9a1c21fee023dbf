import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../messages/en/horoscope.json';
import hi from '../messages/hi/horoscope.json';
import { fillAround, textAround } from './text-around';

/** next-intl's own ICU formatting of the message, as the page's server component does it. */
const formatter = (message: string) => (values: Record<string, string>) =>
  createTranslator({ locale: 'en', messages: { m: message } })('m', values);

describe('textAround', () => {
  it('splits a message at its argument, wherever the language puts it', () => {
    const enParts = textAround(formatter(en.personal.profile), 'name');
    expect(fillAround(enParts, 'Asha')).toBe('For Asha');
    const hiParts = textAround(formatter(hi.personal.profile), 'name');
    expect(hiParts.before).toBe('');
    expect(fillAround(hiParts, 'आशा')).toBe('आशा के लिए');
  });

  it('keeps a message without the argument whole', () => {
    expect(textAround(() => 'Today', 'name')).toEqual({ before: 'Today', after: '' });
  });
});
