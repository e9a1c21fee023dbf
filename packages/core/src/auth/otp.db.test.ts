import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@drishti/db/connection';
import { usersRepository } from '@drishti/db/repositories/users';
import { createTestDatabase } from '@drishti/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { addressBucket, OTP_RULES } from './otp';
import { SandboxGateway } from '../payments/sandbox';
import { sandboxDatabaseStore } from '../payments/sandbox-store';
import { diskStorage } from '../storage';
import { createServices, type Services } from '../services';
import { ConsoleSmsProvider } from '../sms';

let database: Database;
let services: Services;
let sms: ConsoleSmsProvider;
let clock: Date;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeEach(async () => {
  database = await createTestDatabase();
  sms = new ConsoleSmsProvider(() => {});
  clock = new Date('2026-11-01T10:00:00Z');
  services = createServices({
    db: database.db,
    sms,
    secret: 'test-secret',
    publicUrl: 'http://localhost:3000',
    gateway: new SandboxGateway({ keySecret: 'k', webhookSecret: 'w', store: sandboxDatabaseStore(database.db) }),
    storage: diskStorage(join(tmpdir(), 'drishti-otp-test')),
    now: () => clock,
  });
});
afterEach(async () => {
  await database.close();
});

const lastCode = (phone: string) => {
  const text = sms.outbox(phone)[0]?.text ?? '';
  const m = text.match(/\b(\d{6})\b/);
  if (!m) throw new Error(`no code in "${text}"`);
  return m[1]!;
};
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

async function expectError(p: Promise<unknown>, kind: DomainError['kind']) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).kind).toBe(kind);
  return err as DomainError;
}

const ip = '203.0.113.5';
const meta = { ip, userAgent: 'test' };

