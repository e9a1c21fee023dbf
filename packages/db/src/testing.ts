/**
 * Everything tests, benchmarks and end-to-end fixtures may use of the database package, in one
 * entry (docs/ARCHITECTURE.md, "Layers"): a fresh test database, the schema's tables, Drizzle's
 * query operators, the repositories and the seed. Product code outside packages/db never imports
 * this; outside core it imports nothing of packages/db at all.
 */
export * from './test-database';
export * from './schema';
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
export * from './connection';
export * from './seed';
export * from './demo/astrologers';
export * from './repositories/applications';
export * from './repositories/astrologers';
export * from './repositories/birth-profiles';
export * from './repositories/blog';
export * from './repositories/bookings';
export * from './repositories/commons';
export * from './repositories/idempotency';
export * from './repositories/jobs';
export * from './repositories/ledger';
export * from './repositories/meditation';
export * from './repositories/meta';
export * from './repositories/native-push-tokens';
export * from './repositories/operations';
export * from './repositories/otp';
export * from './repositories/payments';
export * from './repositories/refunds';
export * from './repositories/reviews';
export * from './repositories/sandbox-gateway';
export * from './repositories/sessions';
export * from './repositories/sms-messages';
export * from './repositories/sms-outbox';
export * from './repositories/statement';
export * from './repositories/users';
export * from './repositories/push-subscriptions';
export * from './repositories/notifications';
export * from './repositories/support';
export * from './repositories/reminders';
export * from './repositories/account-data';
export * from './repositories/community';
export * from './repositories/follows';
export * from './repositories/follow-fanouts';
export * from './repositories/live';
export * from './repositories/consultations';
export * from './repositories/consultations-meter';
export * from './repositories/consultation-messages';
