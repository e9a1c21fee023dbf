#!/usr/bin/env node
// `npm run build`: builds the web app (next build), whether or not the last build is fresh.
// `npm start` and `npm test` build it themselves when it is missing or stale.
import { ensureWebBuild } from './lib/web-build.mjs';

process.exit(ensureWebBuild({ force: true }) ? 0 : 1);
