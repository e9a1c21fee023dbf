import { catalogues, type Messages } from '../../messages';

export type AccountGroup = keyof Messages['account'];

/**
 * The part of the account catalogue a client component reads, for a NextIntlClientProvider around
 * it (the layout gives client components no catalogue, to keep pages light). The booking list
 * also rates completed consultations, so asking for `bookings` brings the `reviews` namespace.
 */
export function accountMessages(locale: string, groups: readonly AccountGroup[]) {
  const catalogue = catalogues[locale === 'hi' ? 'hi' : 'en'];
  const account = Object.fromEntries(groups.map((g) => [g, catalogue.account[g]]));
  return groups.includes('bookings') ? { account, reviews: catalogue.reviews } : { account };
}
