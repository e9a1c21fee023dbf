import type { User } from '@drishti/core/views';
import { SESSION_COOKIE } from '@drishti/core/auth/sessions';
import { DomainError } from '@drishti/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (resolved from the session cookie), or null. */
    currentUser(): Promise<User | null>;
  }
}

const userCache = Symbol('user');

/** Resolves the session cookie lazily (once per request) and offers role guards. */
export const authPlugin = fp<{ ctx: ApiContext }>(async (app: FastifyInstance, { ctx }) => {
  app.decorateRequest('currentUser', function (this: FastifyRequest & { [userCache]?: Promise<User | null> }) {
    this[userCache] ??= ctx.services.sessions.authenticate(this.cookies[SESSION_COOKIE]);
    return this[userCache];
  });
});

/** Did this request look at its session (so its answer may depend on who asked)? */
export function sessionConsulted(request: FastifyRequest): boolean {
  return (request as FastifyRequest & { [userCache]?: unknown })[userCache] !== undefined;
}

type Role = User['role'];

/** preValidation hook: the caller must be signed in (and have one of the roles, when given). */
export function requireUser(...roles: Role[]) {
  // Typed structurally so that it fits routes of any schema (their requests are all FastifyRequests).
  return async (request: { currentUser(): Promise<User | null> }) => {
    const user = await request.currentUser();
    if (!user) throw new DomainError('unauthenticated', 'Please sign in to continue.', { code: 'unauthenticated' });
    if (roles.length > 0 && !roles.includes(user.role)) {
      throw new DomainError('forbidden', 'You do not have access to this.', { code: 'forbidden' });
    }
  };
}

export function sessionCookieOptions(ctx: ApiContext, expiresAt: Date) {
  return {
    httpOnly: true,
    secure: ctx.env.publicUrl.startsWith('https://'),
    sameSite: 'lax' as const,
    path: '/',
    expires: expiresAt,
  };
}
