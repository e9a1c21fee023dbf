import type { Db } from '@drishti/db/connection';
import { type Application, type ApplicationInput, applicationsRepository } from '@drishti/db/repositories/applications';
import { DomainError } from './errors';

/** Astrologer applications: one per verified phone; details can change until review begins. */
export function applicationsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = applicationsRepository(db);
  return {
    status: (userId: string): Promise<Application | null> => repo.forUser(userId),
    async submit(userId: string, input: ApplicationInput): Promise<Application> {
      const age = (now().getTime() - Date.parse(`${input.dateOfBirth}T00:00:00Z`)) / (365.2425 * 86_400_000);
      if (!(age >= 18 && age <= 100)) {
        throw new DomainError('invalid', 'Applicants must be at least 18 years old.', {
          code: 'applicant-under-18',
          fields: [{ field: 'dateOfBirth', message: 'Applicants must be at least 18 years old.' }],
        });
      }
      const existing = await repo.forUser(userId);
      if (existing && existing.status !== 'submitted') {
        throw new DomainError('conflict', 'Your application is already under review and can no longer be changed.', {
          code: 'application-under-review',
        });
      }
      return repo.submit(userId, input);
    },
  };
}
