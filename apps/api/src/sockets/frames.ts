import { isUtf8 } from 'node:buffer';
import { type WsClientMessage, type WsServerMessage, wsClientMessage } from '@drishti/contracts/ws';
import { INVALID_UNICODE, malformedPath } from '../plugins/unicode';

/**
 * One frame a socket sent, read as the protocol's message: valid UTF-8 and Unicode, JSON, and a
 * message of the contracts' protocol; otherwise the error to send back.
 */
export function readFrame(raw: Buffer): { message: WsClientMessage } | { error: WsServerMessage } {
  // Text must be valid Unicode: UTF-8 bytes (binary frames are not checked by the socket
  // library) and no lone surrogates written as JSON escapes.
  if (!isUtf8(raw)) return { error: { type: 'error', code: 'bad-unicode', message: INVALID_UNICODE, field: '' } };
  let parsed: ReturnType<typeof wsClientMessage.safeParse>;
  try {
    const json: unknown = JSON.parse(raw.toString('utf8'));
    const field = malformedPath(json);
    if (field !== null) return { error: { type: 'error', code: 'bad-unicode', message: INVALID_UNICODE, field } };
    parsed = wsClientMessage.safeParse(json);
  } catch {
    return { error: { type: 'error', code: 'bad-json', message: 'Messages must be JSON' } };
  }
  if (!parsed.success) {
    return {
      error: { type: 'error', code: 'bad-message', message: parsed.error.issues[0]?.message ?? 'Invalid message' },
    };
  }
  return { message: parsed.data };
}
