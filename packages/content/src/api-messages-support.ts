/** Hindi for the API messages of this part (merged into API_MESSAGES_HI, see api-messages.ts). */
export const SUPPORT_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'No such ticket.': 'ऐसा कोई टिकट नहीं मिला।',
  'Unknown ticket': 'यह टिकट नहीं मिला',
  'Unknown file': 'यह फ़ाइल नहीं मिली',
  'Write your message': 'अपना संदेश लिखें',
  'Write a subject of at least 3 characters': 'कम से कम 3 अक्षरों का विषय लिखें',
  'Keep the subject under 120 characters': 'विषय 120 अक्षरों से छोटा रखें',
  'Keep the message under 4000 characters': 'संदेश 4000 अक्षरों से छोटा रखें',
  'Attach at most 3 files to a message.': 'एक संदेश के साथ अधिक से अधिक 3 फ़ाइलें जोड़ें।',
  'At most 3 files': 'अधिक से अधिक 3 फ़ाइलें',
  'A file is larger than 5 MB.': 'एक फ़ाइल 5 MB से बड़ी है।',
  'Send the files in the field named files.': 'फ़ाइलें files नाम के फ़ील्ड में भेजें।',
  'Attach JPEG, PNG or WebP images or PDF files.': 'JPEG, PNG या WebP फ़ोटो या PDF फ़ाइलें ही जोड़ें।',
};

/** The words of the support ticket a refund request opens, in the language the user asked in. */
export const REFUND_TICKET_WORDS = {
  en: { subject: 'Refund request', noReason: 'Refund requested.' },
  hi: { subject: 'रिफ़ंड का अनुरोध', noReason: 'रिफ़ंड का अनुरोध किया गया।' },
} as const satisfies Record<'en' | 'hi', { subject: string; noReason: string }>;
