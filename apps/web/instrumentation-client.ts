// Runs before the app's modules on the client. Zod compiles object parsers with `new Function`
// unless told not to, and probes for it even then: under the site's Content-Security-Policy (no
// 'unsafe-eval', docs/CSP.md) the probe is refused and reported as a violation. Parsing works the
// same without it. Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object
// already there, so `jitless` is set without importing zod into pages that never use it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
