import { z } from 'zod';
import { userData } from './auth';
import { envelope } from './envelope';

export const ACCOUNT_NAME_MAX = 80;

/** `PATCH /api/users/me`: the name shown on the account, and the language of the site and SMS. */
export const accountPatchBody = z
  .object({
    name: z.string().trim().max(ACCOUNT_NAME_MAX, 'Keep the name under 80 characters').nullable().optional(),
    locale: z.enum(['en', 'hi']).optional(),
  })
  .refine((b) => b.name !== undefined || b.locale !== undefined, { message: 'Nothing to change', path: ['name'] });
export type AccountPatchBody = z.infer<typeof accountPatchBody>;
export const accountResponse = envelope(userData);

/**
 * The words that confirm a deletion: typed by the user exactly (English or Hindi, both spellings of
 * the Hindi verb accepted).
 */
export const DELETE_CONFIRM_WORDS = ['DELETE', 'हटाएँ', 'हटाएं'] as const;

export const accountDeleteBody = z.object({
  confirm: z
    .string()
    .trim()
    .refine((w) => (DELETE_CONFIRM_WORDS as readonly string[]).includes(w.normalize('NFC')), {
      message: 'Type the confirmation word exactly',
    }),
});

/** What the user must know before deleting: coins that would be forfeited, what blocks it. */
export const accountDeletionCheck = z.object({
  coins: z.number().int(),
  reserved: z.number().int(),
  /** A consultation still waiting, requested or active: it must end first. */
  openConsultation: z.boolean(),
  /** Staff accounts (astrologers, admins) are closed by the team, not from here. */
  staff: z.boolean(),
  /** Support tickets not yet resolved (they are deleted with the account). */
  openTickets: z.number().int(),
});
export type AccountDeletionCheckData = z.infer<typeof accountDeletionCheck>;
export const accountDeletionCheckResponse = envelope(accountDeletionCheck);
export const accountDeletedResponse = envelope(z.object({ deleted: z.literal(true) }));

/** The version of the export file's layout. */
export const ACCOUNT_EXPORT_VERSION = 1;
