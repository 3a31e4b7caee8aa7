// The applications area (interest registrations, spec 001 §2–§5, §7), the applicant's side: the pre-check, registering
// and withdrawing interest, the applications page, and the applicant's answers to a showing and to an offer. The rules
// are server/domain's (application-eligibility.ts decides who may register, application-stages.ts every step); each
// step runs in one transaction through applyEvent. A registration is reached by the actor's own applicant id and the
// home, never by an id the caller names, so nobody sees or changes another applicant's registration.
import { confirmationsMissing } from '../../src/rules/interest-confirmations';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import { findApplicantById } from '../account/applicant.repository';
import type { ApplicantRow } from '../db/schema';
import type { Db, DbOrTx } from '../db/client';
import { ForbiddenError, ownApplicantId, type Actor } from '../domain/actor';
import { checkApplication, eligibilityMessages } from '../domain/application-eligibility';
import { rankReason, type QueuePlace } from '../domain/application-ranking';
import type { ApplicationEvent, Stage } from '../domain/application-stages';
import { failure, type Outcome } from '../domain/outcome';
import { categoryIndex, isShownOn, toRentalObjectView, type RentalObjectView } from '../listings/rental-object-view';
import { listCategories, summariesOf } from '../listings/listings.repository';
import { listingMessages } from '../listings/listings.service';
import { stockholmDayClock } from '../listings/day-clock';
import type { Mailer } from '../providers/mail/mailer';
import { mustUpdateDetails, mustUpdateOwn, readApplicantFacts, readListingFacts } from './application-facts';
import type { ApplicationRow } from './application-state';
import { toApplicationView, type ApplicationView } from './application-view';
import { applyEvent, type StepActor } from './apply-event';
import { insertRegistration } from './applications.repository';
import { interestRegisteredMail } from './mail/interest-registered';
import { deleteRegistration, findOwnRegistration, lockApplicant, othersInWatchedStages, pageOfOwn } from './own-registrations.repository';
import { queuePlaceFacts, rankedAtClose, registrationCounts, registrationsAheadOfEach } from './queue-place.repository';
import { toValidationView, type ApplicationValidationView } from './validation-view';

// A registration made now: after every one already there (as application-ranking.ts's NOT_YET).
const NOW_LATEST = new Date(8.64e15);

/** The applications page asks for pages of 10 (spec 001 §9); a larger take is cut to this, a smaller one kept. */
export const APPLICATIONS_PAGE_SIZE = 10;

export const applicationMessages = {
  offerYesOrNo: 'Ett erbjudande om bostad besvaras med ja eller nej.',
} as const;

export interface ApplicationInput {
  rentalObjectId: string;
  showingConfirm: boolean;
  coApplicantConfirm: boolean;
  moveInDateConfirm: boolean;
  shortTimeConfirm: boolean;
}

export type InterestAnswer = 'YES' | 'NO' | 'NO_BUT_STILL_INTERESTED';

type Stepped = Outcome<{ application: ApplicationView; cancelledApplications: number }>;

