/** The words of the support ticket a refund request opens, in the language the user asked in. */
export const REFUND_TICKET_WORDS = {
  en: { subject: 'Refund request', noReason: 'Refund requested.' },
  hi: { subject: 'रिफ़ंड का अनुरोध', noReason: 'रिफ़ंड का अनुरोध किया गया।' },
} as const satisfies Record<'en' | 'hi', { subject: string; noReason: string }>;
