/** Hindi for the API messages of this part (merged into API_MESSAGES_HI, see api-messages.ts). */
export const ACCOUNT_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'No such account.': 'यह खाता नहीं मिला।',
  'Keep the name under 80 characters': 'नाम 80 अक्षरों से छोटा रखें',
  'Nothing to change': 'बदलने के लिए कुछ नहीं है',
  'Type the confirmation word exactly': 'पुष्टि का शब्द ठीक वैसा ही लिखें',
  'Astrologer and admin accounts are closed by the Drishti team.': 'ज्योतिषी और एडमिन खाते दृष्टि की टीम ही बंद करती है।',
  'End your open consultation before deleting your account.': 'खाता हटाने से पहले अपना चल रहा परामर्श समाप्त करें।',
};
