import { manifestResponse, webManifest } from '@/lib/web-manifest';
import { catalogues } from '@/messages';

export const dynamic = 'force-static';

/** /manifest.webmanifest: the English app (the Hindi one is /hi/manifest.webmanifest). */
export function GET() {
  return manifestResponse(webManifest('en', catalogues.en));
}
