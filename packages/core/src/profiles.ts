import type { Db } from '@drishti/db/connection';
import {
  type BirthProfile,
  birthProfilesRepository,
  type NewBirthProfile,
} from '@drishti/db/repositories/birth-profiles';
import { DomainError } from './errors';

/** At most this many saved profiles per account (self and family). */
export const MAX_PROFILES = 50;

export function profilesService({ db }: { db: Db }) {
  const repo = birthProfilesRepository(db);
  const notFound = () =>
    new DomainError('not-found', 'No saved kundali with this id.', { code: 'no-such-saved-kundali' });
  return {
    list: (userId: string) => repo.list(userId),
    async get(userId: string, id: string): Promise<BirthProfile> {
      return (await repo.get(userId, id)) ?? Promise.reject(notFound());
    },
    async create(userId: string, p: NewBirthProfile): Promise<BirthProfile> {
      if ((await repo.count(userId)) >= MAX_PROFILES) {
        throw new DomainError(
          'conflict',
          `You can keep up to ${MAX_PROFILES} saved kundalis. Delete one to add another.`,
          { code: 'saved-kundalis-limit', values: { n: MAX_PROFILES } },
        );
      }
      return repo.create(userId, p);
    },
    async update(userId: string, id: string, patch: Partial<NewBirthProfile>): Promise<BirthProfile> {
      return (await repo.update(userId, id, patch)) ?? Promise.reject(notFound());
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound();
    },
  };
}
