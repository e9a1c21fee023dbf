/** Hindi for the API messages of following astrologers (merged into API_MESSAGES_HI, see api-messages.ts). */
export const FOLLOW_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'You cannot follow your own profile.': 'आप अपनी ही प्रोफ़ाइल को फ़ॉलो नहीं कर सकते।',
  'Not an astrologer’s address.': 'यह किसी ज्योतिषी का पता नहीं है।',
};
