// The case handlers' review (the back office's review area): open one item of the inbox with its files and earlier
// decisions, approve or reject a document, start reviewing, approve or reject an income certificate (or judge the
// reason one is missing), and open a file for the preview. The decisions go through DocumentReviewService and
// CertificationReviewService, which write each change's one audit row in its own transaction; a rejection is then
// mailed to the applicant. Opening an item or a file is recorded as a view.
import type { Readable } from 'node:stream';
import { DOCUMENT_TYPE_TEXTS, REVIEW_STATUS_TEXTS, rejectSchema } from '../../../src/rules/review';
import type { Db } from '../../db/client';
import { ForbiddenError, hasStaffRole, type Actor, type StaffActor } from '../../domain/actor';
import { slotRulesOf } from '../../domain/income-certifications';
import { failure, fromIssues, type Outcome } from '../../domain/outcome';
import type { DocumentReviewService } from '../../documents/document-review.service';
import { findDocument } from '../../documents/documents.repository';
import { documentMessages } from '../../documents/documents.service';
import type { CertificationReviewService, ReviewStep } from '../../incomes/certification-review.service';
import { certificationNotFound } from '../../incomes/certification-steps';
import { findCertificationDocument, findIncome, findSlotState, type SlotKeyOf } from '../../incomes/incomes.repository';
import type { MailMessage } from '../../providers/mail/mailer';
import type { ServiceLog } from '../../payments/second-charge';
import type { FileStorage } from '../../storage/file-storage';
import { recordViews } from '../audit-log';
import { rejectionMail, type Rejected } from './review-mail';
import { isPreviewable, type ReviewItemView } from './review-item-view';
import { certificationDecisions, certificationSubject, documentDecisions, findApplicantContact, slotDocuments } from './review-item.repository';

export const STAFF_FILES_PATH = '/staff/api/files';

export interface ReviewFile {
  name: string;
  mediaType: string;
  size: number;
  stream: Readable;
}

export interface ReviewDeps {
  documentReview: DocumentReviewService;
  certificationReview: CertificationReviewService;
  storage: Pick<FileStorage, 'get'>;
  mailer: { send(message: MailMessage): Promise<void> };
  log: ServiceLog;
  publicUrl: string;
}

type ItemOutcome = Outcome<{ item: ReviewItemView | null }>;

/** "applicantIncomeId/certificationTypeId/slot" as a key, or null when malformed. */
export function parseSlotKey(id: string): SlotKeyOf | null {
  const m = /^(\d{1,9})\/(\d{1,9})\/(\d{1,9})$/.exec(id);
  return m ? { applicantIncomeId: Number(m[1]), certificationTypeId: Number(m[2]), slot: Number(m[3]) } : null;
}
const parseId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

function staffOnly(actor: Actor): StaffActor {
  if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
  return actor;
}

