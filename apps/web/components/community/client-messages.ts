import { catalogues } from '@/messages';

/** The community texts the client widgets need (everything but the admin console's). */
export function communityClientMessages(locale: 'en' | 'hi') {
  const { admin: _admin, ...rest } = catalogues[locale].community;
  return { community: rest };
}
