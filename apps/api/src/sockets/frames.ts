import { isUtf8 } from 'node:buffer';
import { apiMessage } from '@drishti/content/api-messages-codes';
import { type WsClientMessage, type WsServerMessage, wsClientMessage } from '@drishti/contracts/ws';
import { malformedPath } from '../plugins/unicode';

type ErrorFrame = Extract<WsServerMessage, { type: 'error' }>;

/**
 * An error frame of ours: its code and the code's message (packages/content/src/api-messages-codes.ts;
 * `key` names the entry when the code is shared). The socket speaks English; clients act on the code.
 */
export function errorFrame(
  code: string,
  options: { key?: string; values?: Readonly<Record<string, string | number>>; message?: string } = {},
): ErrorFrame {
  const message = options.message ?? apiMessage(options.key ?? code, 'en', options.values) ?? code;
  return { type: 'error', code, message };
}

/**
 * One frame a socket sent, read as the protocol's message: valid UTF-8 and Unicode, JSON, and a
 * message of the contracts' protocol; otherwise the error to send back.
 */
export function readFrame(raw: Buffer): { message: WsClientMessage } | { error: WsServerMessage } {
  // Text must be valid Unicode: UTF-8 bytes (binary frames are not checked by the socket
  // library) and no lone surrogates written as JSON escapes.
  if (!isUtf8(raw)) return { error: { ...errorFrame('bad-unicode'), field: '' } };
  let parsed: ReturnType<typeof wsClientMessage.safeParse>;
  try {
    const json: unknown = JSON.parse(raw.toString('utf8'));
    const field = malformedPath(json);
    if (field !== null) return { error: { ...errorFrame('bad-unicode'), field } };
    parsed = wsClientMessage.safeParse(json);
  } catch {
    return { error: errorFrame('bad-json') };
  }
  if (!parsed.success) {
    return {
      error: errorFrame('bad-message', {
        ...(parsed.error.issues[0] ? { message: parsed.error.issues[0].message } : {}),
      }),
    };
  }
  return { message: parsed.data };
}
