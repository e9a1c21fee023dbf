import type { Db } from '@drishti/db/connection';
import {
  type ApplicationFile,
  type ApplicationStatus,
  type ApplicationWithUser,
  applicationsAdminRepository,
  applicationsRepository,
  type Interview,
} from '@drishti/db/repositories/applications';
import { astrologersRepository } from '@drishti/db/repositories/astrologers';
import { bookingsRepository } from '@drishti/db/repositories/bookings';
import { ledgerRepository } from '@drishti/db/repositories/ledger';
import { metaRepository } from '@drishti/db/repositories/meta';
import { usersRepository } from '@drishti/db/repositories/users';
import { DomainError } from './errors';
import { ledgerOf } from './ledger/postings';
import type { FileStorage, SniffedType } from './storage';

/** Interview rounds an application must pass before approval. */
export const INTERVIEW_ROUNDS = 3;
/** Default bounds of an astrologer's price per minute, coins; admins may change them. */
export const DEFAULT_PRICE_BOUNDS = { min: 5, max: 500 } as const;
/** Largest ID document or photo, bytes. */
export const APPLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export interface Actor {
  id: string;
  role: 'user' | 'astrologer' | 'admin';
}

export interface ApplicationDetail extends ApplicationWithUser {
  interviews: Interview[];
  files: Pick<ApplicationFile, 'kind' | 'contentType' | 'size' | 'createdAt'>[];
  /** Rounds passed so far. */
  passed: number;
}

function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'astrologer'
  );
}

/**
 * Reviewing consultants: three interview rounds (scheduled, then passed or failed, each with its
 * interviewer and notes), approval only after three passes and never by the applicant, rejection
 * with a reason the applicant sees. Files are private: the applicant and admins only.
 */
