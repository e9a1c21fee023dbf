import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { loginHref } from '@/lib/session';
import { FollowButton } from './follow-button';

/**
 * The follow button of an astrologer, labelled in the page's language; `next` is where sign-in
 * returns to. The follower count's ICU message goes to the button, which formats it as it changes.
 */
export async function Follow({ slug, locale, next }: { slug: string; locale: 'en' | 'hi'; next: string }) {
  const t = await getTranslations({ locale, namespace: 'astrologers.follow' });
  return (
    <NextIntlClientProvider messages={{ astrologers: { follow: { followers: t.raw('followers') as string } } }}>
      <FollowButton
        slug={slug}
        lang={locale}
        loginHref={loginHref(locale, next)}
        labels={{ follow: t('follow'), following: t('following') }}
      />
    </NextIntlClientProvider>
  );
}
