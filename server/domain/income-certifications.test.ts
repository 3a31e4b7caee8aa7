import { INCOME_TYPES } from '../../src/rules/incomes';
import {
  CERTIFICATION_TYPES as T,
  certificationMessages as m,
  certificationSlotsOf,
  certificationStep,
  documentsOutsideSlots,
  isCertified,
  isReviewStep,
  isSlotOf,
  SLOT_RULES,
  slotRulesOf,
  type CertificationDocument,
  type CertificationEvent,
  type SlotState,
  type StoredSlotState,
} from './income-certifications';

const PERMANENT = 1;
const TEMPORARY = 2;
const OWN_BUSINESS = 3;
const STUDY_AID = 5;

describe('slot rules', () => {
  it('gives every income type at least one required certificate, and no slot twice', () => {
    for (const t of INCOME_TYPES) {
      const rules = slotRulesOf(t.incomeTypeId);
      expect(rules.some((r) => r.required), t.contentCode).toBe(true);
      expect(new Set(rules.map((r) => `${r.certificationTypeId}/${r.slot}`)).size, t.contentCode).toBe(rules.length);
    }
    expect(Object.keys(SLOT_RULES).sort()).toEqual(INCOME_TYPES.map((t) => t.contentCode).sort());
  });

  it.each([
    [PERMANENT, ['1/1 Senaste lönespecifikationen *', '1/2 Näst senaste lönespecifikationen *', '1/3 Tredje senaste lönespecifikationen *']],
    [
      TEMPORARY,
      [
        '2/1 Anställningsavtal som visar när anställningen slutar *',
        '1/1 Senaste lönespecifikationen *',
        '1/2 Näst senaste lönespecifikationen *',
        '1/3 Tredje senaste lönespecifikationen *',
      ],
    ],
    [OWN_BUSINESS, ['3/1 Senaste slutskattebeskedet *', '4/1 Resultaträkning för innevarande år']],
    [STUDY_AID, ['5/1 Beslut om studiemedel från CSN *']],
    [99, []],
  ])('income type %i → %o (* required)', (incomeTypeId, slots) => {
    expect(slotRulesOf(incomeTypeId).map((r) => `${r.certificationTypeId}/${r.slot} ${r.title}${r.required ? ' *' : ''}`)).toEqual(slots);
  });

  it.each([
    [PERMANENT, T.PAYSLIP, 3, true],
    [PERMANENT, T.PAYSLIP, 4, false],
    [PERMANENT, T.EMPLOYMENT_CONTRACT, 1, false],
    [TEMPORARY, T.EMPLOYMENT_CONTRACT, 1, true],
    [99, T.PAYSLIP, 1, false],
  ])('income type %i has slot %i/%i: %s', (incomeTypeId, certificationTypeId, slot, has) => {
    expect(isSlotOf(incomeTypeId, { certificationTypeId, slot })).toBe(has);
  });
});

