import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything except the API (/api, /api/...), the socket (/ws), Next's own files and files with an extension.
  matcher: ['/((?!api/|api$|ws$|_next/|_vercel/|.*\\..*).*)'],
};
