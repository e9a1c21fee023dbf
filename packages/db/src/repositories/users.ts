import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../connection';
import { users } from '../schema';

export type Role = 'user' | 'astrologer' | 'admin';

export interface User {
  id: string;
  phone: string;
  name: string | null;
  role: Role;
  locale: 'en' | 'hi';
  createdAt: Date;
}

const columns = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  role: users.role,
  locale: users.locale,
  createdAt: users.createdAt,
};

export function usersRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | null> {
      const rows = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return rows[0] ? { ...rows[0] } : null;
    },
    async findByPhone(phone: string): Promise<User | null> {
      const rows = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
      return rows[0] ? { ...rows[0] } : null;
    },
    /** Returns the user with this phone, creating one when none exists (sign-in creates accounts). */
    async findOrCreateByPhone(phone: string, init: { locale?: 'en' | 'hi'; role?: Role } = {}): Promise<User> {
      const inserted = await db
        .insert(users)
        .values({ phone, locale: init.locale ?? 'en', role: init.role ?? 'user' })
        .onConflictDoNothing({ target: users.phone })
        .returning(columns);
      if (inserted[0]) return { ...inserted[0] };
      const existing = await this.findByPhone(phone);
      if (!existing) throw new Error('user vanished between insert and select');
      return existing;
    },
    async update(id: string, patch: { name?: string | null; locale?: 'en' | 'hi'; role?: Role }): Promise<User | null> {
      const rows = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(columns);
      return rows[0] ? { ...rows[0] } : null;
    },
    /** Users for admins: newest first, optionally by phone digits or name. */
    async search(q: { text?: string | undefined; limit?: number } = {}): Promise<User[]> {
      const text = q.text?.trim();
      const pattern = text ? `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
      const rows = await db
        .select(columns)
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            pattern ? or(ilike(users.phone, pattern), ilike(users.name, pattern)) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt))
        .limit(q.limit ?? 50);
      return rows.map((r) => ({ ...r }));
    },
    async count(): Promise<number> {
      return db.$count(users);
    },
  };
}
