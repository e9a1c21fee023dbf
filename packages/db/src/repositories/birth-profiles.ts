import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { birthProfiles } from '../schema';

export type Relation = 'self' | 'spouse' | 'child' | 'parent' | 'sibling' | 'friend' | 'other';

export interface BirthProfile {
  id: string;
  name: string;
  gender: 'male' | 'female' | 'other';
  relation: Relation;
  /** YYYY-MM-DD, local civil date at the place. */
  birthDate: string;
  /** HH:mm (24 h), local civil time at the place. */
  birthTime: string;
  placeName: string;
  lat: number;
  lon: number;
  timezone: string;
  createdAt: Date;
  updatedAt: Date;
}

export type NewBirthProfile = Omit<BirthProfile, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: birthProfiles.id,
  name: birthProfiles.name,
  gender: birthProfiles.gender,
  relation: birthProfiles.relation,
  birthDate: birthProfiles.birthDate,
  birthTime: birthProfiles.birthTime,
  placeName: birthProfiles.placeName,
  lat: birthProfiles.lat,
  lon: birthProfiles.lon,
  timezone: birthProfiles.timezone,
  createdAt: birthProfiles.createdAt,
  updatedAt: birthProfiles.updatedAt,
};

/** A user's saved birth details. Every call is scoped to the owner. */
export function birthProfilesRepository(db: Db) {
  return {
    async create(userId: string, p: NewBirthProfile): Promise<BirthProfile> {
      const rows = await db
        .insert(birthProfiles)
        .values({ userId, ...p })
        .returning(columns);
      return { ...rows[0]! };
    },
    async list(userId: string): Promise<BirthProfile[]> {
      const rows = await db
        .select(columns)
        .from(birthProfiles)
        .where(eq(birthProfiles.userId, userId))
        .orderBy(asc(birthProfiles.createdAt));
      return rows.map((r) => ({ ...r }));
    },
    async get(userId: string, id: string): Promise<BirthProfile | null> {
      const rows = await db
        .select(columns)
        .from(birthProfiles)
        .where(and(eq(birthProfiles.userId, userId), eq(birthProfiles.id, id)));
      return rows[0] ? { ...rows[0] } : null;
    },
    async update(userId: string, id: string, patch: Partial<NewBirthProfile>): Promise<BirthProfile | null> {
      const rows = await db
        .update(birthProfiles)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(birthProfiles.userId, userId), eq(birthProfiles.id, id)))
        .returning(columns);
      return rows[0] ? { ...rows[0] } : null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(birthProfiles)
        .where(and(eq(birthProfiles.userId, userId), eq(birthProfiles.id, id)))
        .returning({ id: birthProfiles.id });
      return rows.length === 1;
    },
    async count(userId: string): Promise<number> {
      return db.$count(birthProfiles, eq(birthProfiles.userId, userId));
    },
  };
}
