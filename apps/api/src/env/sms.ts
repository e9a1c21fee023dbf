import {
  DLT_VAR_MAX,
  msg91TemplateSetting,
  SMS_KINDS,
  SMS_LOCALES,
  type SmsKind,
  type SmsLocale,
} from '@drishti/core/sms/templates';
import { z } from 'zod';
import type { RawEnv } from '../env';

/** The settings of the real SMS providers (docs/SMS.md). */
export function smsSettings() {
  const templates = Object.fromEntries(
    SMS_KINDS.flatMap((kind) =>
      SMS_LOCALES.map((locale) => [
        msg91TemplateSetting(kind, locale),
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,40}$/, 'a template id from MSG91 (letters and digits)')
          .optional(),
      ]),
    ),
  );
  return {
    MSG91_AUTH_KEY: z.string().trim().min(10, 'the auth key from the MSG91 panel').optional(),
    MSG91_SENDER_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6}$/, 'the 6-character sender id (header) registered on DLT')
      .optional(),
    ...templates,
    MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
    /** The shared secret in the delivery-report webhook's URL (`?token=`); unset: MSG91 reports are refused. */
    MSG91_WEBHOOK_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'the Account SID (AC followed by 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'the Auth Token from the Twilio console').optional(),
    TWILIO_FROM: z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
        'a number in E.164 (+14155550100) or a Messaging Service SID (MG…)',
      )
      .optional(),
    TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
    /** How long an SMS provider may take to answer before the send counts as failed. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(10_000),
  };
}

export interface SmsSettings {
  timeoutMs: number;
  msg91:
    | {
        authKey: string;
        senderId: string;
        templates: Record<SmsKind, Record<SmsLocale, string>>;
        baseUrl: string;
        webhookToken: string | undefined;
      }
    | undefined;
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string } | undefined;
}

/** The providers SMS_PROVIDER names, each with every setting it needs (a missing one is named). */
export function smsProviders(e: RawEnv): SmsSettings | undefined {
  const list = e.SMS_PROVIDER;
  if (list.includes('console')) return undefined;
  const vars = e as unknown as Record<string, string | undefined>;
  const need = (name: string, why: string) => {
    const v = vars[name];
    if (!v) throw new Error(`Invalid configuration: ${name} is required with SMS_PROVIDER=${list.join(',')} (${why})`);
    return v;
  };
  let msg91: SmsSettings['msg91'];
  if (list.includes('msg91')) {
    const templates = {} as Record<SmsKind, Record<SmsLocale, string>>;
    for (const kind of SMS_KINDS) {
      templates[kind] = {} as Record<SmsLocale, string>;
      for (const locale of SMS_LOCALES) {
        const name = msg91TemplateSetting(kind, locale);
        templates[kind][locale] = need(
          name,
          `the MSG91 template id of the ${kind} SMS in ${locale === 'hi' ? 'Hindi' : 'English'}`,
        );
      }
    }
    // The app-link SMS carries the site's address in one DLT variable, at most 30 characters.
    const site = (e.PUBLIC_URL ?? '').replace(/\/+$/, '');
    if (!site) throw new Error('Invalid configuration: PUBLIC_URL is required with SMS_PROVIDER=msg91 (links in SMS)');
    if (Array.from(site).length > DLT_VAR_MAX) {
      throw new Error(
        `Invalid configuration: PUBLIC_URL is longer than ${DLT_VAR_MAX} characters, the most a DLT variable holds`,
      );
    }
    msg91 = {
      authKey: need('MSG91_AUTH_KEY', 'the auth key from the MSG91 panel'),
      senderId: need('MSG91_SENDER_ID', 'the sender id registered on DLT'),
      templates,
      baseUrl: e.MSG91_BASE_URL,
      webhookToken: e.MSG91_WEBHOOK_TOKEN,
    };
  }
  let twilio: SmsSettings['twilio'];
  if (list.includes('twilio')) {
    twilio = {
      accountSid: need('TWILIO_ACCOUNT_SID', 'the Twilio Account SID'),
      authToken: need('TWILIO_AUTH_TOKEN', 'the Twilio Auth Token'),
      from: need('TWILIO_FROM', 'the sending number or Messaging Service SID'),
      baseUrl: e.TWILIO_BASE_URL,
    };
  }
  return { timeoutMs: e.SMS_TIMEOUT_MS, msg91, twilio };
}
