// The entry the build bundles (scripts/lib/islands-build.mjs); what it does is in runtime.ts.
import { startIslands } from './runtime';

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startIslands, { once: true });
else startIslands();
