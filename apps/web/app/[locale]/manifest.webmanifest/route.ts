import { manifestResponse, webManifest } from '@/lib/web-manifest';
import { catalogues } from '@/messages';

export const dynamic = 'force-static';
// English has its manifest at /manifest.webmanifest; only /hi/manifest.webmanifest is served here.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'hi' }];
}

/** /hi/manifest.webmanifest: the Hindi app. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (locale !== 'hi') return new Response('Not found', { status: 404 });
  return manifestResponse(webManifest('hi', catalogues.hi));
}
