/**
 * The fixed list of gifts a viewer can send in a live event (docs/LIVE.md). Prices are whole coins
 * (1 coin = ₹1); the astrologer earns the price minus the platform's commission, as for consultations.
 */
export interface LiveGift {
  id: string;
  en: string;
  hi: string;
  coins: number;
}

export const LIVE_GIFTS = [
  { id: 'diya', en: 'Diya', hi: 'दीया', coins: 11 },
  { id: 'lotus', en: 'Lotus', hi: 'कमल', coins: 21 },
  { id: 'garland', en: 'Garland', hi: 'माला', coins: 51 },
  { id: 'conch', en: 'Conch', hi: 'शंख', coins: 101 },
  { id: 'kalash', en: 'Kalash', hi: 'कलश', coins: 251 },
] as const satisfies readonly LiveGift[];

export type LiveGiftId = (typeof LIVE_GIFTS)[number]['id'];

export const LIVE_GIFT_IDS = LIVE_GIFTS.map((g) => g.id) as [LiveGiftId, ...LiveGiftId[]];

export function liveGift(id: string): LiveGift | null {
  return LIVE_GIFTS.find((g) => g.id === id) ?? null;
}
