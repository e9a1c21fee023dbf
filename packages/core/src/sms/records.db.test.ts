import { createTestDatabase, type Database, smsMessages, smsMessagesRepository } from '@drishti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsProvider } from '../sms';
import { recordedSms, SMS_RECORD_DAYS, smsReportsService } from './records';

let database: Database;
let clock = new Date('2026-06-01T06:00:00Z');
const now = () => clock;
const DAY = 86_400_000;

let ids = 0;
const provider: SmsProvider = {
  name: 'msg91',
  send: async () => ({ provider: 'msg91', id: `retention-${++ids}` }),
};
const message = (to: string): SmsMessage => ({
  to,
  text: 'Your Drishti code is 123456',
  template: 'otp',
  locale: 'en',
  values: { code: '123456' },
  sentAt: clock,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('SMS record retention', () => {
  it(`removes records ${SMS_RECORD_DAYS} days after their last change, and keeps younger ones`, async () => {
    const sms = recordedSms(database.db, provider, now);
    const reports = smsReportsService({ db: database.db, now });
    const repo = smsMessagesRepository(database.db);

    await sms.send(message('919800000001')); // sent, never reported: last change on day 0
    await sms.send(message('919800000002')); // sent on day 0, reported on day 30
    clock = new Date(clock.getTime() + 30 * DAY);
    expect(await reports.report('msg91', 'retention-2', 'delivered', null)).toBe(true);
    clock = new Date(clock.getTime() + 50 * DAY);
    await sms.send(message('919800000003')); // sent on day 80

    clock = new Date(Date.parse('2026-06-01T06:00:00Z') + (SMS_RECORD_DAYS + 1) * DAY);
    expect(await reports.prune()).toBe(1);
    expect(await repo.find('msg91', 'retention-1')).toBeNull();
    expect((await repo.find('msg91', 'retention-2'))?.status).toBe('delivered');
    expect(await repo.find('msg91', 'retention-3')).not.toBeNull();

    // Another run at the same time removes nothing more; 30 days on, the reported one goes too.
    expect(await reports.prune()).toBe(0);
    clock = new Date(clock.getTime() + 30 * DAY);
    expect(await reports.prune()).toBe(1);
    const left = await database.db.select({ id: smsMessages.providerMessageId }).from(smsMessages);
    expect(left.map((r) => r.id)).toEqual(['retention-3']);
  });
});
