import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The `/janus` tokens (docs/LIVE.md): `<event id>.<role>.<expiry ms>.<nonce>.<signature>`, bound
 * to one event and one role. The stage role names the stage call it opens (`stage:<consultation
 * id>`): it publishes the guest's feed only while that call is on and only for that guest.
 */
export type LiveRole = 'publisher' | 'viewer' | 'stage';

export interface LiveTokenClaims {
  eventId: string;
  role: LiveRole;
  /** The stage call (a consultation id) a stage token opens; null for the other roles. */
  stageId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', `live-token:${secret}`).update(body).digest();
}

/** A signed token; `stageId` is required for the stage role and ignored for the others. */
export function signLiveToken(
  secret: string,
  eventId: string,
  role: LiveRole,
  expiresAt: Date,
  stageId?: string,
): string {
  const rolePart = role === 'stage' ? `stage:${stageId}` : role;
  const body = `${eventId}.${rolePart}.${expiresAt.getTime()}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The event, role (and stage call) of a valid, unexpired token; null for anything else. */
export function verifyLiveToken(secret: string, token: string, now: Date): LiveTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [eventId, rolePart, exp, nonce, sig] = parts as [string, string, string, string, string];
  let role: LiveRole;
  let stageId: string | null = null;
  if (rolePart === 'publisher' || rolePart === 'viewer') role = rolePart;
  else if (rolePart.startsWith('stage:') && UUID.test(rolePart.slice(6))) {
    role = 'stage';
    stageId = rolePart.slice(6);
  } else return null;
  if (!/^\d{1,16}$/.test(exp) || Number(exp) < now.getTime()) return null;
  const expected = sign(secret, `${eventId}.${rolePart}.${exp}.${nonce}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId, role, stageId };
}

/** A random VideoRoom room id (a safe JavaScript integer) and a room secret and PIN. */
export function newRoomSecrets() {
  return {
    room: randomInt(1, 2 ** 47),
    secret: randomBytes(24).toString('base64url'),
    pin: randomBytes(18).toString('base64url'),
  };
}
