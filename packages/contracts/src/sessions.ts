import { z } from 'zod';
import { envelope } from './envelope';

/** One signed-in session of the caller: the device it signed in from, when, and when last seen. */
export const sessionView = z.object({
  /** An opaque id for ending this session (not the cookie, nor its stored hash). */
  id: z.string(),
  /** Read from the browser's user agent; null when it could not be told. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type SessionViewData = z.infer<typeof sessionView>;
export const sessionListResponse = envelope(z.array(sessionView));
export const sessionIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'Unknown session id') });
export const sessionsEndedResponse = envelope(z.object({ ended: z.number().int(), signedOut: z.boolean() }));
