import { type BirthValue, birthToQuery } from '@/components/birth-form/types';
import { everyIslandFile } from '@/components/panchang/island-files';
import { precacheList } from '@/lib/offline-tools';
import { localePath } from '@/lib/site-url';

export const dynamic = 'force-static';

/**
 * The birth the kundali page is precached for. Offline, the service worker answers a kundali
 * asked for any birth with a copy of the page rendered for another birth, which computes the
 * asked one on the device (public/sw.js, storedPage); this copy makes that work in an app that
 * never showed a kundali online. The form page alone (/kundali) is served without React, so it
 * cannot stand in for it.
 */
const PRECACHED_BIRTH: BirthValue = {
  name: 'Drishti',
  gender: 'female',
  year: 2000,
  month: 1,
  day: 1,
  hour: 12,
  minute: 0,
  place: { name: 'New Delhi', label: 'New Delhi, Delhi, India', lat: 28.63576, lon: 77.22445, timezone: 'Asia/Kolkata' },
};

/** /sw-precache.json: what the service worker (public/sw.js) stores when it installs. */
export function GET() {
  const list = precacheList();
  const locales = ['en', 'hi'] as const;
  return Response.json(
    {
      ...list,
      files: [...list.files, ...everyIslandFile()],
      pages: [...list.pages, ...locales.map((locale) => localePath('/kundali', locale))],
      // Stored with every chunk their scripts may load: the tabs and the engine that computes offline.
      apps: locales.map((locale) => `${localePath('/kundali', locale)}?${birthToQuery(PRECACHED_BIRTH)}`),
    },
    { headers: { 'cache-control': 'no-cache' } },
  );
}
