/**
 * Every SMS text the product sends, in one place: one text per message kind and language, written
 * exactly as registered on the DLT portal (docs/SMS.md). Variables are `{#var#}`, filled in order
 * from `vars`; each value is at most 30 characters; Hindi texts are separate templates sent as
 * Unicode; sign-in codes carry no links.
 */
export const SMS_KINDS = ['otp', 'app-link', 'booking-confirmed', 'booking-reminder', 'booking-cancelled'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export type SmsLocale = 'en' | 'hi';
export const SMS_LOCALES: readonly SmsLocale[] = ['en', 'hi'];

/** The longest value a DLT variable may hold. */
export const DLT_VAR_MAX = 30;
export const DLT_VAR = '{#var#}';

export interface SmsText {
  /** The approved text, with `{#var#}` for each variable. */
  text: string;
  /** The variables' names, in the order they appear in the text (MSG91 template variables `##name##`). */
  vars: readonly string[];
}

export const SMS_TEMPLATES: Readonly<Record<SmsKind, Record<SmsLocale, SmsText>>> = {
  otp: {
    en: {
      text: '{#var#} is your Drishti verification code. It is valid for 10 minutes. Do not share it with anyone.',
      vars: ['code'],
    },
    hi: {
      text: '{#var#} आपका दृष्टि सत्यापन कोड है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
      vars: ['code'],
    },
  },
  'app-link': {
    en: { text: 'Get the Drishti app: {#var#}/download-app', vars: ['site'] },
    hi: { text: 'दृष्टि ऐप पाएँ: {#var#}/hi/download-app', vars: ['site'] },
  },
  'booking-confirmed': {
    en: {
      text: 'Drishti: your {#var#} consultation with {#var#} is booked for {#var#} IST ({#var#} min).',
      vars: ['channel', 'astrologer', 'when', 'minutes'],
    },
    hi: {
      text: 'दृष्टि: {#var#} के साथ आपका {#var#} परामर्श {#var#} (भारतीय समय) के लिए बुक हो गया है ({#var#} मिनट)।',
      vars: ['astrologer', 'channel', 'when', 'minutes'],
    },
  },
  'booking-reminder': {
    en: {
      text: 'Drishti reminder: your {#var#} consultation with {#var#} starts at {#var#} IST.',
      vars: ['channel', 'astrologer', 'when'],
    },
    hi: {
      text: 'दृष्टि अनुस्मारक: {#var#} के साथ आपका {#var#} परामर्श {#var#} (भारतीय समय) पर शुरू होगा।',
      vars: ['astrologer', 'channel', 'when'],
    },
  },
  'booking-cancelled': {
    en: {
      text: 'Drishti: your consultation with {#var#} on {#var#} IST is cancelled. {#var#} coins are back in your wallet.',
      vars: ['astrologer', 'when', 'refund'],
    },
    hi: {
      text: 'दृष्टि: {#var#} के साथ {#var#} (भारतीय समय) का आपका परामर्श रद्द हो गया है। {#var#} सिक्के आपके वॉलेट में लौट आए हैं।',
      vars: ['astrologer', 'when', 'refund'],
    },
  },
};

/** A value as a DLT variable can carry it: at most 30 characters (longer names are shortened). */
export function dltValue(value: string): string {
  const chars = Array.from(value.trim());
  return chars.length <= DLT_VAR_MAX ? chars.join('') : `${chars.slice(0, DLT_VAR_MAX - 1).join('')}…`;
}

/** The values of a message's variables, each fitted to DLT's limit; a missing value is an error in our code. */
export function smsValues(kind: SmsKind, locale: SmsLocale, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of SMS_TEMPLATES[kind][locale].vars) {
    const v = values[name];
    if (v === undefined) throw new Error(`SMS ${kind}/${locale}: no value for ${name}`);
    out[name] = dltValue(v);
  }
  return out;
}

/** The text a phone receives: the template with its variables filled in order. */
export function renderSmsText(kind: SmsKind, locale: SmsLocale, values: Record<string, string>): string {
  const t = SMS_TEMPLATES[kind][locale];
  const fitted = smsValues(kind, locale, values);
  let i = 0;
  return t.text.replace(/\{#var#\}/g, () => fitted[t.vars[i++]!]!);
}

/** The same text as MSG91's template editor takes it: `##name##` for each variable. */
export function msg91TemplateText(kind: SmsKind, locale: SmsLocale): string {
  const t = SMS_TEMPLATES[kind][locale];
  let i = 0;
  return t.text.replace(/\{#var#\}/g, () => `##${t.vars[i++]}##`);
}

/** `MSG91_TEMPLATE_<KIND>_<LANG>`: the setting that holds a template's DLT id. */
export function msg91TemplateSetting(kind: SmsKind, locale: SmsLocale): string {
  return `MSG91_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')}_${locale.toUpperCase()}`;
}
