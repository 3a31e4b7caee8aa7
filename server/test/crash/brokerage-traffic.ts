// The crash test's brokerage: homes whose interest period has just ended, each with queue applicants registered, and a
// case handler who takes them through the back office's steps (/staff/api/graphql) one after another — close and rank
// (one transaction over every registration), invite to a showing, cancel it, invite again, start the criteria check
// and fail it — while the server is killed. A step repeated after a restart changes nothing or is refused.
import { addDays, stockholmDay } from '../../../src/rules/calendar';
import type { Db } from '../../db/client';
import type { StaffClient } from '../../staff/testing';
import { homeWithRegistrations, queueApplicants } from '../brokerage';
import type { Activity } from './activity';

const RESULT = '{ error errorText applications { applicationId stage } }';
const CLOSE = `mutation($id: ID!) { staffClosePeriod(rentalObjectId: $id) ${RESULT} }`;
const INVITE = `mutation($id: ID!, $s: StaffShowingInput!) { staffInviteToShowing(rentalObjectId: $id, showing: $s) ${RESULT} }`;
const CANCEL = `mutation($id: ID!) { staffCancelShowing(rentalObjectId: $id) ${RESULT} }`;
const START_CHECK = `mutation($id: ID!) { staffStartCheck(rentalObjectId: $id) ${RESULT} }`;
const CHECK_FAILED = `mutation($app: Int!) { staffCheckFailed(applicationId: $app, unmetRequirements: ["Inkomst"]) ${RESULT} }`;

/** `count` homes whose last reply day was yesterday, each with `perHome` queue applicants of its own registered. */
export async function homesToBroker(db: Db, count: number, perHome: number, now: Date): Promise<string[]> {
  const today = stockholmDay(now);
  const homes: string[] = [];
  for (let h = 0; h < count; h++) {
    const queueDates = Array.from({ length: perHome }, (_, i) => addDays('2008-01-01', h * perHome + i));
    const ids = await queueApplicants(db, queueDates);
    const { rentalObjectId } = await homeWithRegistrations(db, addDays(today, -20), addDays(today, -1), ids, new Date(now.getTime() - 10 * 86_400_000));
    homes.push(rentalObjectId);
  }
  return homes;
}

/** A showing `days` ahead, an hour long, for the best-placed three not yet invited. */
function showing(now: Date, days: number) {
  const starts = new Date(now.getTime() + days * 86_400_000);
  return { topN: 3, starts: starts.toISOString(), ends: new Date(starts.getTime() + 3_600_000).toISOString(), mandatory: false, digital: false };
}

/**
 * The case handler's steps, home after home and round again. Each step is a tracked write; the brokerage goes on where
 * it stood when the server was killed (a step cut off is taken again).
 */
export class CaseHandlerRun {
  private turn = 0;
  private readonly inCheck = new Map<string, number>();
  private readonly now = new Date();
  private readonly steps: ((staff: StaffClient, home: string) => Promise<unknown>)[] = [
    (staff, id) => staff.graphql(CLOSE, { id }),
    (staff, id) => staff.graphql(INVITE, { id, s: showing(this.now, 2) }),
    (staff, id) => staff.graphql(CANCEL, { id }),
    (staff, id) => staff.graphql(INVITE, { id, s: showing(this.now, 3) }),
    async (staff, id) => {
      const res = await staff.graphql(START_CHECK, { id });
      const checked = res.json?.data?.staffStartCheck?.applications?.[0]?.applicationId;
      if (typeof checked === 'number') this.inCheck.set(id, checked);
    },
    async (staff, id) => {
      const app = this.inCheck.get(id);
      if (app !== undefined) await staff.graphql(CHECK_FAILED, { app });
    },
  ];

  constructor(readonly homes: string[]) {}

  /** Steps until the activity stops. */
  traffic(staff: StaffClient, activity: Activity): Promise<void> {
    return activity.loop(async () => {
      const home = this.homes[Math.floor(this.turn / this.steps.length) % this.homes.length]!;
      await activity.track('brokerage', () => this.steps[this.turn % this.steps.length]!(staff, home));
      this.turn++;
    });
  }
}
