import { catalogues, type Messages } from '@/messages';

export type ConsultGroup = keyof Messages['consult'];

/**
 * The part of the `consult` catalogue a page's client components read, for a
 * NextIntlClientProvider around them (the layout gives client components no catalogue).
 */
export function consultMessages(locale: string, groups: readonly ConsultGroup[]) {
  const all = catalogues[locale === 'hi' ? 'hi' : 'en'].consult;
  return { consult: Object.fromEntries(groups.map((g) => [g, all[g]])) };
}
