import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@drishti/db/connection';
import { type OtpPurpose, otpRepository } from '@drishti/db/repositories/otp';
import { DomainError } from '../errors';
import { type SmsProvider, smsFailureError, smsMessage } from '../sms';

/** The published OTP rules (docs/SECURITY.md, sign-in). */
export const OTP_RULES = {
  digits: 6,
  ttlSeconds: 10 * 60,
  maxFailuresPerCode: 5,
  /** Failures carry over to a new code requested within this window. */
  failureMemorySeconds: 60 * 60,
  perPhonePerDay: 10,
  /**
   * Per client address (IPv6: per /64 network) per day, sized for carrier-grade NAT where many
   * mobile users share one address; the deployment sets it with OTP_PER_IP_PER_DAY.
   */
  perIpPerDay: 500,
  /** Wait before the n-th send within the last hour (1st send: no wait). */
  resendWaitsSeconds: [0, 30, 60, 120, 300, 600],
} as const;

export interface OtpDeps {
  db: Db;
  sms: SmsProvider;
  secret: string;
  now?: () => Date;
  /** Codes per client address (IPv6: per /64) per day (default OTP_RULES.perIpPerDay). */
  perIpPerDay?: number;
}

/**
 * The network a daily per-address cap counts: an IPv4 address itself (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 (one subscriber's prefix; the host part
 * is the client's to choose), e.g. `2001:db8:1:2::/64`.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g || '0', 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

export interface OtpSent {
  sent: true;
  expiresInSeconds: number;
  /** When the next code may be requested. */
  resendInSeconds: number;
}

