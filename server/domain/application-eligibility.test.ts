import { APPLICANT_STATUSES } from './applicant-status';
import {
  NOT_MET_TEXT,
  checkApplication,
  criteriaOf,
  criterionTexts,
  eligibilityMessages as m,
  incomeCalculation,
  type ApplicantFacts,
  type IncomeFact,
  type ListingFacts,
} from './application-eligibility';
import { stageMessages } from './application-stages';
import { NO_BANK, type BankFacts } from './bank-standing';
import { incomeLineTexts } from './income-lines';

const TODAY = '2026-11-24';
const fresh = '2026-06-01';
const salary = (monthly: number, over: Partial<IncomeFact> = {}): IncomeFact => ({
  incomeTypeId: 1,
  typeName: 'Tillsvidareanställning',
  incomeName: 'Uppsala kommun',
  monthly,
  validTo: null,
  landlordIncomeTypeId: 1,
  ...over,
});

// Rent 8 000 kr; N = 2,5 → 20 000 kr a month required.
const listing: ListingFacts = {
  landlordName: 'Uppsalahem',
  rent: 800_000,
  incomeMultiple: 2.5,
  acceptedIncomeTypeIds: [1, 2, 3, 4, 5, 7],
  maxNumberOfPeople: 4,
  queueTypeId: 1,
  lastReplyDate: '2026-11-30',
  openForApplication: true,
  adCriteria: {
    general: [{ text: 'Inga betalningsanmärkningar', textLong: 'Inga skulder hos Kronofogden de senaste tre åren.' }],
    income: [{ text: 'Inkomst minst 2,5 gånger hyran', textLong: 'Hushållets inkomst ska vara minst 2,5 gånger hyran.' }],
    special: [],
  },
  showing: true,
  shortTime: false,
};

const anna: ApplicantFacts = {
  name: 'Anna Andersson',
  dateOfBirth: '1990-04-12',
  incomes: [salary(2_500_000)],
  bank: NO_BANK,
  applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId,
  queueDate: '2023-11-22',
  profile: { housingUpdated: fresh, capitalUpdated: fresh, debtUpdated: fresh, studentUpdated: fresh, student: false, studentCertification: null, support: false, supportDocument: null },
  household: { adults: 2, children: 1 },
  idDocumentApproved: true,
  blocks: [],
  unpaidOrders: [],
  hasAutopay: false,
  reducedIncome: null,
  coApplicant: null,
  application: null,
};
const maria = { applicantId: 4, name: 'Maria Eriksson', dateOfBirth: '1958-02-01', incomes: [salary(1_000_000, { incomeName: 'Region Uppsala' })], bank: NO_BANK, confirmed: true };

const codes = (a: ApplicantFacts | null, l: ListingFacts = listing) => checkApplication(a, l, TODAY).errors;
const with_ = (over: Partial<ApplicantFacts>): ApplicantFacts => ({ ...anna, ...over });
const QUEUE_FEE = 1;
const AGENCY_FEE = 2;

describe('checkApplication: may register', () => {
  it('a paying applicant with everything in order', () => {
    const check = checkApplication(anna, listing, TODAY);
    expect(check).toMatchObject({
      canCreate: true,
      canDelete: false,
      cantDeleteMessage: m.noApplication,
      errors: [],
      requiredUpdates: { housing: false, capital: false, income: false, student: false, debt: false },
      accepts: { showing: true, coApplicant: false, moveInDate: true, shortTime: false },
      coApplicants: [],
    });
  });

  it.each<[string, ApplicantFacts, ListingFacts]>([
    ['on the last reply date', anna, { ...listing, lastReplyDate: TODAY }],
    ['again after withdrawing', with_({ application: { stage: 'WITHDRAWN' } }), listing],
    ['a block that has ended', with_({ blocks: [{ landlord: null, start: '2026-01-01', end: '2026-11-23', reason: 'Två varningar inom 12 månader' }] }), listing],
    ['a block at another landlord', with_({ blocks: [{ landlord: 'Heimstaden', start: '2026-01-01', end: '2027-01-01', reason: 'Störningar' }] }), listing],
    ['a queue fee not yet due that autopay will charge', with_({ hasAutopay: true, unpaidOrders: [{ productId: QUEUE_FEE, dueDate: '2026-12-14' }] }), listing],
    ['below the income requirement with a guarantor', with_({ incomes: [salary(1_500_000)], reducedIncome: { choice: 'GUARANTEE', capitalTotal: null } }), listing],
    ['below the income requirement with a deposit', with_({ incomes: [salary(1_500_000)], reducedIncome: { choice: 'DEPOSITION', capitalTotal: null } }), listing],
    ['below the income requirement with 6 months of rent in capital', with_({ incomes: [salary(1_500_000)], reducedIncome: { choice: 'CAPITAL', capitalTotal: 4_800_000 } }), listing],
    ['exactly the income requirement', with_({ incomes: [salary(2_000_000)] }), listing],
    ['a household of exactly the most people the home takes', with_({ household: { adults: 2, children: 2 } }), listing],
    ['a home without income requirement or size limit', with_({ incomes: [salary(100)], household: { adults: 9, children: 9 } }), { ...listing, incomeMultiple: null, maxNumberOfPeople: null }],
    ['a home accepting every income type', with_({ incomes: [salary(2_500_000, { incomeTypeId: 12, landlordIncomeTypeId: null, typeName: 'Annan inkomst' })] }), { ...listing, acceptedIncomeTypeIds: [] }],
    ['a confirmed co-applicant', with_({ coApplicant: maria }), listing],
  ])('%s', (_n, applicant, home) => {
    expect(checkApplication(applicant, home, TODAY)).toMatchObject({ canCreate: true, errors: [] });
  });
});