export function applicationReviewService({
  db,
  storage,
  now = () => new Date(),
}: {
  db: Db;
  storage: FileStorage;
  now?: () => Date;
}) {
  const repo = applicationsAdminRepository(db);
  const own = applicationsRepository(db);
  const users = usersRepository(db);
  const astrologers = astrologersRepository(db);
  const hours = bookingsRepository(db);

  async function detail(app: ApplicationWithUser): Promise<ApplicationDetail> {
    const [interviews, files] = await Promise.all([repo.interviews(app.id), repo.files(app.id)]);
    return {
      ...app,
      interviews,
      files: files.map((f) => ({ kind: f.kind, contentType: f.contentType, size: f.size, createdAt: f.createdAt })),
      passed: interviews.filter((i) => i.result === 'passed').length,
    };
  }

  async function load(id: string): Promise<ApplicationWithUser> {
    const app = await repo.byId(id);
    if (!app) throw new DomainError('not-found', 'No such application.', { code: 'no-such-application' });
    return app;
  }

  return {
    list: (status?: ApplicationStatus) => repo.list(status),
    async get(id: string): Promise<ApplicationDetail> {
      return detail(await load(id));
    },

    /** Schedules (or moves) a round. Round n needs round n−1 passed; decided rounds stay as they are. */
    async schedule(
      admin: Actor,
      id: string,
      input: { round: number; scheduledAt: Date; interviewer: string },
    ): Promise<ApplicationDetail> {
      const app = await load(id);
      if (app.status === 'approved' || app.status === 'rejected') {
        throw new DomainError('conflict', 'This application has already been decided.', {
          code: 'application-already-decided',
        });
      }
      if (app.userId === admin.id)
        throw new DomainError('forbidden', 'You cannot review your own application.', {
          code: 'review-own-application',
        });
      const interviews = await repo.interviews(id);
      if (input.round > 1 && interviews.find((i) => i.round === input.round - 1)?.result !== 'passed') {
        throw new DomainError('conflict', 'The previous round must be passed first.', {
          code: 'previous-round-not-passed',
        });
      }
      if (interviews.find((i) => i.round === input.round && i.result !== 'pending')) {
        throw new DomainError('conflict', 'This round has already been decided.', { code: 'round-already-decided' });
      }
      await repo.schedule({ applicationId: id, ...input, recordedBy: admin.id });
      await repo.setStatus(id, ['submitted'], 'interviewing');
      return detail(await load(id));
    },

    async record(
      admin: Actor,
      id: string,
      input: { round: number; result: 'passed' | 'failed'; notes?: string | undefined },
    ): Promise<ApplicationDetail> {
      const app = await load(id);
      if (app.status !== 'interviewing')
        throw new DomainError('conflict', 'Schedule the round first.', { code: 'round-not-scheduled' });
      if (app.userId === admin.id)
        throw new DomainError('forbidden', 'You cannot review your own application.', {
          code: 'review-own-application',
        });
      const round = (await repo.interviews(id)).find((i) => i.round === input.round);
      if (!round) throw new DomainError('conflict', 'Schedule the round first.', { code: 'round-not-scheduled' });
      if (round.result !== 'pending')
        throw new DomainError('conflict', 'This round has already been decided.', { code: 'round-already-decided' });
      // A round is an interview that took place: its result can be recorded only once it has started.
      if (round.scheduledAt.getTime() > now().getTime()) {
        throw new DomainError('conflict', 'A round can be decided only once it has started.', {
          code: 'round-not-started',
        });
      }
      await repo.record({
        applicationId: id,
        round: input.round,
        result: input.result,
        notes: input.notes?.trim() || null,
        recordedBy: admin.id,
        at: now(),
      });
      return detail(await load(id));
    },

    /** Approves after three passed rounds: the applicant becomes an astrologer, listed for users. */
    async approve(admin: Actor, id: string): Promise<{ application: ApplicationDetail; astrologerSlug: string }> {
      const app = await load(id);
      if (app.userId === admin.id)
        throw new DomainError('forbidden', 'You cannot approve your own application.', {
          code: 'approve-own-application',
        });
      if (app.status !== 'interviewing')
        throw new DomainError('conflict', 'Only an application in interviews can be approved.', {
          code: 'application-not-in-interviews',
        });
      const passed = (await repo.interviews(id)).filter((i) => i.result === 'passed').length;
      if (passed < INTERVIEW_ROUNDS) {
        throw new DomainError('conflict', 'All three interview rounds must be passed before approval.', {
          code: 'interview-rounds-not-passed',
        });
      }
      const bounds = await this.priceBounds();
      const base = slugify(app.name);
      let slug = base;
      for (let n = 2; await astrologers.findBySlug(slug); n++) slug = `${base}-${n}`;
      const decided = await repo.setStatus(id, ['interviewing'], 'approved');
      if (!decided)
        throw new DomainError('conflict', 'Only an application in interviews can be approved.', {
          code: 'application-not-in-interviews',
        });
      const created = await astrologers.create({
        userId: app.userId,
        slug,
        name: app.name,
        nameHi: app.name,
        gender: app.gender,
        profileImage: null,
        bio: app.bio,
        skills: app.skills,
        languages: app.languages,
        specializations: [],
        experienceYears: app.experienceYears,
        pricePerMinute: Math.min(bounds.max, Math.max(bounds.min, app.expectedPrice)),
      });
      // Default hours until the astrologer sets their own: every day 10:00–13:00 and 17:00–20:00.
      await hours.setAvailability(
        created.id,
        [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
          { weekday, startMinute: 600, endMinute: 780 },
          { weekday, startMinute: 1020, endMinute: 1200 },
        ]),
      );
      await users.update(app.userId, { role: 'astrologer' });
      return { application: await detail(decided), astrologerSlug: slug };
    },

    async reject(admin: Actor, id: string, reason: string): Promise<ApplicationDetail> {
      const app = await load(id);
      if (app.userId === admin.id)
        throw new DomainError('forbidden', 'You cannot review your own application.', {
          code: 'review-own-application',
        });
      const decided = await repo.setStatus(id, ['submitted', 'interviewing'], 'rejected', reason.trim());
      if (!decided)
        throw new DomainError('conflict', 'This application has already been decided.', {
          code: 'application-already-decided',
        });
      return detail(decided);
    },

    /** The applicant's ID document or photo, stored privately (replacing an earlier one) while the application is open. */
    async uploadFile(userId: string, kind: 'id-document' | 'photo', bytes: Uint8Array, type: SniffedType) {
      const app = await own.forUser(userId);
      if (!app)
        throw new DomainError('conflict', 'Submit your application first.', { code: 'application-not-submitted' });
      if (app.status === 'approved' || app.status === 'rejected') {
        throw new DomainError('conflict', 'This application has already been decided.', {
          code: 'application-already-decided',
        });
      }
      if (kind === 'photo' && type === 'application/pdf') {
        throw new DomainError('invalid', 'The photo must be a JPEG, PNG or WebP image.', {
          code: 'photo-not-image',
          fields: [{ field: 'photo', message: 'The photo must be a JPEG, PNG or WebP image.' }],
        });
      }
      const key = await storage.put('applications', bytes, type);
      const replaced = await repo.putFile({
        applicationId: app.id,
        kind,
        storageKey: key,
        contentType: type,
        size: bytes.length,
      });
      if (replaced) await storage.remove(replaced);
      return { kind, contentType: type, size: bytes.length };
    },

    /** A file of an application, for its applicant or an admin. */
    async file(actor: Actor, id: string, kind: 'id-document' | 'photo') {
      const app = await load(id);
      if (actor.role !== 'admin' && actor.id !== app.userId)
        throw new DomainError('not-found', 'No such application.', { code: 'no-such-application' });
      const f = (await repo.files(id)).find((x) => x.kind === kind);
      const bytes = f ? await storage.get(f.storageKey) : null;
      if (!f || !bytes) throw new DomainError('not-found', 'No such file.', { code: 'no-such-file' });
      return { bytes, contentType: f.contentType };
    },

    async priceBounds(): Promise<{ min: number; max: number }> {
      const meta = metaRepository(db);
      const [min, max] = await Promise.all([meta.get('price.min'), meta.get('price.max')]);
      return { min: min ? Number(min) : DEFAULT_PRICE_BOUNDS.min, max: max ? Number(max) : DEFAULT_PRICE_BOUNDS.max };
    },
  };
}

