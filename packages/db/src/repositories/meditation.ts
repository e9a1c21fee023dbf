import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { meditationRecordings } from '../schema';

export type MeditationRecording = typeof meditationRecordings.$inferSelect;

/** Recordings that replace synthesised meditation tracks: at most one per track. */
export function meditationRecordingsRepository(db: Db) {
  return {
    async list(): Promise<MeditationRecording[]> {
      return db.select().from(meditationRecordings).orderBy(asc(meditationRecordings.trackId));
    },

    async byTrack(trackId: string): Promise<MeditationRecording | null> {
      const rows = await db.select().from(meditationRecordings).where(eq(meditationRecordings.trackId, trackId));
      return rows[0] ?? null;
    },

    /**
     * Stores (or replaces) the recording of a track and returns it with the storage key it
     * replaced, if any. Two uploads for one track at once are serialised, so each replaced
     * key is returned exactly once and no file is left behind.
     */
    async put(r: {
      trackId: string;
      storageKey: string;
      contentType: string;
      size: number;
      uploadedBy: string | null;
      uploadedAt: Date;
    }): Promise<{ recording: MeditationRecording; replaced: string | null }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meditation-recording:${r.trackId}`}))`);
        const old = await tx
          .select({ key: meditationRecordings.storageKey })
          .from(meditationRecordings)
          .where(eq(meditationRecordings.trackId, r.trackId));
        const rows = await tx
          .insert(meditationRecordings)
          .values(r)
          .onConflictDoUpdate({
            target: meditationRecordings.trackId,
            set: {
              storageKey: r.storageKey,
              contentType: r.contentType,
              size: r.size,
              uploadedBy: r.uploadedBy,
              uploadedAt: r.uploadedAt,
            },
          })
          .returning();
        return { recording: rows[0]!, replaced: old[0]?.key ?? null };
      });
    },

    /** Deletes the recording of a track; returns it (null when there was none). */
    async remove(trackId: string): Promise<MeditationRecording | null> {
      const rows = await db.delete(meditationRecordings).where(eq(meditationRecordings.trackId, trackId)).returning();
      return rows[0] ?? null;
    },
  };
}
