/**
 * What the applicant's status view shows, from `GET /api/publics/astrologer/get-registered`:
 * the steps of the journey (submitted → three interview rounds → decision), which are done, which
 * is current, and what the applicant can still do.
 */

export type ApplicationStatus = 'submitted' | 'interviewing' | 'approved' | 'rejected';
export type RoundResult = 'pending' | 'passed' | 'failed';

export interface RoundInfo {
  round: number;
  result: RoundResult;
  scheduledAt?: string | null;
}

export interface StatusInput {
  status: ApplicationStatus;
  rejectionReason: string | null;
  /** The interview rounds, when the API tells the applicant about them. */
  interviews?: readonly RoundInfo[] | null;
}

export type StepKey = 'submitted' | 'round1' | 'round2' | 'round3' | 'interviews' | 'decision';
export type StepState = 'done' | 'current' | 'upcoming' | 'failed';

export interface StatusStep {
  key: StepKey;
  state: StepState;
  /** When the round is booked (ISO instant), for scheduled rounds. */
  scheduledAt?: string;
}

export interface StatusView {
  status: ApplicationStatus;
  steps: StatusStep[];
  /** Rounds passed, or null when the API does not say. */
  roundsPassed: number | null;
  reason: string | null;
  /** The details may still be corrected (only before the first round is booked). */
  canEdit: boolean;
  /** Documents may still be uploaded or replaced. */
  canUpload: boolean;
  showDashboard: boolean;
}

export const ROUNDS = 3;

function roundSteps(interviews: readonly RoundInfo[], status: ApplicationStatus): StatusStep[] {
  const steps: StatusStep[] = [];
  let blocked = false;
  for (let n = 1; n <= ROUNDS; n++) {
    const info = interviews.find((i) => i.round === n);
    const key = `round${n}` as StepKey;
    let state: StepState;
    if (status === 'approved') state = 'done';
    else if (info?.result === 'passed') state = 'done';
    else if (info?.result === 'failed') state = 'failed';
    else if (!blocked && status !== 'rejected') state = 'current';
    else state = 'upcoming';
    if (state !== 'done') blocked = true;
    steps.push({
      key,
      state,
      ...(info?.scheduledAt && info.result === 'pending' ? { scheduledAt: info.scheduledAt } : {}),
    });
  }
  return steps;
}

export function statusView(input: StatusInput): StatusView {
  const { status } = input;
  const known = Array.isArray(input.interviews);
  const interviews = input.interviews ?? [];
  const passed = known ? interviews.filter((i) => i.result === 'passed').length : null;

  const steps: StatusStep[] = [{ key: 'submitted', state: 'done' }];
  if (known || status === 'submitted' || status === 'approved') {
    steps.push(...roundSteps(interviews, status));
  } else {
    // The rounds are not reported: one step for all three.
    steps.push({ key: 'interviews', state: status === 'interviewing' ? 'current' : 'upcoming' });
  }
  const decision: StepState = status === 'approved' ? 'done' : status === 'rejected' ? 'failed' : 'upcoming';
  steps.push({ key: 'decision', state: decision });

  // Submitted: nothing is booked yet, so the first round is the current step. Rejected: the rounds
  // not passed stay upcoming, and the decision carries the failure.
  if (status === 'rejected') {
    for (const s of steps) if (s.state === 'current') s.state = 'upcoming';
  }

  return {
    status,
    steps,
    // Nothing is booked before interviews begin; approval needs all three.
    roundsPassed: status === 'approved' ? ROUNDS : status === 'submitted' ? 0 : passed,
    reason: status === 'rejected' ? (input.rejectionReason?.trim() ?? '') || null : null,
    canEdit: status === 'submitted',
    canUpload: status === 'submitted' || status === 'interviewing',
    showDashboard: status === 'approved',
  };
}
