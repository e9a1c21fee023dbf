/**
 * What the end-to-end server's home page may claim (docs/PERFORMANCE.md, "First paint"): five
 * reviews of paid consultations whose authors agreed to be quoted, created through the API before
 * the specs run (e2e/showcase-seed.ts), and the press links of the server's settings (PRESS_LINKS,
 * set in e2e/playwright.config.ts). Other specs share the server, so the seed keeps to phone
 * numbers and an astrologer of its own.
 *
 * Reviews and outlet names are written in Hindi: they are shown as written on the Hindi pages too,
 * where e2e/hindi-scan.spec.ts allows no Latin-script word.
 */

/**
 * A demo astrologer no spec uses (the n-th signs in with 99999100nn), with fewer years of
 * experience than twelve others: never on the first page of the list the astrologer specs read
 * (every card "New"), and offline again once the seed is done. 25 coins a minute.
 */
export const SHOWCASE_ASTROLOGER = { slug: 'ananya-sen', phone: '9999910004' } as const;

/** The reviewers: a phone number of the seed's own each, the account's name (null: none given) and the review. */
export const SHOWCASE_REVIEWS = [
  {
    phone: '9834400001',
    name: 'अनीता कुमारी',
    author: 'अनीता क.',
    rating: 5,
    comment: 'मेरी दशा का हाल शांति से समझाया और कोई महँगा उपाय नहीं बताया।',
  },
  {
    phone: '9834400002',
    name: 'राहुल वर्मा',
    author: 'राहुल व.',
    rating: 4,
    comment: 'नौकरी बदलने के समय पर साफ़ जवाब मिला।',
  },
  {
    phone: '9834400003',
    name: 'सुनीता',
    author: 'सुनीता',
    rating: 5,
    comment: 'कुंडली मिलान का हर कूट सरल हिंदी में समझाया।',
  },
  { phone: '9834400004', name: null, author: null, rating: 4, comment: 'दुकान के वास्तु पर काम की सलाह मिली।' },
  {
    phone: '9834400005',
    name: 'मीना जोशी',
    author: 'मीना ज.',
    rating: 5,
    comment: 'धैर्य से बात सुनी, और मीटर हर समय सामने था।',
  },
] as const;

/** PRESS_LINKS of the end-to-end server: eight links, each logo a file the site serves. */
const LOGOS = ['/home/info-app.svg', '/home/info-solved.svg', '/home/info-remedies.svg'];
export const SHOWCASE_PRESS = Array.from({ length: 8 }, (_, i) => ({
  outlet: `परीक्षण समाचार ${i + 1}`,
  url: `https://example.com/drishti-story-${i + 1}`,
  logo: LOGOS[i % LOGOS.length]!,
}));
