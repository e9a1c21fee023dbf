import { NextResponse } from 'next/server';
import { currentUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/**
 * Whether this browser is signed in, for the header's account entry. Always 200 (a 401 from
 * /api/auth/me would show as a console error on every page for signed-out visitors), never cached.
 */
export async function GET() {
  const user = await currentUser();
  return NextResponse.json(user ? { signedIn: true, role: user.role } : { signedIn: false }, {
    headers: { 'cache-control': 'private, no-store' },
  });
}
