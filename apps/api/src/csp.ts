import { createHash, randomBytes } from 'node:crypto';

/**
 * Content-Security-Policy builders (design: docs/CSP.md).
 *
 * - Pages: scripts from our own origin plus exactly the inline scripts Next wrote — by SHA-256
 *   hash on cacheable (static and revalidated) pages, by a per-request nonce on pages rendered per
 *   request. Never 'unsafe-inline' for scripts outside development.
 * - Paying pages (wallet, booking) may also load Razorpay's checkout and show its frames, only when
 *   Razorpay keys are configured; they may frame our own sandbox checkout.
 * - JSON and other non-HTML API answers allow nothing; HTML pages served under /api get a narrow
 *   policy of their own that lets our own pages frame them.
 */

/**
 * Where browsers post violation reports (`report-uri`). The endpoint also takes the Reporting API's
 * form, but policies name no `report-to` group: a browser that sees one ignores `report-uri`, and
 * Chromium delays Reporting API uploads by up to a minute or drops them (docs/CSP.md).
 */
export const CSP_REPORT_PATH = '/api/csp-report';
/** Razorpay Standard Checkout: its script and the frames it opens. */
export const RAZORPAY_SCRIPT_ORIGIN = 'https://checkout.razorpay.com';
export const RAZORPAY_FRAME_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'] as const;

export type Directives = Record<string, readonly string[]>;

/** `name value…; name value…` in the order given; a directive with no values is written bare. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

const reporting: Directives = { 'report-uri': [CSP_REPORT_PATH] };

/** JSON, JavaScript and every other non-HTML answer of the API: a document loaded from it may do nothing. */
export const API_POLICY = serializePolicy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * HTML pages served under /api (the sandbox checkout standing alone): no script of any kind
 * inline, its own inline styles, forms posting back to us, and no framing. The framed checkout (the
 * overlay of the sandbox's checkout.js) sets its own policy with `frame-ancestors 'self'`.
 */
export function apiHtmlPolicy(publicUrl: string): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...reporting,
    ...(publicUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

export interface PagePolicyOptions {
  publicUrl: string;
  /** Next's development server: it evaluates code and injects inline scripts of its own. */
  dev: boolean;
  /** The inline scripts allowed: a per-request nonce, hashes of the served HTML, or both. */
  nonce?: string;
  hashes?: readonly string[];
  /** A page that takes payments (see isPayingPage). */
  paying: boolean;
  /** Razorpay keys are configured (otherwise the sandbox gateway, on our own origin, is used). */
  razorpay: boolean;
}

/** The policy of a page of the web app (and of the other files Next serves, with no inline scripts). */
export function pagePolicy(o: PagePolicyOptions): string {
  const secure = o.publicUrl.startsWith('https://');
  const wsOrigin = new URL(o.publicUrl).origin.replace(/^http/, 'ws');
  const gateway = o.paying && o.razorpay;
  const scripts = o.dev
    ? // Next's dev server injects inline scripts without nonces and evaluates code (React's debug stacks).
      ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...(o.nonce ? [`'nonce-${o.nonce}'`] : []), ...(o.hashes ?? []).map((h) => `'${h}'`)];
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': [...scripts, ...(gateway ? [RAZORPAY_SCRIPT_ORIGIN] : [])],
    // Inline style attributes and Next's inline font styles stay allowed (they cannot run code).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", wsOrigin, ...(o.dev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    // Only paying pages show frames: our sandbox checkout, or Razorpay's.
    'frame-src': o.paying ? ["'self'", ...(gateway ? RAZORPAY_FRAME_ORIGINS : [])] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...reporting,
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** The wallet and the booking pages, in English (no prefix, or /en) and Hindi (/hi). */
const PAYING_PAGE = /^\/(?:(?:en|hi)\/)?(?:wallet|online-astrologer\/[^/?#]+\/book)\/?$/;

/** Whether a request path (with or without its query) is a page that opens the payment checkout. */
export function isPayingPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return PAYING_PAGE.test(path);
}

/** A fresh nonce: 128 random bits, base64 (the characters Next's nonce parser accepts). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTR = /(?:^|\s)src\s*=/i;
const TYPE_ATTR = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * Types whose inline text script-src governs: classic JavaScript (an empty or missing type),
 * modules, import maps and speculation rules.
 */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'importmap',
  'speculationrules',
]);

/**
 * 'sha256-…' sources for every inline script a browser would run in this HTML, in order, without
 * repeats. External scripts (`src`) are allowed by origin; data blocks such as JSON-LD
 * (`type="application/ld+json"`) never run and need no hash. The hash covers the script's text
 * exactly as written, UTF-8 encoded, which is what browsers hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (SRC_ATTR.test(attributes)) continue;
    const type = TYPE_ATTR.exec(attributes);
    const typeValue = (type ? (type[1] ?? type[2] ?? type[3] ?? '') : '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(typeValue)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
