/** Hindi for the API's messages about idempotency keys, malformed text and sessions. */
export const SECURITY_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'This Idempotency-Key was already used for a different request.':
    'यह Idempotency-Key किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है। नए अनुरोध के लिए नई कुंजी भेजें।',
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.':
    'इस Idempotency-Key वाला अनुरोध अभी पूरा हो रहा है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'The text is not valid Unicode.': 'यह पाठ मान्य यूनिकोड नहीं है।',
  'Invalid Unicode text': 'अमान्य यूनिकोड पाठ',
  'The request body is not valid UTF-8.': 'अनुरोध का मुख्य भाग मान्य UTF-8 नहीं है।',
  'No such session.': 'ऐसा कोई सत्र नहीं है।',
  'Unknown session id': 'अज्ञात सत्र आईडी',
  // Payments and operations
  'Not a payment id.': 'यह भुगतान आईडी नहीं है।',
  'Not a Razorpay payment id.': 'यह Razorpay की भुगतान आईडी नहीं है।',
  'No such sandbox refund.': 'सैंडबॉक्स में ऐसा कोई रिफ़ंड नहीं है।',
  'This refund is not pending.': 'यह रिफ़ंड लंबित नहीं है।',
  'Not found: GET /metrics': 'नहीं मिला: GET /metrics',
};
