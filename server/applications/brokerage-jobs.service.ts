// The brokerage's deadlines, run by the scheduler (server/jobs/jobs.ts): interest periods closed after the last
// reply day, offers left unanswered past their reply time (the home is lost, with a warning), and a reminder the day
// before an answer is due. Each is idempotent: a second run finds nothing left to do. Each registration is its own
// transaction, so one that fails does not hold the others back.
import { stockholmDay } from '../../src/rules/calendar';
import type { Db } from '../db/client';
import { systemActor } from '../domain/actor';
import { silentNotices, type BrokerageNotices } from './brokerage-notices';
import { runSteps, takeStep } from './brokerage-step';
import { claimReminder, dueForReminder, expiredOffers, homesDueForClosing, releaseReminder } from './brokerage.repository';
import type { BrokerageService } from './brokerage.service';

/** A reminder goes out once the answer is due within this time: "the day before" the deadline. */
export const REMINDER_WINDOW_MS = 24 * 3_600_000;

const JOB_ACTOR = systemActor('brokerage-expire-offers');

export class BrokerageJobs {
  constructor(
    private readonly db: Db,
    private readonly brokerage: Pick<BrokerageService, 'closePeriod'>,
    private readonly notices: BrokerageNotices = silentNotices,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Closes the interest period of every home whose last reply day has passed and that still has interests waiting. */
  async closeDuePeriods(): Promise<string> {
    const homes = await homesDueForClosing(this.db, stockholmDay(this.now()));
    let ranked = 0;
    let refused = 0;
    for (const rentalObjectId of homes) {
      const r = await this.brokerage.closePeriod(systemActor('brokerage-close-periods'), rentalObjectId);
      if (r.ok) ranked += r.ranked.length;
      else refused++;
    }
    return `closed ${homes.length - refused} homes, ranked ${ranked}, refused ${refused}`;
  }

  /** Offers past their reply time without an answer: lost, with a warning (and a block when it is one too many). */
  async expireOffers(): Promise<string> {
    const now = this.now();
    let expired = 0;
    for (const applicationId of await expiredOffers(this.db, now)) {
      const r = await runSteps(this.db, this.notices, JOB_ACTOR, now, async (ctx) => ({ unchanged: (await takeStep(ctx, applicationId, { type: 'OFFER_EXPIRED' })).unchanged }));
      if (r.ok && !r.unchanged) expired++;
    }
    return `expired ${expired}`;
  }

  /** One reminder per deadline, the day before an offer or a showing invitation must be answered. */
  async sendReminders(): Promise<string> {
    const now = this.now();
    let sent = 0;
    let failed = 0;
    for (const applicationId of await dueForReminder(this.db, now, REMINDER_WINDOW_MS)) {
      const claim = await this.db.transaction((tx) => claimReminder(tx, applicationId, now));
      if (!claim) continue;
      const { failed: unsent } = await this.notices.send([{ kind: 'reminder', applicationId }]);
      if (unsent.length === 0) sent++;
      else {
        await releaseReminder(this.db, claim.eventId);
        failed++;
      }
    }
    return `reminded ${sent}, failed ${failed}`;
  }
}
