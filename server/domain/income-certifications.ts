// Income certificates (spec 001 §3 Income certification, §4, §5): which certificates each income type needs (one
// slot per certificate), what a slot shows given its review state and files (getIncomeCertifications), and the
// allowed steps of a slot's state: uploaded → under review (files can still be added or removed) → approved, or
// rejected with a reason; or marked missing with a reason, which can be undone. Pure; the service stores the states.
import { incomeMessages, INCOME_TYPES, type IncomeType } from '../../src/rules/incomes';

/** Kinds of certificate; a slot is one certificate of a kind (the latest three payslips are slots 1–3 of PAYSLIP). */
export const CERTIFICATION_TYPES = {
  PAYSLIP: 1,
  EMPLOYMENT_CONTRACT: 2,
  TAX_ASSESSMENT: 3,
  INCOME_STATEMENT: 4,
  DECISION: 5,
  PAYMENT_STATEMENT: 6,
  OTHER: 7,
} as const;
const T = CERTIFICATION_TYPES;

export interface SlotRule {
  certificationTypeId: number;
  slot: number;
  title: string;
  /** The income counts as certified when every required slot is approved; the others are welcome, not needed. */
  required: boolean;
}

const slot = (certificationTypeId: number, slotNumber: number, title: string, required = true): SlotRule => ({ certificationTypeId, slot: slotNumber, title, required });
const latestPayslips = [
  slot(T.PAYSLIP, 1, 'Senaste lönespecifikationen'),
  slot(T.PAYSLIP, 2, 'Näst senaste lönespecifikationen'),
  slot(T.PAYSLIP, 3, 'Tredje senaste lönespecifikationen'),
];

/**
 * The certificates each income type needs, by the type's contentCode. Employment shows the latest three payslips
 * (a month's pay varies; three show what is regular), temporary employment also the contract with its end date; a
 * business its latest final tax assessment; a benefit its decision letter, which states the amount and the period.
 */
export const SLOT_RULES: Readonly<Record<string, readonly SlotRule[]>> = {
  PERMANENT_EMPLOYMENT: latestPayslips,
  TEMPORARY_EMPLOYMENT: [slot(T.EMPLOYMENT_CONTRACT, 1, 'Anställningsavtal som visar när anställningen slutar'), ...latestPayslips],
  OWN_BUSINESS: [slot(T.TAX_ASSESSMENT, 1, 'Senaste slutskattebeskedet'), slot(T.INCOME_STATEMENT, 1, 'Resultaträkning för innevarande år', false)],
  PENSION: [slot(T.PAYMENT_STATEMENT, 1, 'Senaste utbetalningsbeskedet för pensionen')],
  STUDY_AID: [slot(T.DECISION, 1, 'Beslut om studiemedel från CSN')],
  SICKNESS_OR_ACTIVITY_COMPENSATION: [slot(T.DECISION, 1, 'Beslut om sjuk- eller aktivitetsersättning från Försäkringskassan')],
  PARENTAL_BENEFIT: [slot(T.DECISION, 1, 'Beslut om föräldrapenning från Försäkringskassan')],
  UNEMPLOYMENT_BENEFIT: [slot(T.DECISION, 1, 'Beslut om ersättning från a-kassan'), slot(T.PAYMENT_STATEMENT, 1, 'Senaste utbetalningsbeskedet från a-kassan')],
  MAINTENANCE_SUPPORT: [slot(T.DECISION, 1, 'Beslut om underhållsstöd')],
  HOUSING_ALLOWANCE: [slot(T.DECISION, 1, 'Beslut om bostadsbidrag eller bostadstillägg')],
  INCOME_SUPPORT: [slot(T.DECISION, 1, 'Beslut om ekonomiskt bistånd från kommunen')],
  OTHER: [slot(T.OTHER, 1, 'Intyg som visar inkomsten')],
};

/** The slots of an income type, in the order the page shows them; none for an unknown type. */
export function slotRulesOf(incomeTypeId: number, incomeTypes: readonly IncomeType[] = INCOME_TYPES): readonly SlotRule[] {
  const type = incomeTypes.find((t) => t.incomeTypeId === incomeTypeId);
  return (type && SLOT_RULES[type.contentCode]) ?? [];
}

const sameSlot = (a: SlotKey, b: SlotKey) => a.certificationTypeId === b.certificationTypeId && a.slot === b.slot;

/** Whether a slot of that kind and number belongs to the income type (an upload names the slot it fills). */
export function isSlotOf(incomeTypeId: number, key: SlotKey, incomeTypes: readonly IncomeType[] = INCOME_TYPES): boolean {
  return slotRulesOf(incomeTypeId, incomeTypes).some((r) => sameSlot(r, key));
}

// ---- A slot's state ----

/** RECEIVED: files uploaded, waiting; IN_REVIEW: a case handler has started; then APPROVED or REJECTED; or MISSING. */
export type CertificationStatus = 'RECEIVED' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED' | 'MISSING';

/** A slot's review state; null for a slot with nothing yet (no file, not marked missing). */
export type SlotState = {
  status: CertificationStatus;
  /** The applicant's reason the certificate is missing; kept while a case handler judges it. */
  missingReason: string | null;
  rejectedReason: string | null;
} | null;

export interface SlotKey {
  certificationTypeId: number;
  slot: number;
}

export type StoredSlotState = SlotKey & NonNullable<SlotState>;

export interface CertificationDocument extends SlotKey {
  documentId: number;
  name: string;
  mediaType: string;
  created: string;
}