export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly deps: ReviewDeps,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- Opening ----

  /** One item by its inbox id (a document id or a certificate slot's key), recorded as a view; null when none. */
  async item(actor: Actor, id: string): Promise<ReviewItemView | null> {
    staffOnly(actor);
    const item = await this.load(id);
    if (item) await recordViews(this.db, actor, 'VIEW_REVIEW_ITEM', [item.applicantId], this.now(), this.subjectOf(item));
    return item;
  }

  /** A document's file for the preview (recorded as a view), or null when there is none. */
  async documentFile(actor: Actor, documentId: number): Promise<ReviewFile | null> {
    staffOnly(actor);
    const row = await findDocument(this.db, documentId);
    return row && this.openFile(actor, row, row.applicantId, `document:${documentId}`);
  }

  /** An income certificate's file for the preview (recorded as a view), or null when there is none. */
  async certificationFile(actor: Actor, documentId: number): Promise<ReviewFile | null> {
    staffOnly(actor);
    const row = await findCertificationDocument(this.db, documentId);
    const income = row && (await findIncome(this.db, row.applicantIncomeId));
    return row && income ? this.openFile(actor, row, income.applicantId, `${certificationSubject(row)}:file:${documentId}`) : null;
  }

  private async openFile(actor: Actor, row: { storageKey: string; name: string; mediaType: string; size: number }, applicantId: number, subject: string) {
    const stream = await this.deps.storage.get(row.storageKey);
    if (!stream) return null;
    await recordViews(this.db, actor, 'VIEW_REVIEW_FILE', [applicantId], this.now(), subject);
    return { name: row.name, mediaType: row.mediaType, size: row.size, stream };
  }

  // ---- Decisions ----

  approveDocument(actor: Actor, documentId: string): Promise<ItemOutcome> {
    return this.decideDocument(actor, documentId, null);
  }

  rejectDocument(actor: Actor, documentId: string, reason: string): Promise<ItemOutcome> {
    return this.decideDocument(actor, documentId, reason);
  }

  startCertificateReview(actor: Actor, id: string): Promise<ItemOutcome> {
    return this.stepCertificate(actor, id, { type: 'START_REVIEW' });
  }

  approveCertificate(actor: Actor, id: string): Promise<ItemOutcome> {
    return this.stepCertificate(actor, id, { type: 'APPROVE' });
  }

  rejectCertificate(actor: Actor, id: string, reason: string): Promise<ItemOutcome> {
    return this.stepCertificate(actor, id, { type: 'REJECT', reason });
  }

  /** reason null approves; a reason rejects (the shared rule: required, at most 500 characters). */
  private async decideDocument(actor: Actor, id: string, reason: string | null): Promise<ItemOutcome> {
    staffOnly(actor);
    const checked = reason === null ? null : rejectSchema.safeParse({ reason });
    if (checked && !checked.success) return fromIssues(checked.error.issues, 'reason');
    const documentId = parseId(id);
    if (documentId === null) return failure(documentMessages.notFound);
    const decided = await this.deps.documentReview.review(actor, documentId, checked ? { approve: false, reason: checked.data.reason } : { approve: true });
    if (!decided.ok) return decided;
    const doc = decided.document;
    if (checked) {
      const rejected: Rejected = { kind: 'document', typeText: DOCUMENT_TYPE_TEXTS[doc.documentType], identification: doc.documentType === 'IDENTIFICATION' };
      await this.mailRejection((await findDocument(this.db, documentId))?.applicantId ?? null, rejected, checked.data.reason);
    }
    return { ok: true, item: await this.load(id) };
  }

  private async stepCertificate(actor: Actor, id: string, step: ReviewStep): Promise<ItemOutcome> {
    staffOnly(actor);
    const checked = step.type === 'REJECT' ? rejectSchema.safeParse({ reason: step.reason }) : null;
    if (checked && !checked.success) return fromIssues(checked.error.issues, 'reason');
    const key = parseSlotKey(id);
    if (!key) return failure(certificationNotFound);
    const before = await findSlotState(this.db, key);
    const stepped = await this.deps.certificationReview.review(actor, key, checked ? { type: 'REJECT', reason: checked.data.reason } : step);
    if (!stepped.ok) return stepped;
    const item = await this.load(id);
    if (checked && item) {
      const rejected: Rejected = { kind: 'certificate', title: item.typeText, missingReasonRejected: before?.status === 'MISSING' };
      await this.mailRejection(item.applicantId, rejected, checked.data.reason);
    }
    return { ok: true, item };
  }

  /** After the decision is committed: a failed send is logged (without the address), the decision stands. */
  private async mailRejection(applicantId: number | null, rejected: Rejected, reason: string): Promise<void> {
    const applicant = applicantId === null ? null : await findApplicantContact(this.db, applicantId);
    if (!applicant?.email) return;
    const mail = rejectionMail({ firstName: applicant.firstName, rejected, reason, publicUrl: this.deps.publicUrl });
    try {
      await this.deps.mailer.send({ to: applicant.email, ...mail });
    } catch (err) {
      this.deps.log.error({ err, applicantId }, 'review rejection mail not sent');
    }
  }

  // ---- Loading an item (no view recorded: item() records it, a decision's audit row already names it) ----

  private subjectOf(item: ReviewItemView): string {
    const key = parseSlotKey(item.id);
    return key ? certificationSubject(key) : `document:${item.id}`;
  }

  private async load(id: string): Promise<ReviewItemView | null> {
    const documentId = parseId(id);
    if (documentId !== null) return this.loadDocument(documentId);
    const key = parseSlotKey(id);
    return key ? this.loadCertificate(key) : null;
  }

  private async loadDocument(documentId: number): Promise<ReviewItemView | null> {
    const doc = await findDocument(this.db, documentId);
    const applicant = doc && (await findApplicantContact(this.db, doc.applicantId));
    if (!doc || !applicant) return null;
    return {
      id: String(documentId),
      kind: doc.documentType === 'IDENTIFICATION' ? 'ID_DOCUMENT' : 'DOCUMENT',
      applicantId: doc.applicantId,
      applicantName: `${applicant.firstName} ${applicant.lastName}`,
      type: doc.documentType,
      typeText: DOCUMENT_TYPE_TEXTS[doc.documentType],
      status: doc.documentStatus,
      statusText: REVIEW_STATUS_TEXTS[doc.documentStatus] ?? doc.documentStatus,
      uploaded: doc.created,
      missingReason: null,
      rejectedReason: doc.documentStatus === 'REJECTED' ? doc.disapprovalReason : null,
      files: [{ name: doc.name, mediaType: doc.mediaType, size: doc.size, uploaded: doc.created, url: `${STAFF_FILES_PATH}/document/${documentId}`, previewable: isPreviewable(doc.mediaType) }],
      previousDecisions: await documentDecisions(this.db, doc),
      canDecide: doc.documentStatus === 'RECEIVED',
      canStartReview: false,
    };
  }

  private async loadCertificate(key: SlotKeyOf): Promise<ReviewItemView | null> {
    const income = await findIncome(this.db, key.applicantIncomeId);
    const rule = income && slotRulesOf(income.incomeTypeId).find((r) => r.certificationTypeId === key.certificationTypeId && r.slot === key.slot);
    const state = rule ? await findSlotState(this.db, key) : null;
    const applicant = income && state && (await findApplicantContact(this.db, income.applicantId));
    if (!income || !rule || !state || !applicant) return null;
    const files = await slotDocuments(this.db, key);
    return {
      id: `${key.applicantIncomeId}/${key.certificationTypeId}/${key.slot}`,
      kind: state.status === 'MISSING' ? 'MISSING_REASON' : 'INCOME_CERTIFICATE',
      applicantId: income.applicantId,
      applicantName: `${applicant.firstName} ${applicant.lastName}`,
      type: String(key.certificationTypeId),
      typeText: rule.title,
      status: state.status,
      statusText: REVIEW_STATUS_TEXTS[state.status] ?? state.status,
      uploaded: files.at(-1)?.created ?? state.updatedAt,
      missingReason: state.missingReason,
      rejectedReason: state.status === 'REJECTED' ? state.rejectedReason : null,
      files: files.map((f) => ({ name: f.name, mediaType: f.mediaType, size: f.size, uploaded: f.created, url: `${STAFF_FILES_PATH}/certification/${f.documentId}`, previewable: isPreviewable(f.mediaType) })),
      previousDecisions: await certificationDecisions(this.db, key),
      canDecide: state.status === 'IN_REVIEW' || state.status === 'MISSING',
      canStartReview: state.status === 'RECEIVED',
    };
  }
}
