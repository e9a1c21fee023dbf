import { catalogues, type Messages } from '@/messages';

export type ConsultGroup = keyof Messages['consult'];

/**
 * The part of the `consult` catalogue a page's client components read, for a
 * NextIntlClientProvider around them (the layout gives client components no catalogue).
 */
export function consultMessages(locale: string, groups: readonly ConsultGroup[]) {
  const m = catalogues[locale === 'hi' ? 'hi' : 'en'];
  const all = m.consult;
  const consult = Object.fromEntries(groups.map((g) => [g, all[g]]));
  // The refund confirmation links to the support ticket the request opened.
  return groups.includes('refund') ? { consult, support: { refundLink: m.support.refundLink } } : { consult };
}
