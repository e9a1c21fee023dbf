/** The personal horoscope's API messages in Hindi (keys: the English texts). */
export const HOROSCOPE_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'Save your birth details first to read your personal horoscope.':
    'अपना निजी राशिफल पढ़ने के लिए पहले अपना जन्म विवरण सहेजें।',
  'The running dasha cannot be worked out for today from these birth details.':
    'इस जन्म विवरण से आज की चल रही दशा नहीं निकाली जा सकती।',
};
