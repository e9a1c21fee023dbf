import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@drishti/db/connection';
import { sessionsRepository } from '@drishti/db/repositories/sessions';
import { type User, usersRepository } from '@drishti/db/repositories/users';

/** Sessions last at most 30 days: then the user signs in again. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'drishti_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const sessions = sessionsRepository(db);
  const users = usersRepository(db);
  return {
    /** A new opaque 256-bit token; only its hash is stored. */
    async create(userId: string, meta: { userAgent?: string | null; ip?: string | null } = {}) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SESSION_TTL_SECONDS * 1000);
      await sessions.create({ tokenHash: hashToken(token), userId, expiresAt, ...meta });
      return { token, expiresAt };
    },
    /** The signed-in user for a token, or null. */
    async authenticate(token: string | undefined): Promise<User | null> {
      if (!token || token.length > 200) return null;
      const s = await sessions.findLive(hashToken(token), now());
      if (!s) return null;
      return users.findById(s.userId);
    },
    async end(token: string | undefined): Promise<void> {
      if (token) await sessions.delete(hashToken(token));
    },
    async endAll(userId: string): Promise<void> {
      await sessions.deleteForUser(userId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
