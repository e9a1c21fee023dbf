import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { DeliveryReport } from './msg91';
import { type SmsMessage, type SmsProvider, type SmsReceipt, SmsSendError } from '../sms';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service sid (MG…). */
  from: string;
  /** Where Twilio posts delivery reports (our webhook); none when unset. */
  statusCallback?: string | undefined;
  /** https://api.twilio.com unless overridden (tests point it at a local stand-in). */
  baseUrl?: string | undefined;
  /** Milliseconds before a request is given up as timed out. */
  timeoutMs?: number;
}

export const TWILIO_API_ORIGIN = 'https://api.twilio.com';

/**
 * The SDK's own HTTP client, sending the API's requests to another origin: Twilio documents a
 * custom `httpClient` as the way to change how the SDK reaches its API.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: string,
    opts: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(opts);
  }
  override request<T>(opts: RequestClient.RequestOptions<T>) {
    const uri = new URL(opts.uri);
    const target = new URL(this.origin);
    uri.protocol = target.protocol;
    uri.host = target.host;
    return super.request<T>({ ...opts, uri: uri.href });
  }
}

/** Twilio Programmable Messaging through the official SDK, for numbers outside India. */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  private readonly client: ReturnType<typeof twilio>;
  private readonly timeoutMs: number;

  constructor(private readonly config: TwilioConfig) {
    this.timeoutMs = config.timeoutMs ?? 10_000;
    const base = config.baseUrl?.replace(/\/+$/, '');
    const httpOptions = { timeout: this.timeoutMs, autoRetry: false };
    this.client = twilio(config.accountSid, config.authToken, {
      ...httpOptions,
      ...(base && base !== TWILIO_API_ORIGIN ? { httpClient: new RebasedRequestClient(base, httpOptions) } : {}),
    });
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const from = this.config.from;
    try {
      const sent = await this.client.messages.create({
        to: `+${message.to}`,
        body: message.text,
        ...(from.startsWith('MG') ? { messagingServiceSid: from } : { from }),
        ...(this.config.statusCallback ? { statusCallback: this.config.statusCallback } : {}),
      });
      return { provider: this.name, id: sent.sid };
    } catch (err) {
      throw twilioFailure(err, this.timeoutMs);
    }
  }
}

/**
 * Reads the SDK's errors: a RestException carries the HTTP status and Twilio's error code
 * (21211 invalid 'To' number, 21614 not a mobile number, 21408 region not enabled, 20003
 * authentication, 20429 too many requests); a timed-out request is axios' ECONNABORTED.
 */
export function twilioFailure(err: unknown, timeoutMs: number): SmsSendError {
  const e = err as { status?: number; code?: number | string; message?: string };
  if (typeof e.status === 'number') {
    const detail = `HTTP ${e.status} ${e.code ?? ''}: ${e.message ?? ''}`.trim();
    if (e.status === 401 || e.code === 20003) return new SmsSendError('unauthorized', 'twilio', detail);
    if (e.status === 429 || e.code === 20429) return new SmsSendError('rate-limited', 'twilio', detail);
    if (e.code === 21211 || e.code === 21614 || e.code === 21612) {
      return new SmsSendError('invalid-number', 'twilio', detail);
    }
    if (e.code === 21408) return new SmsSendError('not-served', 'twilio', detail);
    return new SmsSendError('provider-error', 'twilio', detail);
  }
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? '')) {
    return new SmsSendError('timeout', 'twilio', `no answer within ${timeoutMs} ms`);
  }
  return new SmsSendError('provider-error', 'twilio', `request failed: ${e.message ?? String(err)}`);
}

/** Checks `X-Twilio-Signature` with the SDK: the full URL Twilio posted to and the form's fields. */
export function validTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return signature !== '' && twilio.validateRequest(authToken, signature, url, params);
}

/**
 * A Twilio status callback as a delivery report: delivered, or failed/undelivered with Twilio's
 * error code; the passing states (queued, sent, …) are left out.
 */
export function twilioDeliveryReport(params: Record<string, string>): DeliveryReport | null {
  const id = params.MessageSid ?? params.SmsSid;
  const status = params.MessageStatus ?? params.SmsStatus;
  if (!id) return null;
  if (status === 'delivered') return { id, status: 'delivered', error: null };
  if (status === 'failed' || status === 'undelivered') {
    return { id, status: 'failed', error: `${status}${params.ErrorCode ? ` ${params.ErrorCode}` : ''}` };
  }
  return null;
}