export class ApplicationsService {
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** Where the mails go and the address links in them start from (the queue-place bench sends none). */
    private readonly mail: { mailer: Mailer; publicUrl: string } | null = null,
  ) {
    this.today = stockholmDayClock(now);
  }

  /**
   * The actor's own place among the object's active registrations: their own when registered (the very place their
   * registration shows on the applications page: the one fixed at the close, once it is), otherwise as if they
   * registered now. Null for first-come homes and for applicants without a place (not a queue member).
   */
  async estimatedQueuePlace(actor: Actor, rentalObjectId: string): Promise<Outcome<{ estimatedQueuePlace: QueuePlace }>> {
    const applicantId = ownApplicantId(actor);
    // One statement (docs/performance.md, "Estimated queue place"): the object, the applicant, the own registration
    // and the counts the answer may need.
    const facts = await queuePlaceFacts(this.db, rentalObjectId, applicantId);
    const applicant = facts?.applicant;
    if (!facts || !isShownOn(facts, this.today()) || !applicant) return failure(listingMessages.notFound);
    const { own, total } = facts;
    const base = { totalApplications: total, hasApplication: !!own };
    const reason = facts.canCalculateQueueplace ? rankReason({ ...applicant, appliedAt: own?.appliedAt ?? NOW_LATEST }, { canCalculate: true }) : null;
    const kind = own ? placeKind(own) : 'estimate';
    if (kind === 'fixed') {
      const fixedReason = rankReason({ ...applicant, appliedAt: own!.appliedAt }, { canCalculate: facts.canCalculateQueueplace });
      return { ok: true, estimatedQueuePlace: { totalApplications: facts.closed ?? 0, hasApplication: true, estimatedQueuePlace: own!.queuePlace, reason: fixedReason } };
    }
    if (!reason || !applicant.queueDate || kind === 'none') return { ok: true, estimatedQueuePlace: { ...base, estimatedQueuePlace: null, reason: null } };
    return { ok: true, estimatedQueuePlace: { ...base, estimatedQueuePlace: (facts.ahead ?? 0) + 1, reason } };
  }

  // ---- The pre-check and registering ----

  /** validateApplication: may the actor register interest in the home today, and how do they stand against its criteria. */
  async validateApplication(actor: Actor, rentalObjectId: string): Promise<Outcome<{ validation: ApplicationValidationView }>> {
    const check = await this.check(this.db, ownApplicantId(actor), rentalObjectId);
    return check.ok ? { ok: true, validation: toValidationView(check.check) } : check;
  }

  private async check(db: DbOrTx, applicantId: number, rentalObjectId: string) {
    const today = this.today();
    const [home, applicant] = await Promise.all([readListingFacts(db, rentalObjectId), readApplicantFacts(db, applicantId, rentalObjectId, today)]);
    if (!home || !isShownOn(home.summary, today)) return failure(listingMessages.notFound);
    return { ok: true as const, home, applicant, check: checkApplication(applicant, home.listing, today) };
  }

  /**
   * createApplication: everything the pre-check checks, again, inside the transaction with the applicant's row locked,
   * and the confirmations the home asks for. Sent twice (two tabs, a double click), the second finds the first and
   * answers with it: one registration, one mail.
   */
  async createApplication(actor: Actor, input: ApplicationInput): Promise<Stepped> {
    const applicantId = ownApplicantId(actor);
    const now = this.now();
    const result = await this.db.transaction(async (tx) => {
      await lockApplicant(tx, applicantId);
      // The same registration sent again answers with the first; one further on is refused by the check (already registered).
      const existing = await findOwnRegistration(tx, applicantId, input.rentalObjectId);
      if (existing?.stage === 'INTEREST') return { ok: true as const, row: existing, created: false };
      const checked = await this.check(tx, applicantId, input.rentalObjectId);
      if (!checked.ok) return checked;
      const { check } = checked;
      if (!check.canCreate) return failure(check.errors[0]?.text ?? eligibilityMessages.notLoggedIn, check.errors);
      const unconfirmed = confirmationsMissing(check.accepts, input);
      if (unconfirmed.length > 0) return failure(unconfirmed[0]!.text, unconfirmed);
      const co = checked.applicant?.coApplicant?.confirmed ? checked.applicant.coApplicant.applicantId : null;
      const { row, created } = await insertRegistration(
        tx,
        {
          applicantId,
          rentalObjectId: input.rentalObjectId,
          coApplicantId: co,
          showingConfirm: input.showingConfirm,
          coApplicantConfirm: co !== null && input.coApplicantConfirm,
          moveInDateConfirm: input.moveInDateConfirm,
          shortTimeConfirm: input.shortTimeConfirm,
        },
        stepActor(applicantId),
        now,
      );
      return { ok: true as const, row, created };
    });
    if (!result.ok) return result;
    const [application] = await this.views(applicantId, [result.row]);
    if (result.created) await this.sendInterestRegistered(applicantId, application!);
    return { ok: true, application: application!, cancelledApplications: 0 };
  }

  /** The confirmation mail goes out after the registration is committed; a failed send leaves the registration standing. */
  private async sendInterestRegistered(applicantId: number, application: ApplicationView): Promise<void> {
    if (!this.mail) return;
    const applicant = await findApplicantById(this.db, applicantId);
    if (!applicant?.email) return;
    const o = application.rentalObject;
    const reason = rankReason({ ...applicant, appliedAt: application.registeredAt }, { canCalculate: o.canCalculateQueueplace });
    const mail = interestRegisteredMail({
      firstName: applicant.firstName,
      home: { rentalObjectId: o.rentalObjectId, street: o.street, city: o.city, lastReplyDate: o.lastReplyDate },
      queuePlace: application.queuePlace !== null && reason ? { place: application.queuePlace, total: application.totalApplications, reason } : null,
      jointWith: application.coApplicants[0]?.name ?? null,
      publicUrl: this.mail.publicUrl,
    });
    await this.mail.mailer.send({ to: applicant.email, ...mail }).catch(() => undefined);
  }

  /**
   * deleteApplication: the WITHDRAW step (allowed until the offer is accepted, application-stages.ts), then the row is
   * deleted so the applicant may register again. The history in application_events stays, WITHDRAW its last entry.
   */
  async deleteApplication(actor: Actor, rentalObjectId: string): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    return this.db.transaction(async (tx): Promise<Outcome> => {
      const row = await findOwnRegistration(tx, applicantId, rentalObjectId);
      if (!row) return failure(eligibilityMessages.noApplication);
      const step = await applyEvent(tx, row.applicationId, { type: 'WITHDRAW' }, stepActor(applicantId), this.now());
      if (!step.ok) return step;
      await deleteRegistration(tx, row.applicationId);
      return { ok: true };
    });
  }

  // ---- The applicant's answers ----

  /** saveShowing: the answer to a showing invitation, given or changed while canChangeAnswer. */
  saveShowing(actor: Actor, input: { rentalObjectId: string; showingAnswer: InterestAnswer }): Promise<Stepped> {
    return this.step(actor, input.rentalObjectId, { type: 'ANSWER_SHOWING', answer: input.showingAnswer });
  }

  /** saveAnswer: YES accepts the offered home (cancelling the applicant's other registrations in the same step), NO declines. */
  async saveAnswer(actor: Actor, input: { rentalObjectId: string; answer: InterestAnswer }): Promise<Stepped> {
    ownApplicantId(actor);
    if (input.answer === 'NO_BUT_STILL_INTERESTED') return failure(applicationMessages.offerYesOrNo, [{ code: 'answer', text: applicationMessages.offerYesOrNo }]);
    return this.step(actor, input.rentalObjectId, { type: input.answer === 'YES' ? 'ACCEPT_OFFER' : 'DECLINE_OFFER' });
  }

  private async step(actor: Actor, rentalObjectId: string, event: ApplicationEvent): Promise<Stepped> {
    const applicantId = ownApplicantId(actor);
    const result = await this.db.transaction(async (tx) => {
      const row = await findOwnRegistration(tx, applicantId, rentalObjectId);
      if (!row) return failure(eligibilityMessages.noApplication);
      const step = await applyEvent(tx, row.applicationId, event, stepActor(applicantId), this.now());
      return step.ok ? { ok: true as const, applied: step.applied } : step;
    });
    if (!result.ok) return result;
    const [application] = await this.views(applicantId, [result.applied.row]);
    return { ok: true, application: application!, cancelledApplications: result.applied.ended.length };
  }

  // ---- The applications page ----

  /**
   * getApplications: one page of the actor's registrations, newest activity first. A co-applicant account has no
   * applications page (FORBIDDEN). take is cut to 10 (a page of the spec); skip below 0 counts as 0.
   */
  async getApplications(actor: Actor, skip: number, take: number): Promise<Outcome<{ applications: { applications: ApplicationView[]; allLoaded: boolean; totalCount: number } }>> {
    const applicantId = ownApplicantId(actor);
    const from = Math.max(0, Math.trunc(skip));
    const size = Math.min(APPLICATIONS_PAGE_SIZE, Math.max(1, Math.trunc(take)));
    // The page is read beside the applicant (one round trip less); it is shown only once the applicant may see it.
    const [applicant, { rows, totalCount }] = await Promise.all([findApplicantById(this.db, applicantId), pageOfOwn(this.db, applicantId, from, size)]);
    if (!applicant || applicant.applicantStatusId === APPLICANT_STATUSES.COAPPLICANT.applicantStatusId) throw new ForbiddenError();
    const applications = await this.views(applicantId, rows, applicant);
    return { ok: true, applications: { applications, allLoaded: from + rows.length >= totalCount, totalCount } };
  }

  /**
   * The rows as the page shows them. Read for the whole page at once: the homes, the totals, the others on the homes
   * in the watched stages, the applicant's standing; only the estimated place is asked per registration that has no
   * fixed one yet (the index-backed count of bench/queue-place.ts, at most a page's worth).
   */
  private async views(applicantId: number, rows: readonly ApplicationRow[], known?: ApplicantRow): Promise<ApplicationView[]> {
    if (rows.length === 0) return [];
    const now = this.now();
    const today = this.today();
    const ids = [...new Set(rows.map((r) => r.rentalObjectId))];
    const coIds = [...new Set(rows.map((r) => r.coApplicantId).filter((id): id is number => id !== null))];
    const applicant = known ?? (await findApplicantById(this.db, applicantId));
    // The places' counts go with the page's other reads: those ahead for every registration that may show an estimate
    // (the home's rule is applied after), the places given at the close for the homes of fixed ones.
    const estimates = applicant?.queueDate ? rows.filter((r) => placeKind(r) === 'estimate') : [];
    const [summaries, categories, stats, others, own, coApplicants, closed, ahead] = await Promise.all([
      summariesOf(this.db, ids),
      listCategories(this.db),
      // The total as estimatedQueuePlace counts it: the homes' months in application_queue_counts, one statement.
      registrationCounts(this.db, ids),
      // Others reach the watched stages only after the home's interest period closed, when no registration on it is at
      // INTEREST any more: homes where this one still is need no look (a home may have 100 000 registrations).
      othersInWatchedStages(this.db, applicantId, [...new Set(rows.filter((r) => r.stage !== 'INTEREST').map((r) => r.rentalObjectId))]),
      mustUpdateOwn(this.db, applicantId, today),
      Promise.all(coIds.map(async (id) => {
        const [row, mustUpdate] = await Promise.all([findApplicantById(this.db, id), mustUpdateDetails(this.db, id, today)]);
        return { id, row, mustUpdate };
      })),
      rankedAtClose(this.db, [...new Set(rows.filter((r) => placeKind(r) === 'fixed').map((r) => r.rentalObjectId))]),
      applicant?.queueDate
        ? registrationsAheadOfEach(this.db, { applicantId, queueDate: applicant.queueDate }, estimates.map((r) => ({ rentalObjectId: r.rentalObjectId, applicationId: r.applicationId, appliedAt: r.createdAt })))
        : new Map<number, number>(),
    ]);
    const index = categoryIndex(categories);
    const objects = new Map<string, RentalObjectView>(summaries.map((s) => [s.rentalObjectId, toRentalObjectView(s, index, today)]));
    const places = placesOf(applicant, rows, objects, { totals: stats, closed, ahead });
    return rows.map((row) => {
      const co = coApplicants.find((c) => c.id === row.coApplicantId);
      return toApplicationView(row, {
        now,
        rentalObject: objects.get(row.rentalObjectId)!,
        others: others.filter((o) => o.rentalObjectId === row.rentalObjectId),
        place: places.get(row.applicationId)!,
        coApplicant: co?.row ? { applicantId: co.id, name: `${co.row.firstName} ${co.row.lastName}`.trim() } : null,
        applicantMustUpdate: own.details,
        coApplicantMustUpdate: co?.mustUpdate ?? false,
        needToUpdateCertifications: own.certifications,
      });
    });
  }
}

