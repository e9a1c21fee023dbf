import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@drishti/db/connection';
import { sessionsRepository } from '@drishti/db/repositories/sessions';
import { type User, usersRepository } from '@drishti/db/repositories/users';
import { deviceFromUserAgent } from './user-agent';

/** Sessions last at most 30 days: then the user signs in again. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'drishti_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The id a session is shown and ended by: derived from the stored hash, so it reveals neither. */
const publicId = (tokenHash: string) => createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 32);
/** Last-seen times are written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function sessionService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const sessions = sessionsRepository(db);
  const users = usersRepository(db);
  return {
    /** A new opaque 256-bit token; only its hash is stored. */
    async create(userId: string, meta: { userAgent?: string | null; ip?: string | null } = {}) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + SESSION_TTL_SECONDS * 1000);
      await sessions.create({ tokenHash: hashToken(token), userId, expiresAt, createdAt, ...meta });
      return { token, expiresAt };
    },
    /** The signed-in user for a token, or null. */
    async authenticate(token: string | undefined): Promise<User | null> {
      if (!token || token.length > 200) return null;
      const at = now();
      const s = await sessions.findLive(hashToken(token), at);
      if (!s) return null;
      if (at.getTime() - s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await sessions.touch(s.tokenHash, at);
      return users.findById(s.userId);
    },
    /** The user's live sessions: device, sign-in and last-seen times, and which one is `token`'s. */
    async list(userId: string, token: string | undefined) {
      const current = token ? hashToken(token) : null;
      const rows = await sessions.listLive(userId, now());
      return rows.map((r) => ({
        id: publicId(r.tokenHash),
        ...deviceFromUserAgent(r.userAgent),
        signedInAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.tokenHash === current,
      }));
    },
    /** Ends one of the user's sessions by its public id; says whether it was `token`'s own. */
    async endById(userId: string, id: string, token: string | undefined): Promise<{ ended: boolean; own: boolean }> {
      const match = (await sessions.listLive(userId, now())).find((r) => publicId(r.tokenHash) === id);
      if (!match) return { ended: false, own: false };
      const ended = await sessions.deleteOwn(userId, match.tokenHash);
      return { ended, own: token !== undefined && hashToken(token) === match.tokenHash };
    },
    async end(token: string | undefined): Promise<void> {
      if (token) await sessions.delete(hashToken(token));
    },
    /** Ends every session of the user (sign out everywhere); returns how many. */
    async endAll(userId: string): Promise<number> {
      return sessions.deleteForUser(userId);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
