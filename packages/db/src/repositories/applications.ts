import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { astrologerApplications } from '../schema';

export type ApplicationStatus = 'submitted' | 'interviewing' | 'approved' | 'rejected';

export interface ApplicationInput {
  name: string;
  gender: 'female' | 'male' | 'other';
  dateOfBirth: string;
  languages: string[];
  skills: string[];
  experienceYears: number;
  bio: { en: string; hi: string };
  expectedPrice: number;
}

export interface Application extends ApplicationInput {
  id: string;
  status: ApplicationStatus;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type Row = typeof astrologerApplications.$inferSelect;
const toApplication = (r: Row): Application => ({
  id: r.id,
  name: r.name,
  gender: r.gender,
  dateOfBirth: r.dateOfBirth,
  languages: [...r.languages],
  skills: [...r.skills],
  experienceYears: r.experienceYears,
  bio: { en: r.bioEn, hi: r.bioHi },
  expectedPrice: r.expectedPrice,
  status: r.status,
  rejectionReason: r.rejectionReason,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export function applicationsRepository(db: Db) {
  return {
    async forUser(userId: string): Promise<Application | null> {
      const rows = await db.select().from(astrologerApplications).where(eq(astrologerApplications.userId, userId));
      return rows[0] ? toApplication(rows[0]) : null;
    },
    /** Creates the user's application, or replaces its details while it is still only submitted. */
    async submit(userId: string, a: ApplicationInput): Promise<Application> {
      const values = {
        name: a.name,
        gender: a.gender,
        dateOfBirth: a.dateOfBirth,
        languages: a.languages,
        skills: a.skills,
        experienceYears: a.experienceYears,
        bioEn: a.bio.en,
        bioHi: a.bio.hi,
        expectedPrice: a.expectedPrice,
      };
      const rows = await db
        .insert(astrologerApplications)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: astrologerApplications.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return toApplication(rows[0]!);
    },
  };
}
