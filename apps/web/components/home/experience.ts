/** The most years of experience an astrologer can state (the registration form's limit). */
export const MAX_EXPERIENCE_YEARS = 70;

/**
 * "1 year", "11 years" for every length of experience the cards may show, from the catalogue's
 * plural message (`home.astrologers.experience`), formatted on the server so that the carousel's
 * JavaScript carries no message formatter. Years beyond the limit that `seen` cards state are
 * included too.
 */
export function experienceLabels(
  format: (years: number) => string,
  seen: readonly { experienceYears: number }[] = [],
): Record<number, string> {
  const years = new Set(Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, y) => y));
  for (const card of seen)
    if (Number.isInteger(card.experienceYears) && card.experienceYears >= 0) years.add(card.experienceYears);
  return Object.fromEntries([...years].map((y) => [y, format(y)]));
}
