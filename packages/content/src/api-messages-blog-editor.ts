/** Hindi for the API messages of this part (merged into API_MESSAGES_HI, see api-messages.ts). */
export const BLOG_EDITOR_API_MESSAGES_HI: Readonly<Record<string, string>> = {
  'Keep the title under 200 characters.': 'शीर्षक 200 अक्षरों से छोटा रखें।',
  'Keep the description under 300 characters.': 'विवरण 300 अक्षरों से छोटा रखें।',
  'Keep the article under 60,000 characters.': 'लेख 60,000 अक्षरों से छोटा रखें।',
  'Give the post an address.': 'लेख का पता (स्लग) लिखें।',
  'Keep the address under 120 characters.': 'पता 120 अक्षरों से छोटा रखें।',
  'Use lowercase letters, digits and single hyphens in the address.':
    'पते में केवल छोटे अंग्रेज़ी अक्षर, अंक और एक-एक हाइफ़न (-) का प्रयोग करें।',
  'Unknown post': 'यह लेख नहीं मिला',
  'Choose a date and time.': 'तारीख़ और समय चुनें।',
  'Choose a category.': 'श्रेणी चुनें।',
  'Required before publishing.': 'प्रकाशित करने से पहले यह भरना ज़रूरी है।',
  'Fill in every field in both languages and choose a category before publishing.':
    'प्रकाशित करने से पहले दोनों भाषाओं में हर खाना भरें और श्रेणी चुनें।',
  'Another post already uses this address.': 'यह पता किसी दूसरे लेख का है।',
  'Choose one of the blog categories.': 'ब्लॉग की श्रेणियों में से कोई एक चुनें।',
  'Give the post a title in English.': 'लेख का अंग्रेज़ी शीर्षक लिखें।',
  'No such post.': 'ऐसा कोई लेख नहीं है।',
  'Choose a time in the future.': 'आगे का कोई समय चुनें।',
  'Choose an image to upload.': 'अपलोड करने के लिए कोई चित्र चुनें।',
  'The banner is larger than 2 MB.': 'बैनर 2 MB से बड़ा है।',
  'The banner must be a JPEG, PNG or WebP image.': 'बैनर JPEG, PNG या WebP चित्र होना चाहिए।',
  'The banner may be at most 8000 pixels on each side.': 'बैनर की हर भुजा अधिकतम 8000 पिक्सेल हो सकती है।',
};
