import { createHash } from 'node:crypto';
import { DomainError } from '@drishti/core/errors';
import type { IdempotencyScope } from '@drishti/core/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiContext } from '../context';

/** Keys are kept this long; afterwards the same key starts a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** A claimed key whose request has not answered after this long is taken as abandoned (the process died). */
const ABANDONED_MS = 2 * 60 * 1000;
/** Expired keys are purged at most this often per process. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_FLIGHT =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/** JSON with object keys sorted at every depth: equal parameters give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const fingerprintOf = (parameters: unknown) =>
  createHash('sha256').update(canonicalJson(parameters)).digest('hex');

interface State {
  scope: IdempotencyScope;
  claimed: boolean;
  claim(parameters: unknown): Promise<void>;
}
const stateKey = Symbol('idempotency');
type WithState = FastifyRequest & { [stateKey]?: State };

/** Thrown inside a handler to answer with the stored response of an identical earlier request. */
class Replay {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {}
}

/** Does this route declare the `Idempotency-Key` header in its schema? */
function acceptsIdempotencyKey(route: RouteOptions): boolean {
  const headers = (route.schema as { headers?: { shape?: Record<string, unknown> } } | undefined)?.headers;
  return Boolean(headers?.shape && 'idempotency-key' in headers.shape);
}

/**
 * Idempotency keys as Stripe has them, for every route whose schema declares the
 * `Idempotency-Key` header: the key is scoped to the signed-in caller and the route; the first
 * request's parameters (path, query and body; for multipart forms the fields and the file's hash,
 * see `fingerprintRequest`) are fingerprinted and stored; a repeat with the same parameters gets the
 * first answer again (`Idempotent-Replayed: true`), with other parameters a 409; keys live 24 hours.
 * A request that fails frees its key, so a corrected retry may use it.
 */
export function idempotencyPlugin(app: FastifyInstance, ctx: ApiContext) {
  const repo = ctx.services.operations.idempotency;
  const now = () => ctx.services.now();
  let lastPurge = 0;

  app.addHook('onRoute', (route) => {
    if (!acceptsIdempotencyKey(route)) return;
    const original = route.handler;
    const routeName = `${String(route.method)} ${route.url}`;
    route.handler = async function idempotent(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers['idempotency-key'];
      const user = typeof key === 'string' ? await request.currentUser() : null;
      if (typeof key !== 'string' || !user) return original.call(this, request, reply);
      const state: State = {
        scope: { userId: user.id, route: routeName, key },
        claimed: false,
        claim: (parameters) => claim(state, parameters),
      };
      (request as WithState)[stateKey] = state;
      try {
        if (!request.isMultipart?.()) {
          await fingerprintRequest(request, { params: request.params, query: request.query, body: request.body });
        }
        const result = await original.call(this, request, reply);
        if (!state.claimed) throw new Error(`${routeName} answered without fingerprinting its request`);
        await repo.complete(state.scope, reply.statusCode, result);
        return result;
      } catch (e) {
        if (e instanceof Replay) {
          reply.header('idempotent-replayed', 'true');
          return reply.status(e.statusCode).send(e.body);
        }
        if (state.claimed) await repo.release(state.scope);
        throw e;
      }
    };
  });

  /** Claims the request's key with the fingerprint of these parameters (see the plugin's comment). */
  async function claim(state: State, parameters: unknown): Promise<void> {
    if (state.claimed) return;
    const at = now();
    if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = at.getTime();
      await repo.purge(new Date(at.getTime() - IDEMPOTENCY_TTL_MS));
    }
    const fingerprint = fingerprintOf(parameters);
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = await repo.claim(state.scope, fingerprint, at);
      if (!existing) {
        state.claimed = true;
        return;
      }
      const age = at.getTime() - existing.createdAt.getTime();
      const abandoned = existing.statusCode === null && age > ABANDONED_MS;
      if (age >= IDEMPOTENCY_TTL_MS || abandoned) {
        await repo.release(state.scope);
        continue;
      }
      if (existing.fingerprint !== fingerprint) {
        throw new DomainError('conflict', KEY_REUSED, { code: 'idempotency-key-reused' });
      }
      if (existing.statusCode === null) {
        throw new DomainError('conflict', KEY_IN_FLIGHT, { code: 'idempotency-key-in-flight' });
      }
      throw new Replay(existing.statusCode, existing.response);
    }
    throw new DomainError('conflict', KEY_IN_FLIGHT, { code: 'idempotency-key-in-flight' });
  }
}

/**
 * For multipart routes, which read their form in the handler: call with the form's fields (and a
 * hash of each file) once they are read, before anything changes. Does nothing without a key.
 * JSON routes are fingerprinted before their handler runs.
 */
export async function fingerprintRequest(request: FastifyRequest, parameters: unknown): Promise<void> {
  await (request as WithState)[stateKey]?.claim(parameters);
}
