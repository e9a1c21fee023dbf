/**
 * Fixed bilingual data of the anonymous community: the words of members' pseudonymous handles and
 * the crisis helplines shown with the depression topic.
 */

export interface HandleWord {
  en: string;
  hi: string;
}

/**
 * Adjectives of handles. Each English word is one word (handles are split on spaces); the Hindi
 * words do not change with the noun's gender, so every pair reads naturally.
 */
export const HANDLE_ADJECTIVES: readonly HandleWord[] = [
  { en: 'Calm', hi: 'शांत' },
  { en: 'Gentle', hi: 'कोमल' },
  { en: 'Bright', hi: 'उज्ज्वल' },
  { en: 'Brave', hi: 'साहसी' },
  { en: 'Kind', hi: 'दयालु' },
  { en: 'Quiet', hi: 'मौन' },
  { en: 'Steady', hi: 'अडिग' },
  { en: 'Hopeful', hi: 'आशावान' },
  { en: 'Warm', hi: 'स्नेही' },
  { en: 'Patient', hi: 'धैर्यवान' },
  { en: 'Wise', hi: 'समझदार' },
  { en: 'Fearless', hi: 'निडर' },
  { en: 'Serene', hi: 'सौम्य' },
  { en: 'Cheerful', hi: 'प्रसन्न' },
  { en: 'Humble', hi: 'विनम्र' },
  { en: 'Pure', hi: 'निर्मल' },
  { en: 'Free', hi: 'मुक्त' },
  { en: 'Radiant', hi: 'दीप्त' },
  { en: 'Sweet', hi: 'मधुर' },
  { en: 'Simple', hi: 'सरल' },
  { en: 'Cool', hi: 'शीतल' },
  { en: 'Playful', hi: 'चंचल' },
  { en: 'Honest', hi: 'ईमानदार' },
  { en: 'Curious', hi: 'जिज्ञासु' },
];

/** Nouns of handles: things of nature, all masculine in Hindi so that the adjectives agree. */
export const HANDLE_NOUNS: readonly HandleWord[] = [
  { en: 'Lotus', hi: 'कमल' },
  { en: 'Mountain', hi: 'पर्वत' },
  { en: 'Ocean', hi: 'सागर' },
  { en: 'Lamp', hi: 'दीपक' },
  { en: 'Star', hi: 'तारा' },
  { en: 'Moon', hi: 'चाँद' },
  { en: 'Sun', hi: 'सूरज' },
  { en: 'Cloud', hi: 'बादल' },
  { en: 'Peacock', hi: 'मोर' },
  { en: 'Swan', hi: 'हंस' },
  { en: 'Peepal', hi: 'पीपल' },
  { en: 'Banyan', hi: 'बरगद' },
  { en: 'Sky', hi: 'आकाश' },
  { en: 'Waterfall', hi: 'झरना' },
  { en: 'Deer', hi: 'हिरण' },
  { en: 'Elephant', hi: 'हाथी' },
  { en: 'Parrot', hi: 'तोता' },
  { en: 'Sandalwood', hi: 'चंदन' },
  { en: 'Rainbow', hi: 'इंद्रधनुष' },
  { en: 'Pearl', hi: 'मोती' },
  { en: 'Firefly', hi: 'जुगनू' },
  { en: 'Dawn', hi: 'सवेरा' },
  { en: 'Bumblebee', hi: 'भौंरा' },
  { en: 'Feather', hi: 'पंख' },
];

const adjectives = new Map(HANDLE_ADJECTIVES.map((w) => [w.en, w.hi]));
const nouns = new Map(HANDLE_NOUNS.map((w) => [w.en, w.hi]));

/**
 * A handle ("Calm Lotus 482", as stored) in a language: the same words in Hindi ("शांत कमल 482").
 * A handle not made of our words is shown as it is.
 */
/** The handle left on the posts of a member who deleted their account (see core/account-data). */
export const DELETED_MEMBER = { en: 'Deleted member', hi: 'हटाया गया सदस्य' } as const;

/**
 * The handle of the demo account whose posts demo mode seeds in every topic (never in production
 * without DRISHTI_DEMO=1). Generated handles always end in a number, so no member can get it.
 */
export const DEMO_MEMBER = { en: 'Demo Member', hi: 'डेमो सदस्य' } as const;

/** Whether a post was written by the demo account (shown with a "Demo post" label). */
export const isDemoHandle = (handle: string): boolean => handle === DEMO_MEMBER.en;

export function localizeHandle(handle: string, lang: 'en' | 'hi'): string {
  if (lang === 'en') return handle;
  if (handle === DELETED_MEMBER.en) return DELETED_MEMBER.hi;
  if (handle === DEMO_MEMBER.en) return DEMO_MEMBER.hi;
  const m = /^(\S+) (\S+) (\d+)$/.exec(handle);
  if (!m) return handle;
  const adj = adjectives.get(m[1]!);
  const noun = nouns.get(m[2]!);
  return adj && noun ? `${adj} ${noun} ${m[3]}` : handle;
}

export interface Helpline {
  key: 'tele-manas' | 'tele-manas-toll-free';
  /** The number as people read it. */
  display: string;
  /** The `tel:` link. */
  tel: string;
}

/**
 * India's national tele-mental-health helpline (Tele-MANAS, Ministry of Health and Family
 * Welfare): free, round the clock, in many Indian languages. 14416 and the toll-free number.
 */
export const CRISIS_HELPLINES: readonly Helpline[] = [
  { key: 'tele-manas', display: '14416', tel: 'tel:14416' },
  { key: 'tele-manas-toll-free', display: '1-800-891-4416', tel: 'tel:18008914416' },
];
