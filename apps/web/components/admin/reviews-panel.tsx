import { NextIntlClientProvider } from 'next-intl';
import { catalogues } from '@/messages';
import type { Lang } from './format';
import { ReviewModeration } from './review-moderation';

/**
 * The admin console's Reviews tab. A server component: it hands the moderation list the
 * `reviews` texts and the console's error texts, which the console's own provider does not carry.
 */
export function ReviewsPanel({ lang }: { lang: Lang }) {
  const m = catalogues[lang];
  return (
    <NextIntlClientProvider
      messages={{ admin: { errors: m.admin.errors, common: m.admin.common }, reviews: m.reviews }}
    >
      <ReviewModeration lang={lang} />
    </NextIntlClientProvider>
  );
}
