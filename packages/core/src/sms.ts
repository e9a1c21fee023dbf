/**
 * SMS goes through a provider. Texts are fixed templates (DLT registration in India) in
 * both languages; OTP messages carry no links.
 */
export interface SmsMessage {
  /** E.164 without plus. */
  to: string;
  text: string;
  template: SmsTemplate;
  sentAt: Date;
}

export type SmsTemplate = 'otp' | 'app-link' | 'booking-confirmed' | 'booking-reminder' | 'booking-cancelled';

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

const templates: Record<SmsTemplate, { en: string; hi: string }> = {
  otp: {
    en: '{code} is your Drishti verification code. It is valid for 10 minutes. Do not share it with anyone.',
    hi: '{code} आपका दृष्टि सत्यापन कोड है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
  },
  'app-link': {
    en: 'Get the Drishti app: {url}',
    hi: 'दृष्टि ऐप पाएँ: {url}',
  },
  'booking-confirmed': {
    en: 'Drishti: your {channel} consultation with {astrologer} is booked for {when} IST ({minutes} min).',
    hi: 'दृष्टि: {astrologer} के साथ आपका {channel} परामर्श {when} (भारतीय समय) के लिए बुक हो गया है ({minutes} मिनट)।',
  },
  'booking-reminder': {
    en: 'Drishti reminder: your {channel} consultation with {astrologer} starts at {when} IST.',
    hi: 'दृष्टि अनुस्मारक: {astrologer} के साथ आपका {channel} परामर्श {when} (भारतीय समय) पर शुरू होगा।',
  },
  'booking-cancelled': {
    en: 'Drishti: your consultation with {astrologer} on {when} IST is cancelled. {refund} coins are back in your wallet.',
    hi: 'दृष्टि: {astrologer} के साथ {when} (भारतीय समय) का आपका परामर्श रद्द हो गया है। {refund} सिक्के आपके वॉलेट में लौट आए हैं।',
  },
};

export function renderSms(template: SmsTemplate, locale: 'en' | 'hi', values: Record<string, string>): string {
  return templates[template][locale].replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
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

  async send(message: SmsMessage): Promise<void> {
    this.messages.push(message);
    if (this.messages.length > this.keep) this.messages.shift();
    this.log(`[sms:console] to +${message.to}: ${message.text}`);
  }

  /** Latest messages first, optionally for one number. */
  outbox(to?: string): SmsMessage[] {
    return this.messages.filter((m) => !to || m.to === to).reverse();
  }
}
