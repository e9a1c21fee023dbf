import { appLinkNumber, isAppLinkPhone } from '@drishti/contracts/phone';
import type { Db } from '@drishti/db/connection';
import { commonsRepository } from '@drishti/db/repositories/commons';
import { DomainError } from './errors';
import type { SmsProvider } from './sms';
import { smsFailureError, smsMessage } from './sms';

/** How many app links a number and an address may be sent a day; the number's own rule is contracts/phone.ts. */
export const APP_LINK_RULES = { perPhonePerDay: 3, perIpPerDay: 20 } as const;
export const INVALID_MOBILE = 'Please enter valid mobile!';

/**
 * What the app-link SMS carries: the site's /download-app page in the reader's language (Hindi
 * pages live under /hi), on the public origin (PUBLIC_URL), however many slashes it ends with.
 */
export function appLinkUrl(publicUrl: string, locale: 'en' | 'hi' = 'en'): string {
  return `${appLinkSite(publicUrl)}${locale === 'hi' ? '/hi' : ''}/download-app`;
}

/** The site's address as the app-link SMS's one variable carries it (the template adds the page). */
export function appLinkSite(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

export function commonsService({
  db,
  sms,
  publicUrl,
  now = () => new Date(),
}: {
  db: Db;
  sms: SmsProvider;
  publicUrl: string;
  now?: () => Date;
}) {
  const repo = commonsRepository(db);
  return {
    /** Texts the app download link. The phone must have 8 to 10 digits (spec section 5). */
    async sendAppLink(
      input: { countryCode: string; phone: string; locale?: 'en' | 'hi' | undefined },
      ip: string | null,
    ) {
      const phone = appLinkNumber(input.phone);
      if (!isAppLinkPhone(phone)) {
        throw new DomainError('invalid', INVALID_MOBILE, {
          code: 'phone-invalid',
          fields: [{ field: 'phone', message: INVALID_MOBILE }],
        });
      }
      const to = `${input.countryCode}${phone}`;
      const at = now();
      const dayAgo = new Date(at.getTime() - 86_400_000);
      if ((await repo.appLinksSince({ phone: to }, dayAgo)) >= APP_LINK_RULES.perPhonePerDay) {
        throw new DomainError(
          'rate-limited',
          'The link was already sent to this number today. Please check your messages.',
          { code: 'app-link-already-sent', retryAfterSeconds: 3600 },
        );
      }
      if (ip && (await repo.appLinksSince({ ip }, dayAgo)) >= APP_LINK_RULES.perIpPerDay) {
        throw new DomainError('rate-limited', 'Too many requests from this network today. Please try again later.', {
          code: 'app-link-network-daily-limit',
          retryAfterSeconds: 3600,
        });
      }
      const request = await repo.recordAppLink(to, ip, at);
      const locale = input.locale ?? 'en';
      try {
        await sms.send(smsMessage(to, 'app-link', locale, { site: appLinkSite(publicUrl) }, at));
      } catch (err) {
        // A link the provider refused was never sent: it counts toward no cap.
        await repo.removeAppLink(request);
        throw smsFailureError(err);
      }
      return { sent: true as const };
    },
    createLead: (l: Parameters<typeof repo.createLead>[0]) => repo.createLead(l),
    recordEvent: (e: Parameters<typeof repo.recordEvent>[0]) => repo.recordEvent(e),
  };
}
