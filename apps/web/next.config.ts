import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const here = dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Workspace packages ship TypeScript sources.
  transpilePackages: ['@drishti/content', '@drishti/contracts', '@drishti/engine', '@drishti/readings'],
  turbopack: { root: resolve(here, '../..') },
  outputFileTracingRoot: resolve(here, '../..'),
  typescript: { tsconfigPath: 'tsconfig.json' },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
