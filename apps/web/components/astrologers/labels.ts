import type { AstrologerCardData } from '@drishti/contracts/astrologers';
import type { Locale } from '@drishti/content/types';

/**
 * The API sends skills, languages and specializations as codes ("kp-astrology", "tamil",
 * "name-correction"); pages show them in the page's language from the catalogue. A code the
 * catalogue does not know yet is shown as words rather than hidden.
 */

/** "face-reading" → "face reading". */
export const humanise = (code: string) => code.replace(/[-_]+/g, ' ').trim();

export function codeLabel(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code]! : humanise(code);
}

/** Several codes as one list in the page's language: "Tarot, KP Astrology". */
export function codeList(labels: Readonly<Record<string, string>>, codes: readonly string[], separator = ', '): string {
  return codes.map((c) => codeLabel(labels, c)).join(separator);
}

export type LiveChannel = 'chat' | 'voice' | 'video';

/** The channels an astrologer is live on now; any of them shows the green dot. */
export function liveChannels(a: Pick<AstrologerCardData, 'sessionsStatus'>): LiveChannel[] {
  const out: LiveChannel[] = [];
  if (a.sessionsStatus.isChatLive) out.push('chat');
  if (a.sessionsStatus.isVoiceLive) out.push('voice');
  if (a.sessionsStatus.isVideoLive) out.push('video');
  return out;
}

export const displayName = (a: { name: string; nameHi: string }, locale: Locale) =>
  locale === 'hi' ? a.nameHi || a.name : a.name;
