/**
 * The admin's view of an application's three interview rounds, mirroring the API's rules
 * (packages/core/src/admin.ts): round n can be booked once round n−1 is passed; a booked round is
 * recorded as passed or failed once its time has come; approval needs three passes; a decided
 * application stays decided.
 */

export type ApplicationStatus = 'submitted' | 'interviewing' | 'approved' | 'rejected';

export interface Interview {
  round: number;
  scheduledAt: string;
  interviewer: string;
  result: 'pending' | 'passed' | 'failed';
  notes: string | null;
  recordedAt: string | null;
}

export type RoundState = 'locked' | 'unscheduled' | 'scheduled' | 'passed' | 'failed';

export interface RoundView {
  round: number;
  state: RoundState;
  interview: Interview | null;
  /** The booking form is offered (a new booking, or moving a pending one). */
  canSchedule: boolean;
  /** Pass / fail can be recorded (the round has started). */
  canRecord: boolean;
  /** Booked for a time still ahead: its result can be recorded only once it has started. */
  upcoming: boolean;
}

export interface RoundsView {
  rounds: RoundView[];
  passed: number;
  decided: boolean;
  canApprove: boolean;
  canReject: boolean;
}

export const INTERVIEW_ROUNDS = 3;

export function roundsView(
  app: { status: ApplicationStatus; interviews: readonly Interview[] },
  now: Date = new Date(),
): RoundsView {
  const decided = app.status === 'approved' || app.status === 'rejected';
  const rounds: RoundView[] = [];
  let previousPassed = true;
  for (let round = 1; round <= INTERVIEW_ROUNDS; round++) {
    const interview = app.interviews.find((i) => i.round === round) ?? null;
    let state: RoundState;
    if (interview?.result === 'passed') state = 'passed';
    else if (interview?.result === 'failed') state = 'failed';
    else if (interview) state = 'scheduled';
    else state = previousPassed ? 'unscheduled' : 'locked';
    const open = !decided && previousPassed;
    const upcoming = state === 'scheduled' && Date.parse(interview?.scheduledAt ?? '') > now.getTime();
    rounds.push({
      round,
      state,
      interview,
      canSchedule: open && (state === 'unscheduled' || state === 'scheduled'),
      canRecord: open && state === 'scheduled' && app.status === 'interviewing' && !upcoming,
      upcoming: open && upcoming,
    });
    previousPassed = state === 'passed';
  }
  const passed = rounds.filter((r) => r.state === 'passed').length;
  return {
    rounds,
    passed,
    decided,
    canApprove: app.status === 'interviewing' && passed >= INTERVIEW_ROUNDS,
    canReject: !decided,
  };
}
