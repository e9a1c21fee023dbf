import { z } from 'zod';

// Runs before the app's modules on the client. Zod compiles object parsers with `new Function`
// unless told not to, and probes for it even then: under the site's Content-Security-Policy (no
// 'unsafe-eval', docs/CSP.md) the probe is refused and reported as a violation. Parsing works the
// same without it.
z.config({ jitless: true });
