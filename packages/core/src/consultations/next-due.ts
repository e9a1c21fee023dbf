import { isPresent, meterDelta } from './rules';

/** The fields of a consultation that decide when its meter is next due. */
export interface DueInput {
  status: string;
  channel: 'chat' | 'voice' | 'video';
  connectedMs: number;
  reservedCoins: number;
  pricePerMinute: number;
  meterAt: Date | null;
  userJoined: boolean;
  astrologerJoined: boolean;
  userSeenAt: Date | null;
  astrologerSeenAt: Date | null;
  mediaConnectedAt: Date | null;
  warnedAt: Date | null;
}

/**
 * Whether the meter of a session needs a run at `at`: it has never run, or ran half a minute ago
 * or more, a side is away, a warning was given, or the reserved coins cover less than a minute
 * beyond the connected time.
 */
export function isDue(c: DueInput, at: number, minuteMs: number, graceMs: number): boolean {
  const both =
    isPresent(c.userJoined, c.userSeenAt, at, graceMs) &&
    isPresent(c.astrologerJoined, c.astrologerSeenAt, at, graceMs);
  const live = c.connectedMs + meterDelta(c, at, graceMs);
  const capMs = Math.floor(c.reservedCoins / c.pricePerMinute) * minuteMs;
  return (
    !c.meterAt || at - c.meterAt.getTime() >= minuteMs / 2 || !both || c.warnedAt !== null || capMs - live < minuteMs
  );
}

/**
 * The first moment after the meter's last run at which {@link isDue} holds, as the row stands
 * (docs/SCALING.md). Sessions due on every sweep (a side away, a warning given, coins running
 * out) are due a millisecond after their last run, so a sweep does not take again what it has
 * just run. Later signs of life only make a session due later: a stored time computed before
 * them is early, never late, and a sweep that finds it early stores it again.
 */
export function nextDueAt(c: DueInput, minuteMs: number, graceMs: number): Date {
  if (!c.meterAt) return new Date(0);
  const ran = c.meterAt.getTime();
  const soon = new Date(ran + 1);
  if (
    c.status !== 'active' ||
    c.warnedAt ||
    !c.userJoined ||
    !c.astrologerJoined ||
    !c.userSeenAt ||
    !c.astrologerSeenAt
  )
    return soon;
  // Half a minute after the last run, or when a side's last sign of life is older than the grace.
  let due = Math.min(
    ran + Math.ceil(minuteMs / 2),
    c.userSeenAt.getTime() + graceMs + 1,
    c.astrologerSeenAt.getTime() + graceMs + 1,
  );
  // Or once the connected time comes within a minute of what the reserved coins cover: while both
  // sides are present it grows from the last run (for calls, from when the media connected).
  const slackMs = Math.floor(c.reservedCoins / c.pricePerMinute) * minuteMs - minuteMs - c.connectedMs;
  if (slackMs < 0) return soon;
  if (c.channel === 'chat' || c.mediaConnectedAt) {
    const from = c.channel === 'chat' ? ran : Math.max(ran, c.mediaConnectedAt!.getTime());
    due = Math.min(due, from + slackMs + 1);
  }
  return new Date(Math.max(due, ran + 1));
}
