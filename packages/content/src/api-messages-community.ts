/** Hindi for the API messages of this part (merged into API_MESSAGES_HI, see api-messages.ts). */
export const COMMUNITY_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'Choose a topic': 'विषय चुनें',
  'Choose a reaction': 'प्रतिक्रिया चुनें',
  'Choose a reason': 'कारण चुनें',
  'Say what you are reporting': 'बताएँ कि आप किसकी शिकायत कर रहे हैं',
  'Unknown post or comment': 'यह पोस्ट या टिप्पणी नहीं मिली',
  'Unknown member': 'यह सदस्य नहीं मिला',
  'The text is far too long.': 'यह पाठ बहुत ही लंबा है।',
  'Write at least 10 characters.': 'कम से कम 10 अक्षर लिखें।',
  'Keep the post under 2000 characters.': 'पोस्ट 2000 अक्षरों से छोटी रखें।',
  'Write a comment first.': 'पहले टिप्पणी लिखें।',
  'Keep the comment under 1000 characters.': 'टिप्पणी 1000 अक्षरों से छोटी रखें।',
  'Keep the details under 1000 characters.': 'विवरण 1000 अक्षरों से छोटा रखें।',
  'Give a reason (at least 3 characters).': 'कारण लिखें (कम से कम 3 अक्षर)।',
  'Keep the reason under 1000 characters.': 'कारण 1000 अक्षरों से छोटा रखें।',
  'Your community membership is suspended: you can read, but not post, comment, react or report.':
    'समुदाय में आपकी सदस्यता निलंबित है: आप पढ़ सकते हैं, पर पोस्ट, टिप्पणी, प्रतिक्रिया या शिकायत नहीं कर सकते।',
  'You can write up to 5 posts an hour. Please try again later.':
    'आप एक घंटे में अधिकतम 5 पोस्ट लिख सकते हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'You can write up to 30 comments an hour. Please try again later.':
    'आप एक घंटे में अधिकतम 30 टिप्पणियाँ लिख सकते हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Too many reactions in an hour. Please try again later.':
    'एक घंटे में बहुत अधिक प्रतिक्रियाएँ। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'You can send up to 20 reports an hour. Please try again later.':
    'आप एक घंटे में अधिकतम 20 शिकायतें भेज सकते हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'This page link is not valid.': 'यह पेज लिंक मान्य नहीं है।',
  'No such post.': 'यह पोस्ट नहीं मिली।',
  'No such comment.': 'यह टिप्पणी नहीं मिली।',
  'No such member.': 'यह सदस्य नहीं मिला।',
  'You cannot report your own writing.': 'आप अपने ही लिखे की शिकायत नहीं कर सकते।',
  'You have already reported this.': 'आप इसकी शिकायत पहले ही कर चुके हैं।',
};
