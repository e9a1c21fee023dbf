/** Records as the API answers them: dates as ISO strings, only the fields a caller may see. */
import type { Application } from '@drishti/db/repositories/applications';
import type { BirthProfile } from '@drishti/db/repositories/birth-profiles';
import type { User } from '@drishti/db/repositories/users';

export type { User } from '@drishti/db/repositories/users';

/** The signed-in user as they see themselves. */
export const publicUser = (u: User) => ({ id: u.id, phone: u.phone, name: u.name, role: u.role, locale: u.locale });

/** A saved kundali. */
export const birthProfileView = (p: BirthProfile) => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** A consultant application as its applicant sees it. */
export const applicationView = (a: Application) => ({
  ...a,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});
