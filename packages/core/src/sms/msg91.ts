import { type SmsMessage, type SmsProvider, type SmsReceipt, SmsSendError } from '../sms';
import type { SmsKind, SmsLocale } from './templates';

export interface Msg91Config {
  authKey: string;
  senderId: string;
  /** DLT template ids (as mapped in MSG91) per kind and language. */
  templates: Record<SmsKind, Record<SmsLocale, string>>;
  /** https://control.msg91.com unless overridden (tests point it at a local stand-in). */
  baseUrl?: string;
  /** Milliseconds before a request is given up as timed out. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const MSG91_BASE_URL = 'https://control.msg91.com';

/**
 * MSG91's Flow API (POST /api/v5/flow): our own texts and codes through a DLT-approved template,
 * one recipient per request. MSG91's OTP generate/verify API is never used: our OTP rules apply.
 * Answers (docs/SMS.md): 200 `{"type":"success","message":"<request id>"}`; failures
 * `{"type":"error","message":"..."}` with 401 for a wrong auth key and 429 when throttled.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: Msg91Config) {
    this.base = (config.baseUrl ?? MSG91_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.fetch = config.fetch ?? fetch;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const templateId = this.config.templates[message.template][message.locale];
    const body = {
      template_id: templateId,
      sender: this.config.senderId,
      short_url: '0',
      // Hindi templates are Unicode texts.
      ...(message.locale === 'hi' ? { unicode: 1 } : {}),
      recipients: [{ mobiles: message.to, ...message.values }],
    };
    let res: Response;
    try {
      res = await this.fetch(`${this.base}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: this.config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new SmsSendError('timeout', this.name, `no answer within ${this.timeoutMs} ms`);
      }
      throw new SmsSendError('provider-error', this.name, `request failed: ${(err as Error).message}`);
    }
    let json: { type?: unknown; message?: unknown; code?: unknown } = {};
    try {
      json = (await res.json()) as typeof json;
    } catch {
      // a body that is not JSON is judged by the status alone
    }
    const text = typeof json.message === 'string' ? json.message : '';
    if (res.ok && json.type === 'success' && text) return { provider: this.name, id: text };
    throw new SmsSendError(msg91Failure(res.status, text), this.name, `HTTP ${res.status}: ${text || 'no message'}`);
  }
}

/** Reads MSG91's error answer: the status first, then its message. */
export function msg91Failure(status: number, message: string): SmsSendError['reason'] {
  if (status === 401 || status === 403 || status === 418 || /auth/i.test(message)) return 'unauthorized';
  if (status === 429 || /too many|throttl|rate limit/i.test(message)) return 'rate-limited';
  if (/template|dlt|content/i.test(message)) return 'template-mismatch';
  if (/mobile|number|recipient/i.test(message)) return 'invalid-number';
  return 'provider-error';
}

export interface DeliveryReport {
  /** The provider's id of the message (MSG91's request id, Twilio's message sid). */
  id: string;
  status: 'delivered' | 'failed';
  error: string | null;
}

/** MSG91's delivery-report status codes: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked. */
function msg91Status(status: unknown, desc: unknown, reason: unknown): Omit<DeliveryReport, 'id'> | null {
  const code = String(status ?? '');
  if (code === '1') return { status: 'delivered', error: null };
  if (['2', '9', '16', '17', '25'].includes(code)) {
    const words = [desc, reason].filter((w) => typeof w === 'string' && w.trim()).join(': ');
    return { status: 'failed', error: `${code}${words ? ` ${words}` : ''}` };
  }
  return null; // submitted, pending and other passing states
}

/**
 * The delivery reports in one webhook call from MSG91: version 2 (form field `data`, a JSON list of
 * requests each with a `report` list) or version 3 (one JSON object per report, or a list of them).
 * Other states than delivered and failed are left out.
 */
export function msg91DeliveryReports(contentType: string, raw: string): DeliveryReport[] {
  const out: DeliveryReport[] = [];
  const add = (id: unknown, status: unknown, desc: unknown, reason: unknown) => {
    const s = msg91Status(status, desc, reason);
    if (typeof id === 'string' && id && s) out.push({ id, ...s });
  };
  let parsed: unknown;
  try {
    parsed = contentType.includes('json')
      ? JSON.parse(raw)
      : JSON.parse(new URLSearchParams(raw).get('data') ?? 'null');
  } catch {
    return out;
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    if (Array.isArray(r.report)) {
      for (const rep of r.report as Record<string, unknown>[])
        add(r.requestId, rep?.status, rep?.desc, rep?.failedReason);
    } else {
      add(r.requestId, r.status, r.desc, r.failedReason);
    }
  }
  return out;
}
