import { isIndianE164 } from '@drishti/contracts/phone';
import { DomainError } from './errors';
import { renderSmsText, type SmsKind, type SmsLocale, smsValues } from './sms/templates';

/**
 * SMS goes through a provider. Texts are fixed templates (DLT registration in India) in both
 * languages, all in `sms/templates.ts`; OTP messages carry no links.
 */
export interface SmsMessage {
  /** E.164 without plus. */
  to: string;
  /** The text as the phone shows it (the template with its values). */
  text: string;
  template: SmsTemplate;
  locale: SmsLocale;
  /** The template's variables, each at most 30 characters (providers that send templates use these). */
  values: Record<string, string>;
  sentAt: Date;
}

export type SmsTemplate = SmsKind;

/** What a provider answers for an accepted message. */
export interface SmsReceipt {
  provider: string;
  /** The provider's id for the message (delivery reports name it); null when it has none. */
  id: string | null;
}

export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider accepted the message; throws an {@link SmsSendError} when it did not. */
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** Why a provider did not take a message. */
export type SmsFailure =
  | 'invalid-number'
  | 'not-served'
  | 'template-mismatch'
  | 'unauthorized'
  | 'rate-limited'
  | 'timeout'
  | 'provider-error';

export class SmsSendError extends Error {
  constructor(
    readonly reason: SmsFailure,
    readonly provider: string,
    /** The provider's own words (for the log and the admin console; never shown to users). */
    readonly detail: string,
  ) {
    super(`${provider}: ${reason}: ${detail}`);
    this.name = 'SmsSendError';
  }
}

/** A message of one kind, in one language, to one number. */
export function smsMessage(
  to: string,
  template: SmsTemplate,
  locale: SmsLocale,
  values: Record<string, string>,
  sentAt: Date,
): SmsMessage {
  return {
    to,
    template,
    locale,
    values: smsValues(template, locale, values),
    text: renderSmsText(template, locale, values),
    sentAt,
  };
}

/** The text of one kind of message in one language, with its values. */
export function renderSms(template: SmsTemplate, locale: SmsLocale, values: Record<string, string>): string {
  return renderSmsText(template, locale, values);
}

/**
 * Development provider: writes each message to the log and keeps the latest ones in an
 * outbox that the API exposes only while this provider is configured.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly messages: SmsMessage[] = [];
  constructor(
    private readonly log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
    private readonly keep = 200,
  ) {}

  async send(message: SmsMessage): Promise<SmsReceipt> {
    this.messages.push(message);
    if (this.messages.length > this.keep) this.messages.shift();
    this.log(`[sms:console] to +${message.to}: ${message.text}`);
    return { provider: this.name, id: null };
  }

  /** Latest messages first, optionally for one number. */
  outbox(to?: string): SmsMessage[] {
    return this.messages.filter((m) => !to || m.to === to).reverse();
  }
}

/**
 * `SMS_PROVIDER=msg91,twilio`: Indian numbers (+91) through the Indian provider, the rest through
 * the international one. Without an international provider, other numbers are not served.
 */
export class RoutingSmsProvider implements SmsProvider {
  readonly name: string;
  constructor(
    private readonly india: SmsProvider,
    private readonly elsewhere: SmsProvider | null,
  ) {
    this.name = elsewhere ? `${india.name},${elsewhere.name}` : india.name;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    if (isIndianE164(message.to)) return this.india.send(message);
    if (!this.elsewhere) {
      throw new SmsSendError('not-served', this.india.name, `+${message.to.slice(0, 3)}… is outside India`);
    }
    return this.elsewhere.send(message);
  }
}

/** What the person asking for an SMS is told when the provider did not take it (API messages, both languages). */
export const SMS_FAILURE_MESSAGES = {
  invalidNumber: 'This number cannot receive SMS. Please check it and try again.',
  invalidNumberField: 'This number cannot receive SMS',
  notServed: 'We can send SMS only to Indian mobile numbers (+91).',
  busy: 'The SMS service is busy. Please try again in a minute.',
  timeout: 'The SMS service did not answer in time. Please try again.',
  failed: 'We could not send the SMS just now. Please try again in a few minutes.',
} as const;

/** The error a caller gets for a message the provider did not take; never counts as sent. */
export function smsFailureError(err: unknown): DomainError {
  const reason = err instanceof SmsSendError ? err.reason : 'provider-error';
  const code = `sms-${reason}`;
  const m = SMS_FAILURE_MESSAGES;
  switch (reason) {
    case 'invalid-number':
      return new DomainError('invalid', m.invalidNumber, {
        code,
        fields: [{ field: 'phone', message: m.invalidNumberField }],
      });
    case 'not-served':
      return new DomainError('invalid', m.notServed, { code, fields: [{ field: 'phone', message: m.notServed }] });
    case 'rate-limited':
      return new DomainError('unavailable', m.busy, { code, retryAfterSeconds: 60 });
    case 'timeout':
      return new DomainError('unavailable', m.timeout, { code, retryAfterSeconds: 10 });
    default:
      return new DomainError('unavailable', m.failed, { code, retryAfterSeconds: 60 });
  }
}
