import { z } from 'zod';
import { envelope } from './envelope';

export const healthData = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthData = z.infer<typeof healthData>;
export const healthResponse = envelope(healthData);

/** Readiness: each dependency `ok`, or what is wrong with it (`/api/ready`, 503 when any is not). */
export const readyChecks = z.object({
  database: z.string(),
  migrations: z.string(),
  redis: z.string().optional(),
});
export const readyData = z.object({ status: z.enum(['ready', 'not-ready']), checks: readyChecks });
export type ReadyData = z.infer<typeof readyData>;
export const readyResponse = envelope(readyData);
export const notReadyResponse = z.object({ success: z.literal(false), message: z.string(), data: readyData });
