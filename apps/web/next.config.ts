import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const here = dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Cached pages say `s-maxage=<their revalidate>, stale-while-revalidate=<expireTime − revalidate>`:
  // a CDN or nginx may serve a page at most a day past its revalidation while it fetches the new
  // one (the home page, renewed every minute: 86,400 s; an hourly horoscope: 82,860 s; a page
  // renewed daily: 60 s), never a year (docs/PERFORMANCE.md).
  expireTime: 86_460,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@drishti/content', '@drishti/contracts', '@drishti/engine', '@drishti/readings'],
  turbopack: { root: resolve(here, '../..') },
  outputFileTracingRoot: resolve(here, '../..'),
  // The build does not type-check again: `npm run typecheck` (a stage of `npm test`) checks this
  // project with the rest of the workspace.
  typescript: { tsconfigPath: 'tsconfig.json', ignoreBuildErrors: true },
  // The CSS of a page comes in its HTML (<style>) instead of render-blocking files: one round trip
  // less before the first paint on mobile data (docs/PERFORMANCE.md, "Fonts"). CSP allows inline styles.
  // With the CSS inline a separate piece costs no request: group it so that a page carries little
  // more than the styles its own components import (the default merged the styles of most
  // components, admin and community included, into one 122 KB chunk on every page).
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 4000 } },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
