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
  // The build does not type-check again: `npm run typecheck` (a stage of `npm test`) checks this
  // project with the rest of the workspace.
  typescript: { tsconfigPath: 'tsconfig.json', ignoreBuildErrors: true },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
