import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { applicationFiles, applicationInterviews, astrologerApplications } from '../schema';

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

export type Interview = typeof applicationInterviews.$inferSelect;
export type ApplicationFile = typeof applicationFiles.$inferSelect;

export interface ApplicationWithUser extends Application {
  userId: string;
}

/** What admins do with applications: list, rounds, decisions, files. */
export function applicationsAdminRepository(db: Db) {
  const withUser = (r: Row): ApplicationWithUser => ({ ...toApplication(r), userId: r.userId });
  return {
    async list(status?: ApplicationStatus, limit = 100): Promise<ApplicationWithUser[]> {
      const rows = await db
        .select()
        .from(astrologerApplications)
        .where(status ? eq(astrologerApplications.status, status) : undefined)
        .orderBy(desc(astrologerApplications.createdAt))
        .limit(limit);
      return rows.map(withUser);
    },
    async byId(id: string): Promise<ApplicationWithUser | null> {
      const rows = await db.select().from(astrologerApplications).where(eq(astrologerApplications.id, id));
      return rows[0] ? withUser(rows[0]) : null;
    },
    /** Moves an application between statuses; null when it was not in one of `from`. */
    async setStatus(
      id: string,
      from: ApplicationStatus[],
      to: ApplicationStatus,
      rejectionReason: string | null = null,
    ): Promise<ApplicationWithUser | null> {
      const rows = await db
        .update(astrologerApplications)
        .set({ status: to, rejectionReason, updatedAt: new Date() })
        .where(and(eq(astrologerApplications.id, id), inArray(astrologerApplications.status, from)))
        .returning();
      return rows[0] ? withUser(rows[0]) : null;
    },
    async interviews(applicationId: string): Promise<Interview[]> {
      return db
        .select()
        .from(applicationInterviews)
        .where(eq(applicationInterviews.applicationId, applicationId))
        .orderBy(asc(applicationInterviews.round));
    },
    async schedule(i: {
      applicationId: string;
      round: number;
      scheduledAt: Date;
      interviewer: string;
      recordedBy: string;
    }): Promise<Interview> {
      const rows = await db
        .insert(applicationInterviews)
        .values({ ...i, result: 'pending' })
        .onConflictDoUpdate({
          target: [applicationInterviews.applicationId, applicationInterviews.round],
          set: { scheduledAt: i.scheduledAt, interviewer: i.interviewer, recordedBy: i.recordedBy },
          setWhere: eq(applicationInterviews.result, 'pending'),
        })
        .returning();
      if (!rows[0]) throw new Error('round already decided');
      return rows[0];
    },
    async record(i: {
      applicationId: string;
      round: number;
      result: 'passed' | 'failed';
      notes: string | null;
      recordedBy: string;
      at: Date;
    }): Promise<Interview | null> {
      const rows = await db
        .update(applicationInterviews)
        .set({ result: i.result, notes: i.notes, recordedBy: i.recordedBy, recordedAt: i.at })
        .where(and(eq(applicationInterviews.applicationId, i.applicationId), eq(applicationInterviews.round, i.round)))
        .returning();
      return rows[0] ?? null;
    },
    async files(applicationId: string): Promise<ApplicationFile[]> {
      return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
    },
    /** Stores (or replaces) the file of a kind; returns the key it replaced, if any. */
    async putFile(f: {
      applicationId: string;
      kind: 'id-document' | 'photo';
      storageKey: string;
      contentType: string;
      size: number;
    }): Promise<string | null> {
      const old = await db
        .select({ key: applicationFiles.storageKey })
        .from(applicationFiles)
        .where(and(eq(applicationFiles.applicationId, f.applicationId), eq(applicationFiles.kind, f.kind)));
      await db
        .insert(applicationFiles)
        .values(f)
        .onConflictDoUpdate({
          target: [applicationFiles.applicationId, applicationFiles.kind],
          set: { storageKey: f.storageKey, contentType: f.contentType, size: f.size, createdAt: new Date() },
        });
      return old[0]?.key ?? null;
    },
  };
}
