// The entry the build bundles (scripts/lib/islands-build.mjs); what it does is in runtime.ts.
// The browser's install offer comes once, early, on any page: it is caught here, before any island
// or React component asks for it (components/pwa/install-prompt.ts).
import '@/components/pwa/install-prompt';
import { startIslands } from './runtime';

const start = () => void startIslands();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
