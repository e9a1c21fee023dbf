/**
 * Where to go after signing in. Only paths on this site are followed: anything that could lead
 * elsewhere (`//host`, `/\host`, `https:`, control characters) or to the API falls back to the
 * wallet in the page's language.
 */
export function defaultNextPath(locale: string): string {
  return locale === 'hi' ? '/hi/wallet' : '/wallet';
}

export function safeNextPath(raw: unknown, locale: string): string {
  const fallback = defaultNextPath(locale);
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.length === 0 || value.length > 300) return fallback;
  // One leading slash, then not another slash or backslash: a path, never a protocol-relative URL.
  if (!/^\/(?![/\\])/.test(value)) return fallback;
  // Backslashes, whitespace and control characters are rewritten by browsers in surprising ways.
  if (/[\\\s]/.test(value) || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://same.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same.invalid') return fallback;
  const path = url.pathname;
  if (/^\/(api|_next|ws)(\/|$)/.test(path)) return fallback;
  // Back to the sign-in page would be a loop.
  if (/^(\/hi)?\/login(\/|$)/.test(path)) return fallback;
  return `${path}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a fresh sign-in lands: the page the person came from (`next`, already made safe); without
 * one, or from the home page, astrologers go to their dashboard and admins to the console, everyone
 * else to the wallet.
 */
export function landingAfterSignIn(next: string | null, role: 'user' | 'astrologer' | 'admin', locale: string): string {
  const prefix = locale === 'hi' ? '/hi' : '';
  const home = next === null || next === '/' || next === '/hi';
  if (home && role === 'astrologer') return `${prefix}/astrologer/dashboard`;
  if (home && role === 'admin') return `${prefix}/admin`;
  return next ?? defaultNextPath(locale);
}