describe('checkApplication: every refusal', () => {
  const blockAll = { landlord: null, start: '2026-11-01', end: '2027-05-01', reason: 'Två varningar inom 12 månader' };
  it.each<[string, ApplicantFacts | null, ListingFacts, { code: string; text: string }[]]>([
    ['not logged in', null, listing, [{ code: 'notLoggedIn', text: m.notLoggedIn }]],
    ['the landlord closed the home', anna, { ...listing, openForApplication: false }, [{ code: 'closed', text: m.closed }]],
    ['the last reply date has passed', anna, { ...listing, lastReplyDate: '2026-11-23' }, [{ code: 'expired', text: 'Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.' }]],
    ['already registered', with_({ application: { stage: 'INTEREST' } }), listing, [{ code: 'alreadyRegistered', text: m.alreadyRegistered }]],
    ['a co-applicant account', with_({ applicantStatusId: APPLICANT_STATUSES.COAPPLICANT.applicantStatusId, queueDate: null }), listing, [{ code: 'coApplicantAccount', text: m.coApplicantAccount }]],
    ['the queue fee never paid', with_({ applicantStatusId: APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId, queueDate: null }), listing, [{ code: 'notPaid', text: m.notPaid }]],
    ['left the queue', with_({ applicantStatusId: APPLICANT_STATUSES.DEREGISTERED.applicantStatusId }), listing, [{ code: 'notInQueue', text: m.notInQueue }]],
    ['a queue account without queue date', with_({ queueDate: null }), listing, [{ code: 'notInQueue', text: m.notInQueue }]],
    ['blocked at every landlord', with_({ blocks: [blockAll] }), listing, [{ code: 'blocked', text: 'Du är spärrad till och med 2027-05-01 och kan inte anmäla intresse för bostäder. Skäl: Två varningar inom 12 månader.' }]],
    ['blocked, the block giving no reason', with_({ blocks: [{ ...blockAll, reason: ' ' }] }), listing, [{ code: 'blocked', text: 'Du är spärrad till och med 2027-05-01 och kan inte anmäla intresse för bostäder.' }]],
    ['blocked at the home\'s landlord', with_({ blocks: [{ ...blockAll, landlord: 'Uppsalahem' }] }), listing, [{ code: 'blocked', text: 'Du är spärrad hos Uppsalahem till och med 2027-05-01 och kan inte anmäla intresse för deras bostäder. Skäl: Två varningar inom 12 månader.' }]],
    ['an unpaid queue fee', with_({ unpaidOrders: [{ productId: QUEUE_FEE, dueDate: '2026-12-14' }] }), listing, [{ code: 'unpaidQueueFee', text: m.unpaidQueueFee }]],
    ['an overdue queue fee, even with autopay', with_({ hasAutopay: true, unpaidOrders: [{ productId: QUEUE_FEE, dueDate: '2026-11-23' }] }), listing, [{ code: 'unpaidQueueFee', text: m.unpaidQueueFee }]],
    ['a queue fee not yet due that autopay has given up', with_({ hasAutopay: true, unpaidOrders: [{ productId: QUEUE_FEE, dueDate: '2026-12-14', autopayGaveUp: true }] }), listing, [{ code: 'unpaidQueueFee', text: m.unpaidQueueFee }]],
    ['an unpaid agency fee', with_({ unpaidOrders: [{ productId: AGENCY_FEE, dueDate: '2026-12-04' }] }), listing, [{ code: 'unpaidAgencyFee', text: m.unpaidAgencyFee }]],
    [
      'no income (so the income requirement fails too)',
      with_({ incomes: [] }),
      listing,
      [{ code: 'income', text: m.noIncome }, { code: 'criterion', text: 'Du uppfyller inte kravet: Inkomst minst 2,5 gånger hyran' }],
    ],
    [
      'only an ended temporary employment',
      with_({ incomes: [salary(3_000_000, { incomeTypeId: 2, typeName: 'Tidsbegränsad anställning', validTo: '2026-11-23' })] }),
      listing,
      [{ code: 'income', text: m.noIncome }, { code: 'criterion', text: 'Du uppfyller inte kravet: Inkomst minst 2,5 gånger hyran' }],
    ],
    ['housing answers never given', with_({ profile: { ...anna.profile, housingUpdated: null } }), listing, [{ code: 'details', text: 'Du behöver uppdatera dina uppgifter om boende innan du kan anmäla intresse.' }]],
    [
      'answers out of date after 12 months',
      with_({ profile: { ...anna.profile, housingUpdated: '2025-11-24', capitalUpdated: '2025-11-24', debtUpdated: '2025-11-24' } }),
      listing,
      [{ code: 'details', text: 'Du behöver uppdatera dina uppgifter om boende, kapital och skulder innan du kan anmäla intresse.' }],
    ],
    ['the study question never answered', with_({ profile: { ...anna.profile, student: null } }), listing, [{ code: 'details', text: 'Du behöver uppdatera dina uppgifter om studier innan du kan anmäla intresse.' }]],
    ['no approved ID document', with_({ idDocumentApproved: false }), listing, [{ code: 'idDocument', text: m.idDocument }]],
    ['a co-applicant who has not confirmed', with_({ coApplicant: { ...maria, confirmed: false } }), listing, [{ code: 'coApplicant', text: m.coApplicantNotConfirmed }]],
    ['income below the requirement', with_({ incomes: [salary(1_999_999)] }), listing, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Inkomst minst 2,5 gånger hyran` }]],
    ['capital below 6 months of rent', with_({ incomes: [salary(1_500_000)], reducedIncome: { choice: 'CAPITAL', capitalTotal: 4_799_999 } }), listing, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Inkomst minst 2,5 gånger hyran` }]],
    ['an income of a type the home does not accept', with_({ incomes: [salary(3_000_000, { incomeTypeId: 11, typeName: 'Ekonomiskt bistånd', landlordIncomeTypeId: 6 })] }), listing, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Inkomst minst 2,5 gånger hyran` }]],
    ['an income type no landlord lists', with_({ incomes: [salary(3_000_000, { incomeTypeId: 7, typeName: 'Föräldrapenning', landlordIncomeTypeId: null })] }), listing, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Inkomst minst 2,5 gånger hyran` }]],
    ['a household too large', with_({ household: { adults: 2, children: 3 } }), listing, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Högst 4 personer i hushållet` }]],
    ['the student queue, not studying', anna, { ...listing, queueTypeId: 2 }, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Studerande` }]],
    ['the student queue, the study answer out of date', with_({ profile: { ...anna.profile, student: true, studentUpdated: '2025-11-01' } }), { ...listing, queueTypeId: 2 }, [
      { code: 'details', text: 'Du behöver uppdatera dina uppgifter om studier innan du kan anmäla intresse.' },
      { code: 'criterion', text: `${NOT_MET_TEXT}: Studerande` },
    ]],
    ['the senior queue, nobody 55', anna, { ...listing, queueTypeId: 3 }, [{ code: 'criterion', text: `${NOT_MET_TEXT}: Ålder 55 år eller äldre` }]],
    [
      'several at once, all listed',
      with_({ idDocumentApproved: false, unpaidOrders: [{ productId: AGENCY_FEE, dueDate: '2026-12-04' }], blocks: [blockAll] }),
      listing,
      [
        { code: 'blocked', text: 'Du är spärrad till och med 2027-05-01 och kan inte anmäla intresse för bostäder. Skäl: Två varningar inom 12 månader.' },
        { code: 'unpaidAgencyFee', text: m.unpaidAgencyFee },
        { code: 'idDocument', text: m.idDocument },
      ],
    ],
  ])('%s', (_n, applicant, home, errors) => {
    const check = checkApplication(applicant, home, TODAY);
    expect(check.errors).toEqual(errors);
    expect(check.canCreate).toBe(false);
  });

  it.each([
    ['the student queue, studying', with_({ profile: { ...anna.profile, student: true } }), 2],
    ['the senior queue, 55 today', with_({ dateOfBirth: '1971-11-24' }), 3],
    ['the senior queue, the co-applicant is 55', with_({ coApplicant: maria }), 3],
  ])('%s: allowed', (_n, applicant, queueTypeId) => {
    expect(codes(applicant, { ...listing, queueTypeId })).toEqual([]);
  });

  it('the senior queue does not count an unconfirmed co-applicant\'s age', () => {
    expect(codes(with_({ coApplicant: { ...maria, confirmed: false } }), { ...listing, queueTypeId: 3 }).map((e) => e.code)).toEqual(['coApplicant', 'criterion']);
  });
});

