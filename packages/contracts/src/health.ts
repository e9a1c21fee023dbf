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
