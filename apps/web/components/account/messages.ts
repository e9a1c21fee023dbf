import { catalogues, type Messages } from '../../messages';

export type AccountGroup = keyof Messages['account'];

/**
 * The part of the account catalogue a client component reads, for a NextIntlClientProvider around
 * it (the layout gives client components no catalogue, to keep pages light).
 */
export function accountMessages(locale: string, groups: readonly AccountGroup[]) {
  const account = catalogues[locale === 'hi' ? 'hi' : 'en'].account;
  return { account: Object.fromEntries(groups.map((g) => [g, account[g]])) };
}
