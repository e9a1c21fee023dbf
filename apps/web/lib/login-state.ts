/**
 * `/login/state`: whether this browser is signed in, its role and, when signed in, the number of
 * unread notifications. The route always answers 200, so asking it never logs a failed request,
 * signed in or not (a 401 from the API would).
 */
export interface LoginState {
  signedIn: boolean;
  role?: string;
  unread?: number;
}

/**
 * Asks `/login/state` from the browser. Null when it cannot be told (offline, a broken answer):
 * each caller decides what that means for it. Never throws.
 */
export async function fetchLoginState(): Promise<LoginState | null> {
  try {
    const res = await fetch('/login/state', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return null;
    const json = (await res.json()) as { signedIn?: unknown; role?: unknown; unread?: unknown };
    if (typeof json?.signedIn !== 'boolean') return null;
    return {
      signedIn: json.signedIn,
      ...(typeof json.role === 'string' ? { role: json.role } : {}),
      ...(typeof json.unread === 'number' ? { unread: json.unread } : {}),
    };
  } catch {
    return null;
  }
}
