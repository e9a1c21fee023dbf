import type { Db } from '@drishti/db/connection';
import { smsMessagesRepository } from '@drishti/db/repositories/sms-messages';
import { maskPhone } from '../phone';
import { type SmsMessage, type SmsProvider, type SmsReceipt, SmsSendError } from '../sms';

/**
 * Records every message handed to the provider — sent, or refused with the reason — so delivery
 * reports can be matched and the admin console can show failures. The provider is unchanged.
 */
export function recordedSms(db: Db, provider: SmsProvider, now: () => Date = () => new Date()): SmsProvider {
  const repo = smsMessagesRepository(db);
  const base = (m: SmsMessage) => ({
    kind: m.template,
    locale: m.locale,
    phoneMasked: maskPhone(m.to),
    createdAt: now(),
  });
  return {
    name: provider.name,
    async send(message: SmsMessage): Promise<SmsReceipt> {
      let receipt: SmsReceipt;
      try {
        receipt = await provider.send(message);
      } catch (err) {
        const failure =
          err instanceof SmsSendError
            ? { provider: err.provider, error: `${err.reason}: ${err.detail}` }
            : { provider: provider.name, error: `provider-error: ${(err as Error).message}` };
        await repo.record({ ...base(message), ...failure, providerMessageId: null, status: 'failed' });
        throw err;
      }
      await repo.record({
        ...base(message),
        provider: receipt.provider,
        providerMessageId: receipt.id,
        status: 'sent',
        error: null,
      });
      return receipt;
    },
  };
}

/**
 * How long a message's record is kept after its last change (sent, or its delivery report): long
 * enough for late reports and for an admin to look into failures, then removed (docs/SMS.md).
 */
export const SMS_RECORD_DAYS = 90;

/** Delivery reports, the admin console's view of failures, and the records' retention. */
export function smsReportsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = smsMessagesRepository(db);
  return {
    /** Records a provider's delivery report; false when the message is unknown (or already delivered). */
    report: (provider: string, id: string, status: 'delivered' | 'failed', error: string | null) =>
      repo.report(provider, id, status, error, now()),
    recentFailures: async (limit = 20) =>
      (await repo.recentFailures(limit)).map((r) => ({
        id: r.id,
        provider: r.provider,
        kind: r.kind,
        locale: r.locale,
        phone: r.phoneMasked,
        error: r.error ?? '',
        at: r.updatedAt.toISOString(),
      })),
    /** Removes records older than {@link SMS_RECORD_DAYS}; how many went. */
    prune: () => repo.pruneBefore(new Date(now().getTime() - SMS_RECORD_DAYS * 86_400_000)),
  };
}
