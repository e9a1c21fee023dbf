/** Hindi for the API messages of the kundali PDF (merged into API_MESSAGES_HI, see api-messages.ts). */
export const PDF_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'Many kundali PDFs are being made right now. Please try again in a few seconds.':
    'इस समय बहुत-सी कुंडली PDF बन रही हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
};