describe('certificationSlotsOf', () => {
  const doc = (documentId: number, certificationTypeId: number, slot: number): CertificationDocument => ({
    documentId,
    certificationTypeId,
    slot,
    name: `lonespec-${documentId}.pdf`,
    mediaType: 'application/pdf',
    created: '2026-11-20',
  });
  const state = (slot: number, status: StoredSlotState['status'], missingReason: string | null = null, rejectedReason: string | null = null): StoredSlotState => ({
    certificationTypeId: T.PAYSLIP,
    slot,
    status,
    missingReason,
    rejectedReason,
  });
  const view = (states: StoredSlotState[], docs: CertificationDocument[] = []) =>
    certificationSlotsOf(PERMANENT, states, docs).map(({ slot, missing, missingReason, rejected, rejectedReason, approved, notChecked, documents }) => ({
      slot,
      missing,
      missingReason,
      rejected,
      rejectedReason,
      approved,
      notChecked,
      documents: documents.map((d) => d.documentId),
    }));
  const empty = { missing: false, missingReason: null, rejected: false, rejectedReason: null, approved: false, notChecked: false, documents: [] };

  it('shows every slot empty before anything is uploaded', () => {
    expect(view([])).toEqual([1, 2, 3].map((slot) => ({ slot, ...empty })));
  });

  it.each([
    ['received', state(1, 'RECEIVED'), [doc(10, 1, 1)], { notChecked: true, documents: [10] }],
    ['under review', state(1, 'IN_REVIEW'), [doc(10, 1, 1), doc(11, 1, 1)], { notChecked: true, documents: [10, 11] }],
    ['approved', state(1, 'APPROVED'), [doc(10, 1, 1)], { approved: true, documents: [10] }],
    ['rejected', state(1, 'REJECTED', null, 'Fel månad'), [doc(10, 1, 1)], { rejected: true, rejectedReason: 'Fel månad', documents: [10] }],
    ['missing', state(1, 'MISSING', 'Ny anställning'), [], { missing: true, missingReason: 'Ny anställning' }],
    ['missing, reason accepted', state(1, 'APPROVED', 'Ny anställning'), [], { missing: true, missingReason: 'Ny anställning', approved: true }],
    ['missing, reason refused', state(1, 'REJECTED', 'Ny anställning', 'Skicka anställningsavtalet'), [], {
      missing: true,
      missingReason: 'Ny anställning',
      rejected: true,
      rejectedReason: 'Skicka anställningsavtalet',
    }],
  ])('slot 1 %s', (_name, s, docs, shown) => {
    expect(view([s], docs)[0]).toEqual({ slot: 1, ...empty, ...shown });
  });

  it('files each document under its own slot and leaves out other slots\u2019 rows', () => {
    const slots = view([state(2, 'RECEIVED'), { ...state(1, 'APPROVED'), certificationTypeId: T.DECISION }], [doc(1, 1, 2), doc(2, 1, 3), doc(3, T.DECISION, 1)]);
    expect(slots.map((s) => [s.slot, s.documents, s.approved])).toEqual([
      [1, [], false],
      [2, [1], false],
      [3, [2], false],
    ]);
  });

  it('finds documents outside the type\u2019s slots', () => {
    expect(documentsOutsideSlots(STUDY_AID, [doc(1, T.PAYSLIP, 1), doc(2, T.DECISION, 1)]).map((d) => d.documentId)).toEqual([1]);
  });

  it.each([
    ['every required slot approved', OWN_BUSINESS, [{ certificationTypeId: T.TAX_ASSESSMENT, slot: 1, status: 'APPROVED' as const }], true],
    ['a required slot waiting', PERMANENT, [1, 2].map((slot) => ({ certificationTypeId: T.PAYSLIP, slot, status: 'APPROVED' as const })), false],
    ['all three payslips approved', PERMANENT, [1, 2, 3].map((slot) => ({ certificationTypeId: T.PAYSLIP, slot, status: 'APPROVED' as const })), true],
    ['nothing', STUDY_AID, [], false],
  ])('isCertified with %s: %s', (_name, incomeTypeId, states, certified) => {
    const stored = states.map((s) => ({ ...s, missingReason: null, rejectedReason: null }));
    expect(isCertified(certificationSlotsOf(incomeTypeId, stored, []))).toBe(certified);
  });
});

