import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

/** /robots.txt: pages are open to crawlers; the API, the socket and account areas are not. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/ws',
          ...[
            '/wallet',
            '/bookings',
            '/login',
            '/admin',
            '/astrologer/dashboard',
            '/consultation',
            '/consultations',
            '/account',
            '/support',
            '/reminders',
            '/notifications',
          ].flatMap((p) => [p, `/hi${p}`]),
        ],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