describe('deleting', () => {
  it.each([
    ['no registration', null, false, m.noApplication],
    ['a withdrawn one', 'WITHDRAWN', false, m.noApplication],
    ['an interest', 'INTEREST', true, null],
    ['an offer', 'OFFERED', true, null],
    ['after accepting', 'ACCEPTED', false, stageMessages.acceptedCannotWithdraw],
    ['after it ended', 'LOST', false, stageMessages.ended],
  ] as const)('%s', (_n, stage, canDelete, message) => {
    const check = checkApplication(with_({ application: stage ? { stage } : null }), listing, TODAY);
    expect({ canDelete: check.canDelete, cantDeleteMessage: check.cantDeleteMessage }).toEqual({ canDelete, cantDeleteMessage: message });
  });
});

describe('criteria', () => {
  it('the ad\'s own words; a judged criterion takes the place of the ad\'s with the same text', () => {
    const c = criteriaOf(anna, { ...listing, queueTypeId: 2, adCriteria: { ...listing.adCriteria, special: [{ text: 'Studier vid Uppsala universitet eller SLU', textLong: null }] } }, TODAY);
    expect(c.general).toEqual([
      { text: 'Inga betalningsanmärkningar', textLong: 'Inga skulder hos Kronofogden de senaste tre åren.', textInternal: criterionTexts.checkedByCaseHandler, status: 'NOT_CHECKED', incomeCalculation: null },
      { text: 'Högst 4 personer i hushållet', textLong: 'Bostaden är för högst 4 personer, vuxna och barn.', textInternal: 'Hushållet är 3 personer enligt uppgifterna om boende.', status: 'MET', incomeCalculation: null },
    ]);
    expect(c.income).toHaveLength(1);
    expect(c.income[0]).toMatchObject({
      text: 'Inkomst minst 2,5 gånger hyran',
      textLong: 'Hushållets inkomst ska vara minst 2,5 gånger hyran.',
      textInternal: 'Inkomsten 25 000 kr/mån når kravet 20 000 kr/mån.',
      status: 'MET',
    });
    expect(c.special.map((s) => [s.text, s.status])).toEqual([
      ['Studier vid Uppsala universitet eller SLU', 'NOT_CHECKED'],
      ['Studerande', 'NOT_MET'],
    ]);
  });

  it('our own wording when the ad has none', () => {
    const c = criteriaOf(anna, { ...listing, incomeMultiple: 3, maxNumberOfPeople: 1, adCriteria: { general: [], income: [], special: [] } }, TODAY);
    expect(c.income[0]).toMatchObject({ text: 'Inkomst minst 3 gånger hyran', textLong: 'Hushållets inkomst efter skatt ska vara minst 3 gånger månadshyran, det vill säga 24 000 kr i månaden.', status: 'MET' });
    expect(c.general[0]).toMatchObject({ text: 'Högst 1 person i hushållet', status: 'NOT_MET' });
  });

  it.each([
    ['a guarantor', { choice: 'GUARANTEE', capitalTotal: null }, 'MET', 'Inkomsten 15 000 kr/mån når inte kravet 20 000 kr/mån. Sökanden har borgensman.'],
    ['a deposit', { choice: 'DEPOSITION', capitalTotal: null }, 'MET', 'Inkomsten 15 000 kr/mån når inte kravet 20 000 kr/mån. Sökanden kan betala deposition.'],
    ['enough capital', { choice: 'CAPITAL', capitalTotal: 4_800_000 }, 'MET', 'Inkomsten 15 000 kr/mån når inte kravet 20 000 kr/mån. Kapitalet motsvarar minst 6 månadshyror.'],
    ['too little capital', { choice: 'CAPITAL', capitalTotal: 100 }, 'NOT_MET', 'Inkomsten 15 000 kr/mån når inte kravet 20 000 kr/mån. Kapitalet motsvarar inte 6 månadshyror.'],
    ['no alternative', null, 'NOT_MET', 'Inkomsten 15 000 kr/mån når inte kravet 20 000 kr/mån.'],
  ] as const)('the reduced-income alternative: %s', (_n, reducedIncome, status, textInternal) => {
    const [c] = criteriaOf(with_({ incomes: [salary(1_500_000)], reducedIncome }), listing, TODAY).income;
    expect(c).toMatchObject({ status, textInternal });
  });

  it('a visitor sees the criteria, none judged', () => {
    const c = criteriaOf(null, { ...listing, queueTypeId: 3 }, TODAY);
    expect([...c.general, ...c.income, ...c.special].map((x) => x.status)).toEqual(['NOT_CHECKED', 'NOT_CHECKED', 'NOT_CHECKED', 'NOT_CHECKED']);
    expect(c.income[0]?.incomeCalculation).toBeNull();
  });

  it('household facts missing: not judged', () => {
    expect(criteriaOf(with_({ household: null }), listing, TODAY).general[1]).toMatchObject({ status: 'NOT_CHECKED', textInternal: criterionTexts.householdUnknown });
  });

  it('the senior queue without birth dates: not judged', () => {
    expect(criteriaOf(with_({ dateOfBirth: null }), { ...listing, queueTypeId: 3 }, TODAY).special[0]).toMatchObject({ status: 'NOT_CHECKED', textInternal: criterionTexts.birthDateUnknown });
  });
});

