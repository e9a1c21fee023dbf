import { hasLocale } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

/**
 * The correctly spelled alias of the spec's /pythagoren-numerology-calculator (product decision 2:
 * the spec's paths are a contract, a correct spelling may be added): a permanent redirect that
 * keeps the language (/hi stays /hi) and the query string.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const target = getPathname({
    href: '/pythagoren-numerology-calculator',
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
  });
  const { search } = new URL(request.url);
  return new Response(null, { status: 308, headers: { Location: `${target}${search}` } });
}
