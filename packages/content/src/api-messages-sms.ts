/** Hindi for the API messages of SMS sending (merged into API_MESSAGES_HI, see api-messages.ts). */
export const SMS_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'This number cannot receive SMS. Please check it and try again.':
    'इस नंबर पर SMS नहीं भेजा जा सकता। कृपया नंबर जाँचकर फिर कोशिश करें।',
  'This number cannot receive SMS': 'इस नंबर पर SMS नहीं भेजा जा सकता',
  'We can send SMS only to Indian mobile numbers (+91).': 'हम केवल भारतीय मोबाइल नंबरों (+91) पर ही SMS भेज सकते हैं।',
  'The SMS service is busy. Please try again in a minute.': 'SMS सेवा अभी व्यस्त है। कृपया एक मिनट बाद फिर कोशिश करें।',
  'The SMS service did not answer in time. Please try again.': 'SMS सेवा ने समय पर जवाब नहीं दिया। कृपया फिर कोशिश करें।',
  'We could not send the SMS just now. Please try again in a few minutes.':
    'हम अभी SMS नहीं भेज सके। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  'Not a valid webhook request.': 'यह मान्य वेबहुक अनुरोध नहीं है।',
};
