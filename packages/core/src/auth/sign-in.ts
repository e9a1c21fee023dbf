import type { Db } from '@drishti/db/connection';
import { type User, usersRepository } from '@drishti/db/repositories/users';
import { normalizePhone } from '../phone';
import type { OtpService } from './otp';
import type { SessionService } from './sessions';

/** Phone + OTP sign-in: a verified number signs in, creating the account on first use. */
export function signInService({ db, otp, sessions }: { db: Db; otp: OtpService; sessions: SessionService }) {
  const users = usersRepository(db);
  return {
    /** Sends a code. `purpose` separates the astrologer registration flow from user sign-in. */
    async start(
      input: { phone: string; countryCode?: string | undefined; locale?: 'en' | 'hi' | undefined },
      ip: string | null,
      purpose: 'login' | 'astrologer' = 'login',
    ) {
      const phone = normalizePhone(input.phone, input.countryCode);
      return otp.request(phone, purpose, ip, input.locale ?? 'en');
    },
    async finish(
      input: { phone: string; countryCode?: string | undefined; code: string; locale?: 'en' | 'hi' | undefined },
      meta: { ip: string | null; userAgent: string | null },
      purpose: 'login' | 'astrologer' = 'login',
    ): Promise<{ user: User; token: string; expiresAt: Date }> {
      const phone = normalizePhone(input.phone, input.countryCode);
      await otp.verify(phone, purpose, input.code);
      const user = await users.findOrCreateByPhone(phone, { locale: input.locale ?? 'en' });
      const { token, expiresAt } = await sessions.create(user.id, meta);
      return { user, token, expiresAt };
    },
  };
}
