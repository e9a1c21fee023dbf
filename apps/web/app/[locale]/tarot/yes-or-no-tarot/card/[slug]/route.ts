import { TAROT_SLUGS, tarotCard } from '@drishti/content/tarot';
import { routing } from '@/i18n/routing';

/**
 * One tarot card's texts as JSON, for the yes/no reading: the card is drawn in the browser, which
 * then reads only that card rather than the whole 78-card catalogue. Built once per card.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => TAROT_SLUGS.map((slug) => ({ locale, slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { slug } = await params;
  const card = tarotCard(slug);
  if (!card) return Response.json({ success: false, data: null, message: 'Not found' }, { status: 404 });
  return Response.json(card, { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