describe('phone OTP sign-in', () => {
  it('sends a 6-digit code without links, signs in with it once, and creates the account', async () => {
    const sent = await services.signIn.start({ phone: '98123 45678' }, ip);
    expect(sent).toMatchObject({ sent: true, expiresInSeconds: 600 });
    const message = sms.outbox('919812345678')[0]!;
    expect(message.text).toMatch(/\b\d{6}\b/);
    expect(message.text).not.toMatch(/https?:|www\./);
    const code = lastCode('919812345678');
    const { user, token } = await services.signIn.finish({ phone: '9812345678', code }, meta);
    expect(user.phone).toBe('919812345678');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect((await services.sessions.authenticate(token))?.id).toBe(user.id);
    await expectError(services.signIn.finish({ phone: '9812345678', code }, meta), 'invalid');
  });

  it('expires codes after 10 minutes', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const code = lastCode('919812345678');
    advance(600);
    await expectError(services.signIn.finish({ phone: '9812345678', code }, meta), 'invalid');
  });

  it('accepts a code just before expiry', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const code = lastCode('919812345678');
    advance(599);
    await services.signIn.finish({ phone: '9812345678', code }, meta);
  });

  it('allows 5 wrong entries per code, the fifth locking the number until an hour after the code', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const code = lastCode('919812345678');
    for (let i = 0; i < 4; i++) {
      const e = await expectError(
        services.signIn.finish({ phone: '9812345678', code: wrongCode(code) }, meta),
        'invalid',
      );
      expect(e.message).toBe(`The code is wrong. ${4 - i} ${i === 3 ? 'try' : 'tries'} left.`);
      advance(60);
    }
    // The fifth wrong code says the number is locked and until when, never "0 tries left".
    const fifth = await expectError(
      services.signIn.finish({ phone: '9812345678', code: wrongCode(code) }, meta),
      'rate-limited',
    );
    expect(fifth.message).not.toMatch(/tries left/);
    expect(fifth.code).toBe('otp-locked');
    expect(fifth.details).toEqual({ lockedUntil: '2026-11-01T11:00:00.000Z' });
    expect(fifth.message).toBe(
      'Too many wrong codes. This number is locked for 56 minutes; ask for a new code after that.',
    );
    expect(fifth.retryAfterSeconds).toBe(56 * 60);
    const right = await expectError(services.signIn.finish({ phone: '9812345678', code }, meta), 'rate-limited');
    expect(right.details?.lockedUntil).toBe('2026-11-01T11:00:00.000Z');
    // After the code expired the number is still locked, and says so (not "the code has expired").
    advance(20 * 60);
    const later = await expectError(services.signIn.finish({ phone: '9812345678', code }, meta), 'rate-limited');
    expect(later.code).toBe('otp-locked');
    expect(later.message).toContain('locked for 36 minutes');
    // Asking for a new code is refused with the same end, before any resend wait.
    const resend = await expectError(services.signIn.start({ phone: '9812345678' }, ip), 'rate-limited');
    expect(resend.code).toBe('otp-locked');
    expect(resend.details?.lockedUntil).toBe('2026-11-01T11:00:00.000Z');
    // At that time the number may ask again and sign in.
    clock = new Date('2026-11-01T11:00:00Z');
    await services.signIn.start({ phone: '9812345678' }, ip);
    await services.signIn.finish({ phone: '9812345678', code: lastCode('919812345678') }, meta);
  });

  it('says a lock ending within the minute is a minute, not "0 minutes"', async () => {
    await services.signIn.start({ phone: '9812345670' }, ip);
    const code = lastCode('919812345670');
    for (let i = 0; i < 5; i++) {
      await services.signIn.finish({ phone: '9812345670', code: wrongCode(code) }, meta).catch(() => {});
    }
    advance(3600 - 5);
    const e = await expectError(services.signIn.start({ phone: '9812345670' }, ip), 'rate-limited');
    expect(e.message).toContain('locked for 1 minute;');
    expect(e.retryAfterSeconds).toBe(5);
  });

  it('does not reset the failure count when a new code is sent', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const first = lastCode('919812345678');
    for (let i = 0; i < 3; i++) {
      await expectError(services.signIn.finish({ phone: '9812345678', code: wrongCode(first) }, meta), 'invalid');
    }
    advance(30);
    await services.signIn.start({ phone: '9812345678' }, ip);
    const second = lastCode('919812345678');
    await expectError(services.signIn.finish({ phone: '9812345678', code: wrongCode(second) }, meta), 'invalid');
    const locked = await expectError(
      services.signIn.finish({ phone: '9812345678', code: wrongCode(second) }, meta),
      'rate-limited',
    );
    // Locked until an hour after the code it was locked on.
    expect(locked.details?.lockedUntil).toBe('2026-11-01T11:00:30.000Z');
    await expectError(services.signIn.finish({ phone: '9812345678', code: second }, meta), 'rate-limited');
    // And no fresh code is sent while the number is locked.
    advance(600);
    await expectError(services.signIn.start({ phone: '9812345678' }, ip), 'rate-limited');
  });

  it('binds a code to its request: an older code stops working once a new one is sent', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const first = lastCode('919812345678');
    advance(30);
    await services.signIn.start({ phone: '9812345678' }, ip);
    const second = lastCode('919812345678');
    if (first !== second)
      await expectError(services.signIn.finish({ phone: '9812345678', code: first }, meta), 'invalid');
    await services.signIn.finish({ phone: '9812345678', code: second }, meta);
  });

  it('makes each resend wait longer', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const tooSoon = await expectError(services.signIn.start({ phone: '9812345678' }, ip), 'rate-limited');
    expect(tooSoon.retryAfterSeconds).toBe(30);
    advance(30);
    await services.signIn.start({ phone: '9812345678' }, ip);
    const second = await expectError(services.signIn.start({ phone: '9812345678' }, ip), 'rate-limited');
    expect(second.retryAfterSeconds).toBe(60);
    advance(59);
    await expectError(services.signIn.start({ phone: '9812345678' }, ip), 'rate-limited');
    advance(1);
    await services.signIn.start({ phone: '9812345678' }, ip);
  });

  it('caps codes per number per day', async () => {
    for (let i = 0; i < 10; i++) {
      await services.signIn.start({ phone: '9812345678' }, `198.51.100.${i}`);
      advance(3601); // past the resend waits
    }
    clock = new Date('2026-11-01T19:00:00Z');
    await expectError(services.signIn.start({ phone: '9812345678' }, '198.51.100.99'), 'rate-limited');
  });

  it('caps codes per IP address per day (500 by default), IPv6 counted per /64', async () => {
    expect(OTP_RULES.perIpPerDay).toBe(500);
    const capped = createServices({
      db: database.db,
      sms,
      secret: 'test-secret',
      publicUrl: 'http://localhost:3000',
      gateway: new SandboxGateway({ keySecret: 'k', webhookSecret: 'w', store: sandboxDatabaseStore(database.db) }),
      storage: diskStorage(join(tmpdir(), 'drishti-otp-test')),
      now: () => clock,
      otpPerIpPerDay: 5,
    });
    for (let i = 0; i < 5; i++) await capped.signIn.start({ phone: `98100${String(i).padStart(5, '0')}` }, ip);
    await expectError(capped.signIn.start({ phone: '9899999999' }, ip), 'rate-limited');
    await expectError(capped.signIn.start({ phone: '9899999999' }, `::ffff:${ip}`), 'rate-limited');
    await capped.signIn.start({ phone: '9899999999' }, '198.51.100.1');
    // Every host address of one /64 shares the budget; the next /64 has its own.
    for (let i = 0; i < 5; i++)
      await capped.signIn.start({ phone: `98200${String(i).padStart(5, '0')}` }, `2001:db8:1:2::${i + 1}`);
    await expectError(capped.signIn.start({ phone: '9829999999' }, '2001:db8:1:2:abcd:ef01:2345:6789'), 'rate-limited');
    await capped.signIn.start({ phone: '9829999999' }, '2001:db8:1:3::1');
  });

  it('names the network a per-address cap counts', () => {
    expect(addressBucket('203.0.113.5')).toBe('203.0.113.5');
    expect(addressBucket('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('answers the same whether or not the number has an account', async () => {
    await usersRepository(database.db).findOrCreateByPhone('919811111111');
    const known = await services.signIn.start({ phone: '9811111111' }, ip);
    const unknown = await services.signIn.start({ phone: '9822222222' }, ip);
    expect(known).toEqual(unknown);
  });

  it('rejects numbers that are not valid mobiles', async () => {
    for (const phone of ['12345', '5812345678', '98123456789', 'abcdefghij']) {
      const e = await expectError(services.signIn.start({ phone }, ip), 'invalid');
      expect(e.message).toBe('Please enter valid mobile!');
    }
  });

  it('ends sessions on sign-out', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const { token } = await services.signIn.finish({ phone: '9812345678', code: lastCode('919812345678') }, meta);
    await services.sessions.end(token);
    expect(await services.sessions.authenticate(token)).toBeNull();
  });

  it('expires sessions after 30 days', async () => {
    await services.signIn.start({ phone: '9812345678' }, ip);
    const { token } = await services.signIn.finish({ phone: '9812345678', code: lastCode('919812345678') }, meta);
    advance(30 * 24 * 3600 - 1);
    expect(await services.sessions.authenticate(token)).not.toBeNull();
    advance(2);
    expect(await services.sessions.authenticate(token)).toBeNull();
  });
});