/**
 * Each registration's place: the one fixed when the interest period closed; before that the estimate now (as
 * estimatedQueuePlace counts it); none for a registration that ended before a place was fixed, for first-come homes
 * and without a queue date. The counts come read for the whole page (views).
 */
function placesOf(
  applicant: ApplicantRow | undefined,
  rows: readonly ApplicationRow[],
  objects: Map<string, RentalObjectView>,
  counts: { totals: Map<string, number>; closed: Map<string, number>; ahead: Map<number, number> },
) {
  const reasonOf = (row: ApplicationRow) => (applicant ? rankReason({ ...applicant, appliedAt: row.createdAt }, { canCalculate: objects.get(row.rentalObjectId)!.canCalculateQueueplace }) : null);
  const estimated = rows.filter((r) => placeKind(r) === 'estimate' && applicant?.queueDate && objects.get(r.rentalObjectId)!.canCalculateQueueplace && reasonOf(r));
  type Place = { queuePlace: number | null; totalApplications: number; reason: ReturnType<typeof reasonOf> };
  return new Map<number, Place>(
    rows.map((row): [number, Place] => {
      const total = counts.totals.get(row.rentalObjectId) ?? 0;
      // A fixed place is one of those ranked at the close (the active count falls to 0 once the home is let).
      if (row.queuePlace !== null) return [row.applicationId, { queuePlace: row.queuePlace, totalApplications: counts.closed.get(row.rentalObjectId) ?? 0, reason: reasonOf(row) }];
      if (!estimated.includes(row)) return [row.applicationId, { queuePlace: null, totalApplications: total, reason: null }];
      return [row.applicationId, { queuePlace: (counts.ahead.get(row.applicationId) ?? 0) + 1, totalApplications: total, reason: reasonOf(row) }];
    }),
  );
}

/** Before the interest period closes a registration has no fixed place; its estimate counts only while it goes on. */
const STILL_RANKED: readonly Stage[] = ['INTEREST'];

/**
 * Where a registration's place comes from: the one fixed when the interest period closed, the estimate now while the
 * period goes on, or none (it ended before a place was fixed). The detail page and the applications page both ask this.
 */
function placeKind(row: { queuePlace: number | null; stage: string }): 'fixed' | 'estimate' | 'none' {
  if (row.queuePlace !== null) return 'fixed';
  return STILL_RANKED.includes(row.stage as Stage) ? 'estimate' : 'none';
}

const stepActor = (applicantId: number): StepActor => `applicant:${applicantId}`;

