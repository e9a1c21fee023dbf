import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { SmsProvider } from '@drishti/core/sms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one API instance (docs/OPERATIONS.md lists them). Each instance has
 * its own registry (tests build several in one process); Prometheus scrapes every instance.
 */
export function createMetrics() {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'drishti_http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, never the raw URL)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const wsConnections = new Gauge({
    name: 'drishti_websocket_connections',
    help: 'WebSocket connections open on this instance',
    registers: [registry],
  });
  const activeConsultations = new Gauge({
    name: 'drishti_active_consultations',
    help: 'Consultations in progress (all instances: read from the database at scrape time)',
    registers: [registry],
  });
  const meterLag = new Histogram({
    name: 'drishti_meter_lag_seconds',
    help: 'How late each run of the consultation meter started after it was due',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  const payments = new Counter({
    name: 'drishti_payment_events_total',
    help: 'Payment outcomes: gateway webhooks by event and checkout verifications, by HTTP status',
    labelNames: ['source', 'event', 'status'] as const,
    registers: [registry],
  });
  const sms = new Counter({
    name: 'drishti_sms_total',
    help: 'SMS sent by template and outcome',
    labelNames: ['template', 'outcome'] as const,
    registers: [registry],
  });
  const jobLag = new Histogram({
    name: 'drishti_job_lag_seconds',
    help: 'How long after its tick started a background job began running',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'drishti_job_runs_total',
    help: 'Background job runs on this instance by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'drishti_page_cache_requests_total',
    help: 'Page requests the in-process page cache saw: answered from memory (hit, stale) or through Next (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const pageCacheBytes = new Gauge({
    name: 'drishti_page_cache_bytes',
    help: 'Bytes the in-process page cache holds (bounded by PAGE_CACHE_MB)',
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    wsConnections,
    activeConsultations,
    meterLag,
    payments,
    sms,
    jobLag,
    jobRuns,
    pageCache,
    pageCacheBytes,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts each SMS the provider sends (or fails to) without changing the provider itself. */
export function countSms(provider: SmsProvider, metrics: Metrics): void {
  const send = provider.send.bind(provider);
  provider.send = async (message) => {
    try {
      const receipt = await send(message);
      metrics.sms.inc({ template: message.template, outcome: 'sent' });
      return receipt;
    } catch (err) {
      metrics.sms.inc({ template: message.template, outcome: 'failed' });
      throw err;
    }
  };
}

/** Records every request's latency by its route pattern, and the payment outcomes. */
export function recordHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    metrics.httpDuration.observe(
      { method: request.method, route: route.startsWith('/api') || route === '/ws' ? route : 'pages', status },
      reply.elapsedTime / 1000,
    );
    if (route === '/api/webhooks/razorpay') {
      let event = 'unknown';
      try {
        const parsed = JSON.parse(typeof request.body === 'string' ? request.body : '') as { event?: unknown };
        if (typeof parsed.event === 'string' && /^[a-z_.]{1,40}$/.test(parsed.event)) event = parsed.event;
      } catch {
        // a body that is not JSON stays "unknown"
      }
      metrics.payments.inc({ source: 'webhook', event, status });
    } else if (route === '/api/wallet/recharge/verify') {
      metrics.payments.inc({ source: 'checkout', event: 'verify', status });
    }
  });
}

/**
 * Who may read /metrics: a client address in METRICS_ALLOW (the address Fastify resolved, so
 * behind TRUSTED_PROXIES the real client's), or a request with `Authorization: Bearer METRICS_TOKEN`.
 */
export function metricsAccess(allow: string[], token: string | undefined) {
  const allowed = addressMatcher(allow);
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (expected && typeof header === 'string') {
      const given = Buffer.from(header);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return allowed(request.ip);
  };
}

/** Whether an address is in a list of addresses and CIDRs (IPv4-mapped IPv6 addresses count as IPv4). */
export function addressMatcher(entries: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address || entries.length === 0) return false;
    const ip = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}
