import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SmsKind, type SmsLocale, SMS_TEMPLATES } from './templates';

/**
 * Test code: a local HTTP stand-in for MSG91's Flow API and Twilio's Messages API, answering as
 * each documents (docs/SMS.md) so the adapters are tested without the internet. Each phone number
 * can be told how to fail; everything accepted is kept so a test can read the code it carried.
 */
export type StandInBehaviour =
  | 'ok'
  | 'invalid-number'
  | 'template-mismatch'
  | 'unauthorized'
  | 'rate-limited'
  | 'timeout';

export interface StandInMessage {
  provider: 'msg91' | 'twilio';
  id: string;
  to: string;
  /** The text as the phone would show it. */
  text: string;
  kind?: SmsKind;
  locale?: SmsLocale;
  /** What was posted (MSG91's JSON body, or Twilio's form fields). */
  body: Record<string, unknown>;
}

export interface SmsStandIn {
  url: string;
  messages: StandInMessage[];
  /** How requests for this number (E.164 without plus) are answered from now on. */
  behave(phone: string, behaviour: StandInBehaviour): void;
  /** Requests that got an answer other than success, in order. */
  refused: { provider: string; to: string; status: number; body: unknown }[];
  close(): Promise<void>;
}

export interface StandInOptions {
  msg91?: { authKey: string; templates: Record<SmsKind, Record<SmsLocale, string>> };
  twilio?: { accountSid: string; authToken: string };
  port?: number;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** MSG91's error answer: `{"type":"error","message":…,"code":…}`. */
function msg91Error(text: string, status: number) {
  return { type: 'error', message: text, code: String(status) };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startSmsStandIn(options: StandInOptions): Promise<SmsStandIn> {
  const behaviours = new Map<string, StandInBehaviour>();
  const messages: StandInMessage[] = [];
  const refused: SmsStandIn['refused'] = [];
  const hanging = new Set<ServerResponse>();
  const byTemplateId = new Map<string, { kind: SmsKind; locale: SmsLocale }>();
  for (const [kind, ids] of Object.entries(options.msg91?.templates ?? {}) as [SmsKind, Record<SmsLocale, string>][]) {
    for (const locale of ['en', 'hi'] as const) byTemplateId.set(ids[locale], { kind, locale });
  }

  const refuse = (res: ServerResponse, provider: string, to: string, status: number, body: unknown) => {
    refused.push({ provider, to, status, body });
    send(res, status, body);
  };

  async function msg91(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(res, 'msg91', '', 400, msg91Error('Invalid JSON', 400));
    }
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    const to = String(recipients[0]?.mobiles ?? '');
    const behaviour = behaviours.get(to) ?? 'ok';
    if (behaviour === 'timeout') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (req.headers.authkey !== options.msg91?.authKey || behaviour === 'unauthorized') {
      return refuse(res, 'msg91', to, 401, msg91Error('Authentication failure', 401));
    }
    if (behaviour === 'rate-limited') {
      return refuse(res, 'msg91', to, 429, msg91Error('Too many requests', 429));
    }
    if (!/^\d{10,15}$/.test(to) || behaviour === 'invalid-number') {
      return refuse(res, 'msg91', to, 400, msg91Error('Mobile number is invalid', 400));
    }
    const template = byTemplateId.get(String(body.template_id ?? ''));
    const vars = template ? SMS_TEMPLATES[template.kind][template.locale].vars : [];
    const complete = vars.every((v) => typeof recipients[0]?.[v] === 'string');
    if (!template || !complete || behaviour === 'template-mismatch') {
      return refuse(
        res,
        'msg91',
        to,
        400,
        msg91Error('Template content does not match the DLT approved template', 400),
      );
    }
    const t = SMS_TEMPLATES[template.kind][template.locale];
    let i = 0;
    const text = t.text.replace(/\{#var#\}/g, () => String(recipients[0]![t.vars[i++]!]));
    const id = randomBytes(12).toString('hex');
    messages.push({ provider: 'msg91', id, to, text, kind: template.kind, locale: template.locale, body });
    send(res, 200, { type: 'success', message: id });
  }

  async function twilio(req: IncomingMessage, res: ServerResponse, accountSid: string) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const to = String(form.To ?? '').replace(/^\+/, '');
    const behaviour = behaviours.get(to) ?? 'ok';
    if (behaviour === 'timeout') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const expected = `Basic ${Buffer.from(`${options.twilio?.accountSid}:${options.twilio?.authToken}`).toString('base64')}`;
    const error = (status: number, code: number, message: string) =>
      refuse(res, 'twilio', to, status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });
    if (
      req.headers.authorization !== expected ||
      accountSid !== options.twilio?.accountSid ||
      behaviour === 'unauthorized'
    ) {
      return error(401, 20003, 'Authenticate');
    }
    if (behaviour === 'rate-limited') return error(429, 20429, 'Too Many Requests');
    if (!/^\d{8,15}$/.test(to) || behaviour === 'invalid-number') {
      return error(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ provider: 'twilio', id: sid, to, text: String(form.Body ?? ''), body: form });
    const now = new Date().toUTCString();
    send(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: form.Body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: null,
      sid,
      status: 'queued',
      to: form.To,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const twilioPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    const handle =
      req.method === 'POST' && url.pathname.replace(/\/$/, '') === '/api/v5/flow'
        ? msg91(req, res)
        : req.method === 'POST' && twilioPath
          ? twilio(req, res, twilioPath[1]!)
          : Promise.resolve(send(res, 404, { error: 'no such path' }));
    handle.catch((err: Error) => send(res, 500, { error: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    refused,
    behave: (phone, behaviour) => behaviours.set(phone, behaviour),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
