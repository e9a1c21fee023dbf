import type { Verdict } from './tarot';
import type { Bilingual } from './types';

/*
 * The yes/no tarot's answer depends on how the card falls, and some questions are not for cards
 * at all. Both rules live here so that the page, its tests and its texts agree.
 */

export type Orientation = 'upright' | 'reversed';

/**
 * The answer a drawn card gives. Upright, the card's own verdict. Reversed, the card's energy is
 * blocked or turned inward, so the answer steps down once: Yes becomes Maybe (not yet, or only
 * once the obstacle is dealt with), Maybe becomes No, and No stays No.
 */
export function yesNoVerdict(verdict: Verdict, orientation: Orientation): Verdict {
  if (orientation === 'upright') return verdict;
  return verdict === 'yes' ? 'maybe' : 'no';
}

/** Why a reversed card answers as it does, by the card's upright verdict. */
export const REVERSED_NOTES: Readonly<Record<Verdict, Bilingual>> = {
  yes: {
    en: 'The card came up reversed. Upright it would say yes; reversed, its energy is held back, so read it as not yet, or as yes only once the obstacle it names is dealt with.',
    hi: 'यह कार्ड उल्टा निकला है। सीधा होता तो उत्तर हाँ होता; उल्टा होने पर इसकी ऊर्जा रुकी हुई है, इसलिए इसे “अभी नहीं” समझें, या “हाँ, पर तभी जब कार्ड में बताई गई रुकावट दूर हो”।',
  },
  maybe: {
    en: 'The card came up reversed. Upright it leaves the answer open; reversed, the doubts it shows have the upper hand for now, so it leans to no.',
    hi: 'यह कार्ड उल्टा निकला है। सीधा होता तो उत्तर खुला रहता; उल्टा होने पर इसकी दिखाई शंकाएँ अभी भारी हैं, इसलिए उत्तर ‘नहीं’ की ओर झुकता है।',
  },
  no: {
    en: 'The card came up reversed. Its answer is still no: the difficulty it shows is still there, though it may now be more inward and easier to work on.',
    hi: 'यह कार्ड उल्टा निकला है। उत्तर फिर भी ‘नहीं’ है: कार्ड जो कठिनाई दिखाता है वह अब भी है, भले ही अब वह अधिक भीतरी हो और उस पर काम करना आसान हो।',
  },
};

/** Questions a card must not answer alone. */
export type QuestionCaution = 'crisis' | 'health' | 'legal';

/** Lower case, Devanagari nukta letters folded to their plain forms, spaces collapsed. */
function normalise(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

const CRISIS: readonly RegExp[] = [
  /\bsuicid/,
  /\bkill (my ?self|me)\b/,
  /\bend (my|it all|my life)\b/,
  /\b(want|wanna|going) to die\b/,
  /\bself ?harm/,
  /\bhurt(ing)? my ?self\b/,
  /\b(no|not worth) (reason to )?liv(e|ing)\b/,
  /\bmar (jaun|jau|jana)\b/,
  /\bjaan de\b/,
  /आत्महत्या|आत्म हत्या|ख़ुदकुशी|जान दे|जान ले|मरना चाह|मर जा(ऊ|उ)|जीना नहीं|जीने का मन नहीं|ख़ुद को नुकसान|ख़ुद को ख़त्म/,
];
const HEALTH: readonly RegExp[] = [
  /\b(health|ill|illness|sick|disease|cancer|tumou?r|surgery|operation|hospital|doctor|medicine|medication|treatment|pregnan\w*|miscarriage|ivf|diagnos\w*|therapy|depress\w*|anxiety|covid|diabetes|heart attack|recover\w*|cure\w*|heal\w*)\b/,
  /स्वास्थ्य|सेहत|बीमार|रोग|कैंसर|ऑपरेशन|सर्जरी|अस्पताल|डॉक्टर|दवा|इलाज|गर्भ|प्रेगनेंसी|ठीक हो/,
];
const LEGAL: readonly RegExp[] = [
  /\b(court|case|lawsuit|lawyer|advocate|legal|police|fir|arrest\w*|bail|jail|prison|divorce|custody|verdict|hearing|litigation|property dispute|visa|immigration)\b/,
  /अदालत|कोर्ट|मुकदमा|केस|वकील|क़ानूनी|पुलिस|एफआईआर|गिरफ्तार|जमानत|जेल|तलाक|हिरासत|फ़ैसला|सुनवाई/,
];

/**
 * Whether a question needs a caution with its card: crisis (thoughts of suicide or self-harm)
 * first, then health, then legal matters. Broad on purpose: a false match only adds advice.
 */
export function questionCaution(question: string): QuestionCaution | null {
  const t = normalise(question);
  if (CRISIS.some((re) => re.test(t))) return 'crisis';
  if (HEALTH.some((re) => re.test(t))) return 'health';
  if (LEGAL.some((re) => re.test(t))) return 'legal';
  return null;
}

/** The caution shown with the card for each kind of question. */
export const QUESTION_CAUTIONS: Readonly<Record<QuestionCaution, Bilingual>> = {
  crisis: {
    en: 'If you are thinking of ending your life or hurting yourself, please do not rely on a card. Call Tele-MANAS on 14416 (free, at any hour, in many Indian languages) or go to the nearest hospital, and tell someone you trust now. You do not have to go through this alone.',
    hi: 'अगर आपके मन में अपनी जान लेने या ख़ुद को नुकसान पहुँचाने के विचार आ रहे हैं, तो किसी कार्ड के भरोसे न रहें। टेली-मानस को 14416 पर कॉल करें (मुफ़्त, किसी भी समय, कई भारतीय भाषाओं में) या नज़दीकी अस्पताल जाएँ, और अभी किसी भरोसेमंद व्यक्ति को बताएँ। आपको यह अकेले नहीं सहना है।',
  },
  health: {
    en: 'A tarot card cannot diagnose, predict or treat an illness, and its answer is no reason to start, stop or delay any treatment. For a question about health, please speak to a qualified doctor.',
    hi: 'टैरो कार्ड किसी बीमारी की पहचान, भविष्यवाणी या इलाज नहीं कर सकता, और उसका उत्तर कोई इलाज शुरू करने, रोकने या टालने का कारण नहीं है। स्वास्थ्य से जुड़े सवाल के लिए कृपया किसी योग्य डॉक्टर से बात करें।',
  },
  legal: {
    en: 'A tarot card cannot tell how a case, a police matter or a legal dispute will end, and its answer is no reason to skip a hearing or a deadline. For a legal question, please speak to a lawyer; free legal aid is available through your District Legal Services Authority.',
    hi: 'टैरो कार्ड यह नहीं बता सकता कि कोई मुक़दमा, पुलिस का मामला या क़ानूनी विवाद कैसे ख़त्म होगा, और उसका उत्तर किसी सुनवाई या समय-सीमा को छोड़ने का कारण नहीं है। क़ानूनी सवाल के लिए कृपया किसी वकील से बात करें; ज़िला विधिक सेवा प्राधिकरण से मुफ़्त क़ानूनी सहायता भी मिल सकती है।',
  },
};
