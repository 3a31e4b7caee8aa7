// The applicant card: what a case handler sees of one applicant, read inside the caller's transaction through each
// area's own repository and view (account, payments, profile, incomes, documents, applications) and the back office's
// own (warnings, blocks, notes). The personnummer is masked here; only the explicit reveal returns it whole.
import { maskPersonalIdentityNumber } from '../../../src/rules/personnummer';
import { formatKronor } from '../../../src/rules/money';
import { DOCUMENT_TYPE_TEXTS, REVIEW_STATUS_TEXTS } from '../../../src/rules/review';
import { stockholmDay } from '../../../src/rules/calendar';
import type { DbOrTx } from '../../db/client';
import type { ApplicantRow, BlockRow, WarningRow } from '../../db/schema';
import { findApplicantById } from '../../account/applicant.repository';
import { findLinkOf } from '../../account/co-applicant.repository';
import { listOrders } from '../../payments/orders/orders.repository';
import { toOrderView } from '../../payments/orders/order-view';
import { findProfile } from '../../profile/profile.repository';
import { toHousingView } from '../../profile/profile-view';
import { listIncomes } from '../../incomes/incomes.repository';
import { toIncomeView } from '../../incomes/income-view';
import { listDocuments } from '../../documents/documents.repository';
import { toDocumentView } from '../../documents/document-view';
import { pageOfOwn } from '../../applications/own-registrations.repository';
import { findAgencyProfile } from '../../content/content.repository';
import { stageNames } from '../../domain/application-stages';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { isBlockInForce } from '../../domain/indicators';
import { warningsInForce } from '../../domain/warnings-and-blocks';
import { listAllBlocks, listAllWarnings, listNotes, listPaymentsOf } from './applicants.repository';

/** The agency profile's maxWarnings when no profile row exists (as the brokerage's warnings: spec 001 names 1). */
const DEFAULT_MAX_WARNINGS = 1;
/** The card shows the newest applications; the total says how many there are. */
const CARD_APPLICATIONS = 50;

const STATUS_TEXTS: Record<number, string> = {
  [APPLICANT_STATUSES.QUEUE.applicantStatusId]: 'I bostadskön',
  [APPLICANT_STATUSES.COAPPLICANT.applicantStatusId]: 'Medsökandekonto',
  [APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId]: 'Väntar på betalning av köavgiften',
  [APPLICANT_STATUSES.DEREGISTERED.applicantStatusId]: 'Avregistrerad',
};

export const statusTextOf = (applicantStatusId: number) => STATUS_TEXTS[applicantStatusId] ?? 'Okänd status';

export const maskedPnrOf = (pnr: string | null) => (pnr ? maskPersonalIdentityNumber(pnr) : null);

export const blockView = (b: BlockRow, today: string) => ({ ...b, inForce: isBlockInForce(b, today) });

export const warningView = (w: WarningRow, today: string) => ({ ...w, inForce: warningsInForce([w], today).length > 0 });

const addressOf = (a: ApplicantRow) => [a.careOf && `c/o ${a.careOf}`, a.street, [a.zipcode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') || null;

async function coApplicantOf(db: DbOrTx, applicantId: number) {
  const link = await findLinkOf(db, applicantId);
  if (!link) return null;
  const isHead = link.mainApplicantId === applicantId;
  const partner = await findApplicantById(db, isHead ? link.coApplicantId : link.mainApplicantId);
  if (!partner) return null;
  return { applicantId: partner.applicantId, name: `${partner.firstName} ${partner.lastName}`, isHead, status: link.status };
}

export type ApplicantCard = NonNullable<Awaited<ReturnType<typeof readApplicantCard>>>;

/** The card of the applicant at `now`, or null when there is no such applicant. */
export async function readApplicantCard(db: DbOrTx, applicantId: number, now: Date) {
  const a = await findApplicantById(db, applicantId);
  if (!a) return null;
  const today = stockholmDay(now);
  const orders = await listOrders(db, applicantId);
  const [coApplicant, payments, profile, incomes, documents, applications, warnings, blocks, notes, agency] = await Promise.all([
    coApplicantOf(db, applicantId),
    listPaymentsOf(
      db,
      applicantId,
      orders.map((o) => o.orderId),
    ),
    findProfile(db, applicantId),
    listIncomes(db, applicantId),
    listDocuments(db, applicantId),
    pageOfOwn(db, applicantId, 0, CARD_APPLICATIONS),
    listAllWarnings(db, applicantId),
    listAllBlocks(db, applicantId),
    listNotes(db, applicantId),
    findAgencyProfile(db),
  ]);
  const blockViews = blocks.map((b) => blockView(b, today));
  return {
    applicantId: a.applicantId,
    firstName: a.firstName,
    lastName: a.lastName,
    maskedPersonalIdentityNumber: maskedPnrOf(a.personalIdentityNumber),
    dateOfBirth: a.dateOfBirth,
    email: a.email,
    emailSecondary: a.emailSecondary,
    mobile: a.mobile,
    phone: a.phone,
    address: addressOf(a),
    accountType: a.accountType,
    statusText: statusTextOf(a.applicantStatusId),
    queueDate: a.queueDate,
    queueFeeValidToDate: a.queueFeeValidToDate,
    registered: a.createdAt,
    deregistered: a.deregisteredAt,
    coApplicant,
    orders: orders.map((o) => toOrderView(o, { autopayActive: false })),
    payments: payments.map((p) => ({
      paymentId: p.paymentId,
      orderId: p.orderId,
      kind: p.kind,
      status: p.status,
      amountFormated: formatKronor(p.amount),
      created: p.createdAt,
      completed: p.completedAt,
    })),
    housing: toHousingView(profile.housing, false),
    incomes: incomes.map(toIncomeView).map((i) => ({ ...i, incomeTypeName: i.incomeType?.name ?? null })),
    documents: documents.map(toDocumentView).map((d) => ({
      ...d,
      documentTypeText: DOCUMENT_TYPE_TEXTS[d.documentType],
      statusText: REVIEW_STATUS_TEXTS[d.documentStatus] ?? d.documentStatus,
    })),
    applications: applications.rows.map((r) => ({
      applicationId: r.applicationId,
      rentalObjectId: r.rentalObjectId,
      stage: r.stage,
      stageText: stageNames[r.stage as keyof typeof stageNames] ?? r.stage,
      registeredAt: r.createdAt,
    })),
    applicationsTotal: applications.totalCount,
    warnings: warnings.map((w) => warningView(w, today)),
    blocks: blockViews,
    blocked: blockViews.some((b) => b.inForce),
    maxWarnings: agency?.maxWarnings ?? DEFAULT_MAX_WARNINGS,
    notes,
  };
}
