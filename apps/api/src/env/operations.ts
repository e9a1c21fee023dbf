import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { type PressLinkData, pressLinks } from '@drishti/contracts/home';
import type { RawEnv } from '../env';

/** Settings of running the product: production mode's demands, address lists, kept secrets, press links. */

/** A comma-separated list of IP addresses or CIDRs; the error names the variable. */
export function addressList(name: string, value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    const [address, bits, extra] = item.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !okBits || extra !== undefined)
      throw new Error(`Invalid configuration: ${name}: "${item}" is not an IP address or CIDR`);
  }
  return items;
}

/** Production mode needs real SMS and payments unless the demo is switched on explicitly. */
export function productionProblems(e: RawEnv, demoSwitch: boolean): string[] {
  if (demoSwitch) return [];
  const problems: string[] = [];
  if (e.SMS_PROVIDER.includes('console'))
    problems.push('SMS_PROVIDER is "console" (it sends no SMS): set a real provider, or DRISHTI_DEMO=1 for a demo');
  for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
    if (!e[key]) problems.push(`${key} is not set (payments need it): set it, or DRISHTI_DEMO=1 for a demo`);
  return problems;
}

/** Reads a secret from `.data/`, creating it on first use so that restarts keep it. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** PRESS_LINKS: a JSON list of { outlet, url, logo }; any problem is reported naming the variable. */
export function parsePressLinks(raw: string | undefined): PressLinkData[] {
  if (!raw?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('Invalid configuration: PRESS_LINKS: not JSON (expected a list of { outlet, url, logo })');
  }
  const parsed = pressLinks.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `PRESS_LINKS.${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