describe('certificationStep', () => {
  const at = (status: NonNullable<SlotState>['status'] | null, missingReason: string | null = null, rejectedReason: string | null = null): SlotState =>
    status ? { status, missingReason, rejectedReason } : null;
  const upload: CertificationEvent = { type: 'UPLOAD' };
  const del = (documentsLeft: number): CertificationEvent => ({ type: 'DELETE_DOCUMENT', documentsLeft });
  const missing = (reason: string, documents = 0): CertificationEvent => ({ type: 'MARK_MISSING', reason, documents });
  const reject = (reason: string): CertificationEvent => ({ type: 'REJECT', reason });
  const undo: CertificationEvent = { type: 'UNDO_MISSING' };
  const review: CertificationEvent = { type: 'START_REVIEW' };
  const approve: CertificationEvent = { type: 'APPROVE' };

  it.each([
    ['upload to an empty slot', at(null), upload, at('RECEIVED')],
    ['upload another file', at('RECEIVED'), upload, at('RECEIVED')],
    ['upload while under review', at('IN_REVIEW'), upload, at('IN_REVIEW')],
    ['upload after a rejection', at('REJECTED', null, 'Suddig'), upload, at('RECEIVED')],
    ['upload instead of the missing mark', at('MISSING', 'Saknas'), upload, at('RECEIVED')],
    ['delete one of two files', at('RECEIVED'), del(1), at('RECEIVED')],
    ['delete the last file', at('RECEIVED'), del(0), null],
    ['delete a file under review', at('IN_REVIEW'), del(1), at('IN_REVIEW')],
    ['delete the last file under review', at('IN_REVIEW'), del(0), null],
    ['delete a rejected file', at('REJECTED', null, 'Suddig'), del(0), at('REJECTED', null, 'Suddig')],
    ['mark an empty slot missing', at(null), missing(' Ny anställning '), at('MISSING', 'Ny anställning')],
    ['mark a rejected slot missing', at('REJECTED', null, 'Suddig'), missing('Har inget annat'), at('MISSING', 'Har inget annat')],
    ['change the missing reason', at('MISSING', 'Gammal'), missing('Ny'), at('MISSING', 'Ny')],
    ['undo the missing mark', at('MISSING', 'Saknas'), undo, null],
    ['start the review', at('RECEIVED'), review, at('IN_REVIEW')],
    ['approve under review', at('IN_REVIEW'), approve, at('APPROVED')],
    ['reject under review', at('IN_REVIEW'), reject(' Fel månad '), at('REJECTED', null, 'Fel månad')],
    ['accept a missing reason', at('MISSING', 'Saknas'), approve, at('APPROVED', 'Saknas')],
    ['refuse a missing reason', at('MISSING', 'Saknas'), reject('Skicka avtalet'), at('REJECTED', 'Saknas', 'Skicka avtalet')],
  ])('%s', (_name, from, event, state) => {
    expect(certificationStep(from, event)).toEqual({ ok: true, state });
  });

  it.each([
    ['the missing reason is blank', at(null), missing('  '), m.missingReasonRequired],
    ['files are still in the slot', at('RECEIVED'), missing('Saknas', 1), m.removeFilesFirst],
    ['a rejected file is still there', at('REJECTED', null, 'Suddig'), missing('Saknas', 1), m.removeFilesFirst],
    ['upload to an approved slot', at('APPROVED'), upload, m.approvedLocked],
    ['delete an approved file', at('APPROVED'), del(0), m.approvedLocked],
    ['mark an approved slot missing', at('APPROVED'), missing('Saknas'), m.approvedLocked],
    ['undo an approved missing mark', at('APPROVED', 'Saknas'), undo, m.approvedLocked],
    ['delete from an empty slot', at(null), del(0), m.noDocument],
    ['delete from a missing slot', at('MISSING', 'Saknas'), del(0), m.noDocument],
    ['undo a mark that is not there', at('RECEIVED'), undo, m.notMissing],
    ['undo on an empty slot', at(null), undo, m.notMissing],
    ['review an empty slot', at(null), review, m.notReceived],
    ['review twice', at('IN_REVIEW'), review, m.notReceived],
    ['approve before the review', at('RECEIVED'), approve, m.notInReview],
    ['approve an empty slot', at(null), approve, m.notInReview],
    ['reject before the review', at('RECEIVED'), reject('Fel'), m.notInReview],
    ['reject a rejected slot', at('REJECTED', null, 'Fel'), reject('Fel igen'), m.notInReview],
    ['reject without a reason', at('IN_REVIEW'), reject(' '), m.rejectReasonRequired],
  ])('refuses when %s', (_name, from, event, message) => {
    expect(certificationStep(from, event)).toEqual({ ok: false, message });
  });

  it('asks for the spec\u2019s missing-reason message', () => {
    expect(m.missingReasonRequired).toBe('Du måste motivera varför du saknar detta intyg');
  });

  it.each([
    [upload, false],
    [del(0), false],
    [missing('x'), false],
    [undo, false],
    [review, true],
    [approve, true],
    [reject('x'), true],
  ])('%o is a review step: %s', (event, staff) => expect(isReviewStep(event)).toBe(staff));
});
