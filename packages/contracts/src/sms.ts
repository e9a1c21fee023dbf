import { z } from 'zod';
import { envelope } from './envelope';

/** One SMS the provider refused or could not deliver (admin console). The number is masked. */
export const smsFailure = z.object({
  id: z.string(),
  provider: z.string(),
  kind: z.string(),
  locale: z.enum(['en', 'hi']),
  phone: z.string(),
  error: z.string(),
  at: z.string(),
});
export type SmsFailureView = z.infer<typeof smsFailure>;
export const smsFailuresResponse = envelope(z.array(smsFailure));
export const smsWebhookResponse = envelope(z.object({ recorded: z.number().int() }));
export const msg91WebhookQuery = z.object({ token: z.string().max(200).optional() });
