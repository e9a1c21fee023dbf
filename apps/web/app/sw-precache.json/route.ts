import { precacheList } from '@/lib/offline-tools';

export const dynamic = 'force-static';

/** /sw-precache.json: what the service worker (public/sw.js) stores when it installs. */
export function GET() {
  return Response.json(precacheList(), { headers: { 'cache-control': 'no-cache' } });
}
