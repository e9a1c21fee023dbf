import { describe, expect, it } from 'vitest';
import { type Interview, roundsView } from './rounds-model';

const iv = (round: number, result: Interview['result']): Interview => ({
  round,
  scheduledAt: '2026-03-20T05:30:00.000Z',
  interviewer: 'Asha Rao',
  result,
  notes: null,
  recordedAt: result === 'pending' ? null : '2026-03-20T06:30:00.000Z',
});

const summary = (v: ReturnType<typeof roundsView>) =>
  v.rounds.map((r) => `${r.round}:${r.state}${r.canSchedule ? '+s' : ''}${r.canRecord ? '+r' : ''}`);

describe('roundsView', () => {
  it('opens only round 1 on a new application, and approval stays shut', () => {
    const v = roundsView({ status: 'submitted', interviews: [] });
    expect(summary(v)).toEqual(['1:unscheduled+s', '2:locked', '3:locked']);
    expect(v).toMatchObject({ passed: 0, canApprove: false, canReject: true, decided: false });
  });

  it('lets a booked round be recorded or moved, and keeps the next one locked', () => {
    const v = roundsView({ status: 'interviewing', interviews: [iv(1, 'pending')] });
    expect(summary(v)).toEqual(['1:scheduled+s+r', '2:locked', '3:locked']);
  });

  it('records a round only once it has started', () => {
    const app = { status: 'interviewing' as const, interviews: [iv(1, 'pending')] };
    const before = roundsView(app, new Date('2026-03-20T05:29:00.000Z'));
    expect(summary(before)).toEqual(['1:scheduled+s', '2:locked', '3:locked']);
    expect(before.rounds[0]?.upcoming).toBe(true);
    const at = roundsView(app, new Date('2026-03-20T05:30:00.000Z'));
    expect(summary(at)).toEqual(['1:scheduled+s+r', '2:locked', '3:locked']);
    expect(at.rounds[0]?.upcoming).toBe(false);
  });

  it('opens the next round once the previous one is passed', () => {
    const v = roundsView({ status: 'interviewing', interviews: [iv(1, 'passed'), iv(2, 'pending')] });
    expect(summary(v)).toEqual(['1:passed', '2:scheduled+s+r', '3:locked']);
    expect(v.canApprove).toBe(false);
  });

  it('enables approval only after three passes', () => {
    const two = roundsView({ status: 'interviewing', interviews: [iv(1, 'passed'), iv(2, 'passed')] });
    expect(summary(two)).toEqual(['1:passed', '2:passed', '3:unscheduled+s']);
    expect(two.canApprove).toBe(false);
    const three = roundsView({
      status: 'interviewing',
      interviews: [iv(1, 'passed'), iv(2, 'passed'), iv(3, 'passed')],
    });
    expect(three).toMatchObject({ passed: 3, canApprove: true, canReject: true });
  });

  it('stops at a failed round: nothing after it opens, and it cannot be approved', () => {
    const v = roundsView({ status: 'interviewing', interviews: [iv(1, 'passed'), iv(2, 'failed')] });
    expect(summary(v)).toEqual(['1:passed', '2:failed', '3:locked']);
    expect(v).toMatchObject({ canApprove: false, canReject: true });
  });

  it('freezes a decided application', () => {
    const approved = roundsView({
      status: 'approved',
      interviews: [iv(1, 'passed'), iv(2, 'passed'), iv(3, 'passed')],
    });
    expect(approved).toMatchObject({ decided: true, canApprove: false, canReject: false });
    const rejected = roundsView({ status: 'rejected', interviews: [iv(1, 'pending')] });
    expect(summary(rejected)).toEqual(['1:scheduled', '2:locked', '3:locked']);
    expect(rejected.canReject).toBe(false);
  });
});
