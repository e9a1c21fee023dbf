import type { Bilingual } from './types';

/** One outlet in the home page's "Media Presence" carousel. Links open in a new tab. */
export interface PressLink {
  key: string;
  name: Bilingual;
  /** The outlet's home page. */
  url: string;
  /** Logo image; the carousel hides a logo that fails to load. */
  logo: string;
}

const press = (key: string, en: string, hi: string, url: string): PressLink => ({
  key,
  name: { en, hi },
  url,
  logo: `/press/${key}.svg`,
});

/** The 8 press links, in the order the carousel shows them. */
export const pressLinks: readonly PressLink[] = [
  press('abp-live', 'ABP Live', 'एबीपी लाइव', 'https://www.abplive.com/'),
  press('ani-news', 'ANI News', 'एएनआई न्यूज़', 'https://www.aninews.in/'),
  press('pti', 'Press Trust of India', 'प्रेस ट्रस्ट ऑफ़ इंडिया', 'https://www.ptinews.com/'),
  press('dailyhunt', 'Daily Hunt', 'डेलीहंट', 'https://www.dailyhunt.in/'),
  press('news-nation', 'News Nation', 'न्यूज़ नेशन', 'https://www.newsnationtv.com/'),
  press('first-india', 'First India', 'फ़र्स्ट इंडिया', 'https://firstindia.co.in/'),
  press('the-print', 'The Print', 'द प्रिंट', 'https://theprint.in/'),
  press('the-wire', 'The Wire', 'द वायर', 'https://thewire.in/'),
];