function hashCode(secret: string, phone: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${phone}|${code}`).digest('hex');
}

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** When a number locked by wrong codes (counted from the code it was locked on) may sign in again. */
function lockEnd(codeCreatedAt: Date): Date {
  return new Date(codeCreatedAt.getTime() + OTP_RULES.failureMemorySeconds * 1000);
}

/**
 * The number is locked after too many wrong codes. `code: otp-locked` with `lockedUntil` (ISO) as
 * data lets a page say until what time in its reader's language and clock; the message itself
 * gives the minutes left, which reads right in any zone.
 */
export function otpLocked(until: Date, at: Date): DomainError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new DomainError(
    'rate-limited',
    `Too many wrong codes. This number is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}; ask for a new code after that.`,
    {
      retryAfterSeconds: seconds,
      code: 'otp-locked',
      key: minutes === 1 ? 'otp-locked-minute' : 'otp-locked',
      values: { n: minutes },
      details: { lockedUntil: until.toISOString() },
    },
  );
}

export function otpService({ db, sms, secret, now = () => new Date(), perIpPerDay = OTP_RULES.perIpPerDay }: OtpDeps) {
  const repo = otpRepository(db);

  return {
    /**
     * Sends a fresh code. The answer is the same whether or not the number has an account.
     * Throws rate-limited errors (with Retry-After) for resends too soon and daily caps.
     */
    async request(
      phone: string,
      purpose: OtpPurpose,
      address: string | null,
      locale: 'en' | 'hi' = 'en',
    ): Promise<OtpSent> {
      const at = now();
      // Requests are recorded and counted by the client's network (addressBucket).
      const ip = address ? addressBucket(address) : null;
      const dayAgo = new Date(at.getTime() - 86_400_000);
      if ((await repo.countSince({ phone }, dayAgo)) >= OTP_RULES.perPhonePerDay) {
        throw new DomainError(
          'rate-limited',
          'Too many codes requested for this number today. Please try again tomorrow.',
          { code: 'otp-daily-limit', retryAfterSeconds: 3600 },
        );
      }
      if (ip && (await repo.countSince({ ip }, dayAgo)) >= perIpPerDay) {
        throw new DomainError(
          'rate-limited',
          'Too many codes requested from this network today. Please try again later.',
          { code: 'otp-network-daily-limit', retryAfterSeconds: 3600 },
        );
      }
      const previous = await repo.latest(phone, purpose);
      // A new code never wipes out earlier wrong guesses.
      const carried =
        previous && at.getTime() - previous.createdAt.getTime() < OTP_RULES.failureMemorySeconds * 1000
          ? previous.failedAttempts
          : 0;
      // A locked number says so (and until when) before any resend wait.
      if (carried >= OTP_RULES.maxFailuresPerCode) throw otpLocked(lockEnd(previous!.createdAt), at);
      const hourAgo = new Date(at.getTime() - 3600_000);
      const sentLastHour = await repo.countSince({ phone }, hourAgo);
      if (previous && sentLastHour > 0) {
        const waits = OTP_RULES.resendWaitsSeconds;
        const wait = waits[Math.min(sentLastHour, waits.length - 1)] ?? 0;
        const readyAt = previous.createdAt.getTime() + wait * 1000;
        if (readyAt > at.getTime()) {
          const retry = Math.ceil((readyAt - at.getTime()) / 1000);
          throw new DomainError('rate-limited', `Please wait ${retry} seconds before asking for a new code.`, {
            code: 'otp-wait',
            values: { seconds: retry },
            retryAfterSeconds: retry,
          });
        }
      }
      const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
      const created = await repo.create({
        phone,
        purpose,
        codeHash: hashCode(secret, phone, purpose, code),
        failedAttempts: carried,
        expiresAt: new Date(at.getTime() + OTP_RULES.ttlSeconds * 1000),
        ip,
        now: at,
      });
      try {
        await sms.send(smsMessage(phone, 'otp', locale, { code }, at));
      } catch (err) {
        // A code the provider did not take was never sent: it counts toward no cap or wait.
        await repo.remove(created.id);
        throw smsFailureError(err);
      }
      const waits = OTP_RULES.resendWaitsSeconds;
      const nextWait = waits[Math.min(sentLastHour + 1, waits.length - 1)] ?? 0;
      return { sent: true, expiresInSeconds: OTP_RULES.ttlSeconds, resendInSeconds: nextWait };
    },

    /** Checks a code against the latest request for the number; single use. */
    async verify(phone: string, purpose: OtpPurpose, code: string): Promise<void> {
      const at = now();
      const latest = await repo.latest(phone, purpose);
      const wrong = (remaining?: number) =>
        new DomainError(
          'invalid',
          remaining === undefined
            ? 'The code is wrong or has expired. Please ask for a new one.'
            : `The code is wrong. ${remaining} ${remaining === 1 ? 'try' : 'tries'} left.`,
          {
            code:
              remaining === undefined ? 'otp-wrong' : remaining === 1 ? 'otp-wrong-try-left' : 'otp-wrong-tries-left',
            ...(remaining === undefined ? {} : { values: { n: remaining } }),
            fields: [{ field: 'code', message: 'Wrong or expired code' }],
          },
        );
      if (!latest) throw wrong();
      // The lock outlives the code: a locked number hears that it is locked, not that the code expired.
      const locked = latest.failedAttempts >= OTP_RULES.maxFailuresPerCode && lockEnd(latest.createdAt) > at;
      if (locked) throw otpLocked(lockEnd(latest.createdAt), at);
      if (latest.consumedAt || latest.expiresAt.getTime() <= at.getTime()) throw wrong();
      if (latest.failedAttempts >= OTP_RULES.maxFailuresPerCode) throw wrong();
      if (!/^\d{6}$/.test(code) || !equalHex(hashCode(secret, phone, purpose, code), latest.codeHash)) {
        const failures = await repo.recordFailure(latest.id);
        // The last allowed wrong code locks the number at once: say so, never "0 tries left".
        if (failures >= OTP_RULES.maxFailuresPerCode) throw otpLocked(lockEnd(latest.createdAt), at);
        throw wrong(OTP_RULES.maxFailuresPerCode - failures);
      }
      if (!(await repo.consume(latest.id, at))) throw wrong();
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;