export type ApplicationReviewService = ReturnType<typeof applicationReviewService>;

/** Admin work on astrologers, users and money: price bounds, commission, suspension, refunds, payouts. */
export function marketplaceAdminService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const astrologers = astrologersRepository(db);
  const ledger = ledgerRepository(db);
  const money = ledgerOf(db);
  const meta = metaRepository(db);
  return {
    async setPriceBounds(bounds: { min: number; max: number }) {
      if (
        !(Number.isInteger(bounds.min) && Number.isInteger(bounds.max) && bounds.min >= 1 && bounds.min <= bounds.max)
      ) {
        throw new DomainError('invalid', 'The lowest price must be at least 1 and not above the highest.', {
          code: 'price-range-invalid',
          fields: [{ field: 'min', message: 'The lowest price must be at least 1 and not above the highest.' }],
        });
      }
      await meta.set('price.min', String(bounds.min));
      await meta.set('price.max', String(bounds.max));
      return bounds;
    },

    async updateAstrologer(
      id: string,
      patch: {
        pricePerMinute?: number | undefined;
        commissionPercent?: number | undefined;
        status?: 'active' | 'suspended' | undefined;
      },
      bounds: { min: number; max: number },
    ) {
      if (
        patch.pricePerMinute !== undefined &&
        (patch.pricePerMinute < bounds.min || patch.pricePerMinute > bounds.max)
      ) {
        throw new DomainError(
          'invalid',
          `The price must be between ${bounds.min} and ${bounds.max} coins per minute.`,
          {
            code: 'price-out-of-bounds',
            values: { min: bounds.min, max: bounds.max },
            fields: [{ field: 'pricePerMinute', message: `Between ${bounds.min} and ${bounds.max}` }],
          },
        );
      }
      const updated = await astrologers.update(id, patch);
      if (!updated) throw new DomainError('not-found', 'No such astrologer.', { code: 'no-such-astrologer' });
      return updated;
    },

    /**
     * Puts coins back in a user's wallet (a goodwill or service refund), once per user and
     * idempotency key: the same key for another user is another refund (the API also refuses a
     * key reused by the same admin with other details; see apps/api/src/plugins/idempotency.ts).
     */
    async refundToWallet(admin: Actor, userId: string, coins: number, reason: string, idempotencyKey: string) {
      const result = await money.credit({
        userId,
        coins,
        from: 'promotions',
        key: `refund:${userId}:${idempotencyKey}`,
        kind: 'refund',
        meta: { by: admin.id, reason, coins },
      });
      return { applied: result.applied, balance: (await ledger.account('wallet', userId)).balance };
    },

    /**
     * What each astrologer earned in [from, to): gross coins (what users paid for their time), the
     * platform's commission as it was taken at each settlement, and what is payable (their share).
     */
    async payouts(from: Date, to: Date) {
      const rows = await astrologers.earningsBetween(from, to);
      return rows.map(({ earned, commission, ...r }) => ({
        ...r,
        gross: earned + commission,
        commission,
        payable: earned,
      }));
    },

    now,
  };
}

export type MarketplaceAdminService = ReturnType<typeof marketplaceAdminService>;
