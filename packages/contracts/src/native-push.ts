import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Native push for the Android and iOS app shells: the device's push token (a Firebase Cloud Messaging
 * registration on Android, an APNs device token on iOS), registered after the user allows
 * notifications and removed on sign-out.
 */

export const nativePlatform = z.enum(['android', 'ios'], { message: 'Choose android or ios' });
export type NativePlatform = z.infer<typeof nativePlatform>;

/** FCM registration tokens are URL-safe base64 with a colon-separated prefix, about 160 characters; APNs device tokens are hex. */
const token = z
  .string()
  .min(20, 'Not a push token')
  .max(4096, 'Not a push token')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Not a push token');

export const nativePushTokenBody = z.object({ platform: nativePlatform, token });
export type NativePushTokenBody = z.infer<typeof nativePushTokenBody>;

export const nativePushTokenDeleteBody = z.object({ token: z.string().min(1, 'Not a push token').max(4096) });
export type NativePushTokenDeleteBody = z.infer<typeof nativePushTokenDeleteBody>;

export const nativePushTokenResponse = envelope(z.object({ registered: z.boolean() }));
