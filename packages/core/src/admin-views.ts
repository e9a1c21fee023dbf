/** What the admin console is answered: applications as listed and in detail, and the user search. */
import type { Db } from '@drishti/db/connection';
import type { ApplicationWithUser } from '@drishti/db/repositories/applications';
import { usersRepository } from '@drishti/db/repositories/users';
import type { ApplicationDetail } from './admin';
import { DomainError } from './errors';

/** An application as the admins' list shows it. */
export const applicationSummary = (a: ApplicationWithUser) => ({
  id: a.id,
  userId: a.userId,
  name: a.name,
  gender: a.gender,
  dateOfBirth: a.dateOfBirth,
  languages: a.languages,
  skills: a.skills,
  experienceYears: a.experienceYears,
  bio: a.bio,
  expectedPrice: a.expectedPrice,
  status: a.status,
  rejectionReason: a.rejectionReason,
  createdAt: a.createdAt.toISOString(),
});

/** An application with its interview rounds and files. */
export const applicationDetail = (a: ApplicationDetail) => ({
  ...applicationSummary(a),
  interviews: a.interviews.map((i) => ({
    round: i.round,
    scheduledAt: i.scheduledAt.toISOString(),
    interviewer: i.interviewer,
    result: i.result,
    notes: i.notes,
    recordedAt: i.recordedAt?.toISOString() ?? null,
  })),
  files: a.files.map((f) => ({ kind: f.kind, contentType: f.contentType, size: f.size })),
  passed: a.passed,
});

/** Finding users for the admins, with their wallet balances. */
export function adminUsersService({
  db,
  balance,
}: {
  db: Db;
  balance: (userId: string) => Promise<{ coins: number }>;
}) {
  const users = usersRepository(db);
  return {
    /** Throws not-found unless the user exists. */
    async mustExist(userId: string): Promise<void> {
      if (!(await users.findById(userId)))
        throw new DomainError('not-found', 'No such user.', { code: 'no-such-user' });
    },
    /** Users, newest first; by phone or name. */
    async search(text: string | undefined) {
      const found = await users.search({ text });
      const balances = await Promise.all(found.map((u) => balance(u.id)));
      return found.map((u, i) => ({
        id: u.id,
        phone: u.phone,
        name: u.name,
        role: u.role,
        createdAt: u.createdAt.toISOString(),
        coins: balances[i]!.coins,
      }));
    },
  };
}