/** One slot as getIncomeCertifications shows it. */
export interface CertificationSlot extends SlotRule {
  missing: boolean;
  missingReason: string | null;
  rejected: boolean;
  rejectedReason: string | null;
  approved: boolean;
  /** Files are waiting for a case handler (uploaded or under review). */
  notChecked: boolean;
  documents: CertificationDocument[];
}

/** The slots of an income of `incomeTypeId` with their states and files. States and files of other slots are left out. */
export function certificationSlotsOf(incomeTypeId: number, states: readonly StoredSlotState[], documents: readonly CertificationDocument[]): CertificationSlot[] {
  return slotRulesOf(incomeTypeId).map((rule) => {
    const state = states.find((s) => sameSlot(s, rule)) ?? null;
    const status = state?.status ?? null;
    return {
      ...rule,
      missing: state?.missingReason != null,
      missingReason: state?.missingReason ?? null,
      rejected: status === 'REJECTED',
      rejectedReason: status === 'REJECTED' ? (state?.rejectedReason ?? null) : null,
      approved: status === 'APPROVED',
      notChecked: status === 'RECEIVED' || status === 'IN_REVIEW',
      documents: documents.filter((d) => sameSlot(d, rule)),
    };
  });
}

/** An income is certified when every required slot is approved (a missing certificate counts once its reason is). */
export function isCertified(slots: readonly CertificationSlot[]): boolean {
  return slots.filter((s) => s.required).every((s) => s.approved);
}

/** Files filed under slots the income's type does not have (left behind when the type changed): to be removed. */
export function documentsOutsideSlots(incomeTypeId: number, documents: readonly CertificationDocument[]): CertificationDocument[] {
  const rules = slotRulesOf(incomeTypeId);
  return documents.filter((d) => !rules.some((r) => sameSlot(r, d)));
}

// ---- Steps ----

/** The applicant's steps, and the case handler's (review) steps. */
export type CertificationEvent =
  | { type: 'UPLOAD' }
  | { type: 'DELETE_DOCUMENT'; documentsLeft: number }
  | { type: 'MARK_MISSING'; reason: string; documents: number }
  | { type: 'UNDO_MISSING' }
  | { type: 'START_REVIEW' }
  | { type: 'APPROVE' }
  | { type: 'REJECT'; reason: string };

const REVIEW_STEPS: readonly CertificationEvent['type'][] = ['START_REVIEW', 'APPROVE', 'REJECT'];
/** Review steps are the case handlers'; the service lets only staff take them. */
export const isReviewStep = (event: CertificationEvent) => REVIEW_STEPS.includes(event.type);

export const certificationMessages = {
  missingReasonRequired: incomeMessages.missingReasonRequired,
  approvedLocked: 'Intyget är godkänt och kan inte ändras',
  noDocument: 'Det finns ingen fil att ta bort',
  removeFilesFirst: 'Ta bort filerna innan du anger att intyget saknas',
  notMissing: 'Intyget är inte markerat som saknat',
  notReceived: 'Det finns inget uppladdat intyg att granska',
  notInReview: 'Intyget kan bara godkännas eller underkännas när det granskas eller har markerats som saknat',
  rejectReasonRequired: 'Du måste ange varför intyget inte godkänns',
} as const;

export type StepResult = { ok: true; state: SlotState } | { ok: false; message: string };

const to = (status: CertificationStatus, missingReason: string | null = null, rejectedReason: string | null = null): StepResult => ({
  ok: true,
  state: { status, missingReason, rejectedReason },
});
const refuse = (message: string): StepResult => ({ ok: false, message });

/** The slot's state after a step, or why the step is not allowed from where the slot is. */
export function certificationStep(state: SlotState, event: CertificationEvent): StepResult {
  const m = certificationMessages;
  const status = state?.status ?? null;
  if (status === 'APPROVED') return refuse(m.approvedLocked);
  switch (event.type) {
    case 'UPLOAD':
      // A new file replaces a rejection or a missing mark; while a case handler reviews, files may still be added.
      return to(status === 'IN_REVIEW' ? 'IN_REVIEW' : 'RECEIVED');
    case 'DELETE_DOCUMENT':
      if (status === null || status === 'MISSING') return refuse(m.noDocument);
      // A rejection stays (with its reason) until a new file comes; an emptied waiting slot is empty again.
      if (status === 'REJECTED') return { ok: true, state };
      return event.documentsLeft > 0 ? { ok: true, state } : { ok: true, state: null };
    case 'MARK_MISSING': {
      const reason = event.reason.trim();
      if (!reason) return refuse(m.missingReasonRequired);
      if (event.documents > 0) return refuse(m.removeFilesFirst);
      return to('MISSING', reason);
    }
    case 'UNDO_MISSING':
      return status === 'MISSING' ? { ok: true, state: null } : refuse(m.notMissing);
    case 'START_REVIEW':
      return status === 'RECEIVED' ? to('IN_REVIEW') : refuse(m.notReceived);
    case 'APPROVE':
      return status === 'IN_REVIEW' || status === 'MISSING' ? to('APPROVED', state?.missingReason ?? null) : refuse(m.notInReview);
    case 'REJECT': {
      const reason = event.reason.trim();
      if (!reason) return refuse(m.rejectReasonRequired);
      return status === 'IN_REVIEW' || status === 'MISSING' ? to('REJECTED', state?.missingReason ?? null, reason) : refuse(m.notInReview);
    }
  }
}
