/**
 * The API's messages by stable code, English and Hindi side by side. An error that carries one of
 * these codes is answered from here by code and the caller's language (apps/api/src/errors.ts),
 * never matched back by its English text. `{name}` stands for a value the error carries in its
 * details. Where a field's own message differs from the error's, it is the entry `<code>:<field>`.
 *
 * Errors whose code is not listed here yet are still translated through the English-keyed
 * catalogue in api-messages.ts; a code is added here together with the error that throws it.
 */
export const API_MESSAGES_BY_CODE = {
  // Every answer that is not a domain error: the error handler's own codes.
  internal: { en: 'Something went wrong!', hi: 'कुछ ग़लत हो गया!' },
  'invalid-request': { en: 'Invalid request', hi: 'अनुरोध मान्य नहीं है' },
  'invalid-value': { en: 'Invalid value', hi: 'यह मान मान्य नहीं है' },
  unauthenticated: { en: 'Please sign in to continue.', hi: 'आगे बढ़ने के लिए कृपया साइन इन करें।' },
  forbidden: { en: 'You do not have access to this.', hi: 'आपको इसकी अनुमति नहीं है।' },
  'not-found': { en: 'Not found', hi: 'नहीं मिला' },
  'rate-limited': {
    en: 'Too many requests. Please try again later.',
    hi: 'बहुत अधिक अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },

  // Phone numbers (packages/contracts/src/phone.ts, packages/core/src/phone.ts)
  'phone-invalid': { en: 'Please enter valid mobile!', hi: 'कृपया सही मोबाइल नंबर दर्ज करें!' },
  'country-code-invalid': { en: 'Invalid country code', hi: 'देश का कोड मान्य नहीं है' },
  'country-code-invalid:countryCode': { en: 'Use 1 to 4 digits', hi: '1 से 4 अंक लिखें' },

  // An SMS the provider did not take (packages/core/src/sms.ts, smsFailureError)
  'sms-invalid-number': {
    en: 'This number cannot receive SMS. Please check it and try again.',
    hi: 'इस नंबर पर SMS नहीं भेजा जा सकता। कृपया नंबर जाँचकर फिर कोशिश करें।',
  },
  'sms-invalid-number:phone': { en: 'This number cannot receive SMS', hi: 'इस नंबर पर SMS नहीं भेजा जा सकता' },
  'sms-not-served': {
    en: 'We can send SMS only to Indian mobile numbers (+91).',
    hi: 'हम केवल भारतीय मोबाइल नंबरों (+91) पर ही SMS भेज सकते हैं।',
  },
  'sms-rate-limited': {
    en: 'The SMS service is busy. Please try again in a minute.',
    hi: 'SMS सेवा अभी व्यस्त है। कृपया एक मिनट बाद फिर कोशिश करें।',
  },
  'sms-timeout': {
    en: 'The SMS service did not answer in time. Please try again.',
    hi: 'SMS सेवा ने समय पर जवाब नहीं दिया। कृपया फिर कोशिश करें।',
  },
  'sms-template-mismatch': {
    en: 'We could not send the SMS just now. Please try again in a few minutes.',
    hi: 'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  'sms-unauthorized': {
    en: 'We could not send the SMS just now. Please try again in a few minutes.',
    hi: 'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
  'sms-provider-error': {
    en: 'We could not send the SMS just now. Please try again in a few minutes.',
    hi: 'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
} as const satisfies Readonly<Record<string, { readonly en: string; readonly hi: string }>>;

export type ApiMessageCode = keyof typeof API_MESSAGES_BY_CODE;

export const isApiMessageCode = (code: string): code is ApiMessageCode => Object.hasOwn(API_MESSAGES_BY_CODE, code);

/**
 * The message of a code in a language, `{name}` filled from `values` (a name without a value is
 * left as written); null for a code not in the catalogue.
 */
export function apiMessage(
  code: string,
  lang: 'en' | 'hi',
  values: Readonly<Record<string, string | number>> = {},
): string | null {
  if (!isApiMessageCode(code)) return null;
  return API_MESSAGES_BY_CODE[code][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
