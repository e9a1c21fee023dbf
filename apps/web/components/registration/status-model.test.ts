import { describe, expect, it } from 'vitest';
import { en, hi } from '../../messages';
import { statusView } from './status-model';

const states = (v: ReturnType<typeof statusView>) => v.steps.map((s) => `${s.key}:${s.state}`);

describe('statusView', () => {
  it('shows a submitted application waiting for its first round, still editable', () => {
    const v = statusView({ status: 'submitted', rejectionReason: null });
    expect(states(v)).toEqual([
      'submitted:done',
      'round1:current',
      'round2:upcoming',
      'round3:upcoming',
      'decision:upcoming',
    ]);
    expect(v).toMatchObject({ canEdit: true, canUpload: true, showDashboard: false, reason: null, roundsPassed: 0 });
  });

  it('shows which rounds are passed while interviewing, when the rounds are known', () => {
    const v = statusView({
      status: 'interviewing',
      rejectionReason: null,
      interviews: [
        { round: 1, result: 'passed' },
        { round: 2, result: 'pending', scheduledAt: '2026-03-20T05:30:00.000Z' },
      ],
    });
    expect(states(v)).toEqual([
      'submitted:done',
      'round1:done',
      'round2:current',
      'round3:upcoming',
      'decision:upcoming',
    ]);
    expect(v.steps[2]!.scheduledAt).toBe('2026-03-20T05:30:00.000Z');
    expect(v).toMatchObject({ roundsPassed: 1, canEdit: false, canUpload: true });
  });

  it('shows the interviews as one step when the rounds are not reported', () => {
    const v = statusView({ status: 'interviewing', rejectionReason: null });
    expect(states(v)).toEqual(['submitted:done', 'interviews:current', 'decision:upcoming']);
    expect(v.roundsPassed).toBeNull();
  });

  it('marks a failed round and nothing after it as current', () => {
    const v = statusView({
      status: 'interviewing',
      rejectionReason: null,
      interviews: [
        { round: 1, result: 'passed' },
        { round: 2, result: 'failed' },
      ],
    });
    expect(states(v)).toEqual([
      'submitted:done',
      'round1:done',
      'round2:failed',
      'round3:upcoming',
      'decision:upcoming',
    ]);
  });

  it('links an approved applicant to the dashboard with all three rounds done', () => {
    const v = statusView({ status: 'approved', rejectionReason: null });
    expect(states(v)).toEqual(['submitted:done', 'round1:done', 'round2:done', 'round3:done', 'decision:done']);
    expect(v).toMatchObject({ showDashboard: true, canEdit: false, canUpload: false, roundsPassed: 3 });
  });

  it('gives a rejected applicant the reason and nothing left to do', () => {
    const v = statusView({ status: 'rejected', rejectionReason: '  Not enough experience yet.  ' });
    expect(v.reason).toBe('Not enough experience yet.');
    expect(v.steps.at(-1)).toEqual({ key: 'decision', state: 'failed' });
    expect(v.steps.some((s) => s.state === 'current')).toBe(false);
    expect(v).toMatchObject({ canEdit: false, canUpload: false, showDashboard: false });
    expect(statusView({ status: 'rejected', rejectionReason: '   ' }).reason).toBeNull();
  });

  it('has a label for every step, state and status in both languages', () => {
    for (const m of [en, hi]) {
      const s = m.registration.status;
      for (const k of ['submitted', 'round1', 'round2', 'round3', 'interviews', 'decision'] as const)
        expect(s.steps[k]).toBeTruthy();
      for (const k of ['done', 'current', 'upcoming', 'failed'] as const) expect(s.states[k]).toBeTruthy();
      for (const k of ['submitted', 'interviewing', 'approved', 'rejected'] as const) {
        expect(s.titles[k]).toBeTruthy();
        expect(s.bodies[k]).toBeTruthy();
      }
    }
  });
});