describe('incomeCalculation: pooling only when the co-applicant confirmed and both have a personal linked account', () => {
  const LINKED: BankFacts = { personalLinked: true, verified: null };
  const withMaria = (applicantLinked: boolean, coLinked: boolean, confirmed = true) =>
    with_({
      bank: applicantLinked ? LINKED : NO_BANK,
      incomes: [salary(1_500_000), salary(400_000, { incomeTypeId: 11, typeName: 'Ekonomiskt bistånd', incomeName: null, landlordIncomeTypeId: 6 })],
      coApplicant: { ...maria, bank: coLinked ? LINKED : NO_BANK, confirmed },
    });
  const off = (who: string) => `${criterionTexts.poolingOff} ${who}`;

  it.each([
    ['neither linked', false, false, false, 1_500_000, off('Ingen av er har kopplat något eget bankkonto.')],
    ['only the applicant linked', true, false, false, 1_500_000, off('Maria Eriksson har inte kopplat något eget bankkonto.')],
    ['only the co-applicant linked', false, true, false, 1_500_000, off('Du har inte kopplat något eget bankkonto.')],
    ['both linked', true, true, true, 2_500_000, criterionTexts.pooled],
  ])('%s', (_n, a, c, pooled, total, note) => {
    const calc = incomeCalculation(withMaria(a, c), listing, 2.5, TODAY);
    expect(calc).toMatchObject({ pooled, total, required: 2_000_000, multiple: 2.5, poolingNote: note });
    expect(calc.persons).toEqual([
      {
        role: 'APPLICANT',
        name: 'Anna Andersson',
        lines: [
          { text: 'Tillsvidareanställning, Uppsala kommun', total: 1_500_000, accepted: true, verified: false, note: incomeLineTexts.declaredCounts },
          { text: 'Ekonomiskt bistånd', total: 400_000, accepted: false, verified: false, note: incomeLineTexts.typeNotAccepted },
        ],
        total: 1_500_000,
        counted: true,
      },
      {
        role: 'CO_APPLICANT',
        name: 'Maria Eriksson',
        lines: [{ text: 'Tillsvidareanställning, Region Uppsala', total: 1_000_000, accepted: true, verified: false, note: incomeLineTexts.declaredCounts }],
        total: 1_000_000,
        counted: pooled,
      },
    ]);
  });

  it('an unconfirmed co-applicant is not in the calculation, linked or not', () => {
    const calc = incomeCalculation(withMaria(true, true, false), listing, 2.5, TODAY);
    expect(calc).toMatchObject({ pooled: false, total: 1_500_000, poolingNote: null });
    expect(calc.persons).toHaveLength(1);
  });

  it('alone: no pooling and nothing to say about it', () => {
    expect(incomeCalculation(with_({ bank: LINKED }), listing, 2.5, TODAY)).toMatchObject({ pooled: false, poolingNote: null, total: 2_500_000 });
  });

  it('pooled incomes meet a requirement one income does not', () => {
    expect(criteriaOf(withMaria(true, true), listing, TODAY).income[0]?.status).toBe('MET');
    expect(criteriaOf(withMaria(false, false), listing, TODAY).income[0]?.status).toBe('NOT_MET');
  });

  it('the requirement is rounded up to whole öre', () => {
    expect(incomeCalculation(anna, { ...listing, rent: 333_333 }, 2.5, TODAY).required).toBe(833_333);
  });
});

