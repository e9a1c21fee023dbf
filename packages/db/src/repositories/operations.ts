import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { consultations } from '../schema';

/** Counts the operators' metrics read (served at /metrics). */
export function operationsRepository(db: Db) {
  return {
    /** Consultations running now, across every instance. */
    activeConsultations: (): Promise<number> => db.$count(consultations, eq(consultations.status, 'active')),
  };
}
