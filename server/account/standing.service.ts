// What the applicant's pages show about their standing: indicators, warnings and blocks, queue times.
import type { Db } from '../db/client';
import { isoDay } from '../../src/rules/calendar';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { indicatorsOf, isBlockInForce, type Indicators } from '../domain/indicators';
import { latestIdDocumentRejection } from '../documents/documents.repository';
import { listOrders } from '../payments/orders/orders.repository';
import { listOwn } from '../subscriptions/subscriptions.repository';
import { findApplicantById } from './applicant.repository';
import type { CoApplicantService } from './co-applicant.service';
import { listUnendedBlocks, listValidWarnings } from './standing.repository';

export class StandingService {
  constructor(
    private readonly db: Db,
    private readonly coApplicants: CoApplicantService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async indicators(applicantId: number): Promise<Indicators> {
    const [applicant, request, orders, subscriptions, rejection] = await Promise.all([
      findApplicantById(this.db, applicantId),
      this.coApplicants.request(applicantId),
      listOrders(this.db, applicantId),
      listOwn(this.db, applicantId),
      latestIdDocumentRejection(this.db, applicantId),
    ]);
    return indicatorsOf(
      {
        pendingQueueFeeOrderDueDate: applicant?.pendingQueueFeeOrderDueDate ?? null,
        orders,
        subscriptions,
        coApplicantRequestWaiting: request.coApplicantRequestFound,
        identificationDocumentStatus: applicant?.identificationDocumentStatus ?? null,
        latestIdDocumentRejection: rejection,
      },
      this.now(),
    );
  }

  async warningsAndBlocks(applicantId: number) {
    const today = isoDay(this.now());
    const [warnings, blocks] = await Promise.all([listValidWarnings(this.db, applicantId, today), listUnendedBlocks(this.db, applicantId, today)]);
    return {
      warnings: warnings.map((w) => ({ reason: w.reason, created: w.created, validFromDate: w.validFromDate, validToDate: w.validToDate })),
      blocks: blocks.map((b) => ({ landlord: b.landlord, start: b.start, end: b.end, reason: b.reason })),
      applicantMyPagesBlock: blocks.filter((b) => isBlockInForce(b, today)).map((b) => ({ landlord: b.landlord ?? '' })),
    };
  }

  /** A co-applicant account has no queue time of its own. */
  async queueTimes(applicantId: number) {
    const a = await findApplicantById(this.db, applicantId);
    if (!a?.queueDate || a.applicantStatusId === APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) return [];
    return [{ name: 'Bostadskön', queueDate: a.queueDate, type: 'QUEUE' }];
  }
}