describe('incomeCalculation: verified incomes', () => {
  const verified = (monthlyOre: number): BankFacts => ({
    personalLinked: true,
    verified: { monthlyOre, months: [{ year: 2026, month: 8 }, { year: 2026, month: 9 }, { year: 2026, month: 10 }], categories: ['SALARY'] },
  });

  it('the verified salary replaces the declared one: the bank\'s figure counts, once', () => {
    const calc = incomeCalculation(with_({ incomes: [salary(3_000_000)], bank: verified(1_900_000) }), listing, 2.5, TODAY);
    expect(calc.total).toBe(1_900_000);
    expect(calc.persons[0]?.lines).toEqual([
      { text: 'Verifierad inkomst från banken (medianen av augusti–oktober 2026)', total: 1_900_000, accepted: true, verified: true, note: incomeLineTexts.verifiedCounts },
      { text: 'Tillsvidareanställning, Uppsala kommun', total: 3_000_000, accepted: false, verified: false, note: incomeLineTexts.replaced },
    ]);
    expect(criteriaOf(with_({ incomes: [salary(3_000_000)], bank: verified(1_900_000) }), listing, TODAY).income[0]?.status).toBe('NOT_MET');
  });

  it('a pooled pair: each one\'s verified income counts', () => {
    const co = { ...maria, incomes: [], bank: verified(800_000) };
    const calc = incomeCalculation(with_({ incomes: [], bank: verified(1_300_000), coApplicant: co }), listing, 2.5, TODAY);
    expect(calc).toMatchObject({ pooled: true, total: 2_100_000, poolingNote: criterionTexts.pooled });
    expect(calc.persons.map((p) => [p.role, p.total, p.counted, p.lines.map((l) => l.verified)])).toEqual([
      ['APPLICANT', 1_300_000, true, [true]],
      ['CO_APPLICANT', 800_000, true, [true]],
    ]);
  });

  it('a co-applicant whose account is a business account: verified, yet not pooled', () => {
    const co = { ...maria, bank: { ...verified(800_000), personalLinked: false } };
    const calc = incomeCalculation(with_({ bank: verified(2_500_000), coApplicant: co }), listing, 2.5, TODAY);
    expect(calc).toMatchObject({ pooled: false, total: 2_500_000, poolingNote: `${criterionTexts.poolingOff} Maria Eriksson har inte kopplat något eget bankkonto.` });
    expect(calc.persons[1]).toMatchObject({ counted: false, total: 800_000 });
  });
});

describe('the dialog\'s confirmations and co-applicants', () => {
  it.each([
    ['no showing, not short-term, alone', anna, { ...listing, showing: false }, { showing: false, coApplicant: false, moveInDate: true, shortTime: false }],
    ['a short-term contract', anna, { ...listing, shortTime: true }, { showing: true, coApplicant: false, moveInDate: true, shortTime: true }],
    ['with a confirmed co-applicant', with_({ coApplicant: maria }), listing, { showing: true, coApplicant: true, moveInDate: true, shortTime: false }],
    ['with an unconfirmed co-applicant', with_({ coApplicant: { ...maria, confirmed: false } }), listing, { showing: true, coApplicant: false, moveInDate: true, shortTime: false }],
  ])('%s', (_n, applicant, home, accepts) => expect(checkApplication(applicant, home, TODAY).accepts).toEqual(accepts));

  it('names the co-applicant', () => {
    expect(checkApplication(with_({ coApplicant: { ...maria, confirmed: false } }), listing, TODAY).coApplicants).toEqual([{ applicantId: 4, name: 'Maria Eriksson', confirmed: false }]);
  });
});
