// The profile questionnaires through the real app: every operation for a visitor, the owner, another applicant and a
// co-applicant (nobody reads or changes another's answers); every rule's message back as a validation error under
// the spec's field name; each save's time; and the indicators turning off when the answers are saved and on again a
// year later.
import { capitalMessages, debtMessages, housingMessages, profileMessages, reducedIncomeMessages, studentMessages, supportMessages, tenantReferenceMessages } from '../../src/rules/profile';
import { scenarios } from '../db/seed/scenarios';
import { useTestServer, type TestClient } from '../test/harness';

const ENVELOPE = 'error errorText validationErrors { code text }';
const HOUSING_FIELDS =
  'currentTypeId subCurrentTypeId currentOwnershipTypeId landlordId landlordOther landlordOtherPhone landlordPhone landlordEmail landlordContact moveInDate adults children housingDescription housingUpdated update';
const INFORMATION = `{ housing { ${HOUSING_FIELDS} } capital { deposition depositionTotal capital capitalTotal guarantee capitalUpdated update } debt { hasPaymentRemarks paymentCount hasDebt debt debtRestructering seizure debtUpdated update } student { student typeOfEducation studyLocationId studyLocationName newlyAdmitted studentCertificationDocumentId studentUpdated update } misc { support supportDocumentId regionId miscUpdated update } reducedIncome { reducedIncomeRequirement capitalTotal reducedIncomeUpdated } }`;
const GET_INFORMATION = `{ getInformation { ${ENVELOPE} information ${INFORMATION} } }`;
const UPDATE_INFORMATION = `mutation($i: InformationInput!) { updateInformation(information: $i) { ${ENVELOPE} information ${INFORMATION} } }`;
const GET_HOUSING = `{ getHousing { ${ENVELOPE} housing { ${HOUSING_FIELDS} } } }`;
const UPDATE_HOUSING = `mutation($h: HousingInput!) { updateHousing(housing: $h) { ${ENVELOPE} housing { ${HOUSING_FIELDS} } } }`;
const UPDATE_STUDENT = `mutation($s: StudentInput!) { updateApplicantStudent(student: $s) { ${ENVELOPE} information { student { student typeOfEducation studyLocationId newlyAdmitted update } } } }`;
const GET_REFERENCE = `{ getTenantReference { ${ENVELOPE} tenantReference { landlordReference landlordId tenantReferenceUpdated } } }`;
const UPDATE_REFERENCE = `mutation($t: TenantReferenceInput!) { updateTenantReference(tenantReference: $t) { ${ENVELOPE} tenantReference { landlordReference landlordId tenantReferenceUpdated } } }`;
const STUDY_LOCATIONS = `{ getStudyLocations { ${ENVELOPE} studyLocations { studyLocationId name } } }`;
const STUDY_DOCUMENT = `{ getStudentCertificationDocument { ${ENVELOPE} document { documentId } } }`;
const SUPPORT_DOCUMENT = `{ getEconomicSupportDocument { ${ENVELOPE} document { documentId } } }`;
const INDICATORS = '{ getIndicators { indicators { header needToUpdateHousing needToUpdateCapital needToUpdateDebt needToUpdateStudent needToUpdateStudentCertification needToUpdateSupportDocument } } }';

const housing = {
  currentTypeId: 'RADHUS',
  currentOwnershipTypeId: 'PRIVATE',
  landlordOther: 'Hyresvärden AB',
  landlordEmail: 'kontakt@hyresvarden.example.se',
  moveInDate: '2024-03',
  adults: '2',
  children: '1',
  housingDescription: 'Radhus med tre rum och kök.',
};

const server = useTestServer();
const loggedIn = (who: { email: string; password: string }) => server.loggedIn(who);
const data = (c: TestClient, query: string, variables?: Record<string, unknown>) => c.data(query, variables);

describe('the demo', () => {
  it('has Anna’s details complete and Erik’s housing missing, which his indicator shows', async () => {
    const flags = '{ getIndicators { indicators { needToUpdateHousing needToUpdateCapital needToUpdateDebt needToUpdateStudent needToUpdateStudentCertification needToUpdateSupportDocument } } }';
    const none = { needToUpdateHousing: false, needToUpdateCapital: false, needToUpdateDebt: false, needToUpdateStudent: false, needToUpdateStudentCertification: false, needToUpdateSupportDocument: false };
    expect((await data(await loggedIn(scenarios.payingApplicant), flags)).indicators).toEqual(none);
    const erik = await loggedIn(scenarios.mainApplicant);
    expect((await data(erik, flags)).indicators).toEqual({ ...none, needToUpdateHousing: true });
    expect((await data(erik, GET_INFORMATION)).information).toMatchObject({ housing: null, capital: { update: false }, debt: { update: false } });
  });
});

describe('who may read and save the answers', () => {
  it('asks a visitor to log in for every operation with answers, and gives anyone the study cities', async () => {
    const visitor = server.client();
    for (const [query, variables] of [
      [GET_INFORMATION],
      [GET_HOUSING],
      [GET_REFERENCE],
      [STUDY_DOCUMENT],
      [SUPPORT_DOCUMENT],
      [UPDATE_INFORMATION, { i: { misc: { support: false } } }],
      [UPDATE_HOUSING, { h: housing }],
      [UPDATE_STUDENT, { s: { student: false } }],
      [UPDATE_REFERENCE, { t: { landlordReference: 'X' } }],
    ] as const) {
      expect((await visitor.graphql(query, variables)).json.errors[0].extensions.code, query).toBe('UNAUTHENTICATED');
    }
    const cities = await data(visitor, STUDY_LOCATIONS);
    expect(cities.studyLocations).toContainEqual({ studyLocationId: 1, name: 'Uppsala' });
  });

  it('shows the owner their own answers, and another applicant or a co-applicant only theirs', async () => {
    const anna = await loggedIn(scenarios.payingApplicant);
    const mine = (await data(anna, GET_INFORMATION)).information;
    expect(mine.housing).toMatchObject({ currentTypeId: 'LAGENHET', currentOwnershipTypeId: 'MUNICIPAL', landlordOther: 'Uppsalahem', update: false });
    expect(mine.capital).toMatchObject({ deposition: true, depositionTotal: 15000, capitalTotal: 60000, update: false });
    expect((await data(anna, GET_REFERENCE)).tenantReference.landlordReference).toContain('Uppsalahem');

    for (const other of [scenarios.blockedApplicant, scenarios.coApplicant]) {
      const c = await loggedIn(other);
      expect((await data(c, GET_INFORMATION)).information).toEqual({ housing: null, capital: null, debt: null, student: null, misc: null, reducedIncome: null });
      expect((await data(c, GET_HOUSING)).housing).toBeNull();
      expect((await data(c, GET_REFERENCE)).tenantReference).toBeNull();
      // Their saves are their own: Anna's answers stay as they were (Maria's housing is saved by the indicators test).
      if (other === scenarios.blockedApplicant) {
        expect((await data(c, UPDATE_HOUSING, { h: { ...housing, landlordOther: `Värd för ${other.firstName}` } })).error).toBe(false);
        expect((await data(c, GET_HOUSING)).housing.landlordOther).toBe(`Värd för ${other.firstName}`);
      }
      expect((await data(c, UPDATE_REFERENCE, { t: { landlordReference: `Referens för ${other.firstName}` } })).error).toBe(false);
      expect((await data(c, GET_REFERENCE)).tenantReference.landlordReference).toBe(`Referens för ${other.firstName}`);
    }
    expect((await data(anna, GET_HOUSING)).housing.landlordOther).toBe('Uppsalahem');
    expect((await data(anna, GET_REFERENCE)).tenantReference.landlordReference).toContain('Uppsalahem');
  });
});

describe('saving', () => {
  it('saves the housing under the spec’s names, records when, and answers with what was saved', async () => {
    server.clock.now = new Date('2026-11-23T08:15:00Z');
    const erik = await loggedIn(scenarios.mainApplicant);
    const saved = await data(erik, UPDATE_HOUSING, { h: { ...housing, landlordPhone: '018-10 20 30' } });
    expect(saved).toMatchObject({ error: false, errorText: null, validationErrors: [] });
    expect(saved.housing).toEqual({
      currentTypeId: 'RADHUS',
      subCurrentTypeId: null,
      currentOwnershipTypeId: 'PRIVATE',
      landlordId: null,
      landlordOther: 'Hyresvärden AB',
      landlordOtherPhone: '018-10 20 30',
      landlordPhone: '018-10 20 30',
      landlordEmail: 'kontakt@hyresvarden.example.se',
      landlordContact: '018-10 20 30',
      moveInDate: '2024-03-01',
      adults: 2,
      children: 1,
      housingDescription: 'Radhus med tre rum och kök.',
      housingUpdated: '2026-11-23T08:15:00.000Z',
      update: false,
    });
    expect((await data(erik, GET_HOUSING)).housing).toEqual(saved.housing);
  });

  it.each([
    ['capital', { capital: { deposition: false, capital: true, capitalTotal: '120 000,50', guarantee: true } }, { deposition: false, depositionTotal: null, capitalTotal: 120000.5, guarantee: true }],
    ['debt', { debt: { hasPaymentRemarks: true, paymentCount: '2', hasDebt: true, debt: '8 000', debtRestructering: false, seizure: true } }, { paymentCount: 2, debt: 8000, seizure: true }],
    ['student', { student: { student: true, typeOfEducation: 'UNIVERSITY', studyLocationId: 1, newlyAdmitted: true } }, { typeOfEducation: 'UNIVERSITY', studyLocationName: 'Uppsala', newlyAdmitted: true }],
    ['misc', { misc: { support: false } }, { support: false, regionId: null }],
    ['reducedIncome', { reducedIncome: { reducedIncomeRequirement: 'CAPITAL', capitalTotal: '50000' } }, { reducedIncomeRequirement: 'CAPITAL', capitalTotal: 50000 }],
  ])('saves the %s questionnaire with its time', async (section, input, expected) => {
    server.clock.now = new Date('2026-11-24T09:00:00Z');
    const bo = await loggedIn(scenarios.blockedApplicant);
    const saved = await data(bo, UPDATE_INFORMATION, { i: input });
    expect(saved.error).toBe(false);
    expect(saved.information[section]).toMatchObject(expected);
    const stamp = Object.entries(saved.information[section]).find(([k]) => k.endsWith('Updated'))?.[1];
    expect(stamp).toBe('2026-11-24T09:00:00.000Z');
  });

  it('keeps the applicant’s student flag with the studies answer (updateApplicantStudent)', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    const saved = await data(bo, UPDATE_STUDENT, { s: { student: false } });
    expect(saved.information.student).toMatchObject({ student: false, typeOfEducation: null, studyLocationId: null });
    const me = await bo.graphql('{ getApplicant { applicant { isStudent } } }');
    expect(me.json.data.getApplicant.applicant.isStudent).toBe(false);
    await data(bo, UPDATE_STUDENT, { s: { student: true, typeOfEducation: 'OTHER', studyLocationId: 2 } });
    expect((await bo.graphql('{ getApplicant { applicant { isStudent } } }')).json.data.getApplicant.applicant.isStudent).toBe(true);
  });

  it('refuses none or two questionnaires in one save', async () => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    for (const i of [{}, { misc: { support: false }, debt: { hasPaymentRemarks: false } }]) {
      expect(await data(bo, UPDATE_INFORMATION, { i })).toEqual({ error: true, errorText: profileMessages.saveFailed, validationErrors: [], information: null });
    }
  });
});

describe('every rule’s message comes back under its field', () => {
  const h = housingMessages;
  it.each([
    ['no housing form', { currentTypeId: null }, 'currentTypeId', h.housingFormRequired],
    ['no landlord type', { currentOwnershipTypeId: '' }, 'currentOwnershipTypeId', h.landlordTypeRequired],
    ['no landlord name', { landlordOther: ' ' }, 'landlordOther', h.landlordNameRequired],
    ['a landlord name too long', { landlordOther: 'x'.repeat(201) }, 'landlordOther', h.landlordNameTooLong],
    ['no phone or e-mail', { landlordEmail: null }, 'landlordPhone', h.landlordContactRequired],
    ['a bad phone', { landlordPhone: 'ring mig' }, 'landlordPhone', h.phoneInvalid],
    ['a bad e-mail', { landlordEmail: 'inte-en-adress' }, 'landlordEmail', h.emailInvalid],
    ['no move-in month', { moveInDate: '' }, 'moveInDate', h.moveInRequired],
    ['a bad move-in month', { moveInDate: 'mars' }, 'moveInDate', h.moveInInvalid],
    ['this month as move-in month', { moveInDate: '2026-11' }, 'moveInDate', h.moveInNotEarlier],
    ['no adults', { adults: '' }, 'adults', h.adultsRequired],
    ['adults in letters', { adults: 'två' }, 'adults', h.adultsNotNumber],
    ['no adult', { adults: '0' }, 'adults', h.adultsOutOfRange],
    ['eleven children', { children: '11' }, 'children', h.childrenOutOfRange],
    ['children in letters', { children: 'inga' }, 'children', h.childrenNotNumber],
    ['no children answer', { children: null }, 'children', h.childrenRequired],
    ['no description', { housingDescription: '' }, 'housingDescription', h.descriptionRequired],
    ['501 characters of description', { housingDescription: 'x'.repeat(501) }, 'housingDescription', h.descriptionTooLong],
  ])('housing: %s', async (_name, change, code, text) => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    for (const mutation of ['housing', 'information'] as const) {
      const res =
        mutation === 'housing'
          ? await data(bo, UPDATE_HOUSING, { h: { ...housing, ...change } })
          : await data(bo, UPDATE_INFORMATION, { i: { housing: { ...housing, ...change } } });
      expect(res).toMatchObject({ error: true, errorText: profileMessages.saveFailed, validationErrors: [{ code, text }] });
    }
  });

  it.each([
    ['capital', { deposition: null, capital: false, guarantee: false }, 'deposition', profileMessages.choiceRequired],
    ['capital', { deposition: true, depositionTotal: '', capital: false, guarantee: false }, 'depositionTotal', capitalMessages.depositionTotal.required],
    ['capital', { deposition: true, depositionTotal: 'mycket', capital: false, guarantee: false }, 'depositionTotal', capitalMessages.depositionTotal.notNumber],
    ['capital', { deposition: false, capital: true, capitalTotal: '0', guarantee: false }, 'capitalTotal', capitalMessages.capitalTotal.notPositive],
    ['capital', { deposition: false, capital: true, capitalTotal: '1000000001', guarantee: false }, 'capitalTotal', capitalMessages.capitalTotal.tooLarge],
    ['debt', { hasPaymentRemarks: true, paymentCount: '', hasDebt: false, debtRestructering: false, seizure: false }, 'paymentCount', debtMessages.paymentCount.required],
    ['debt', { hasPaymentRemarks: true, paymentCount: 'två', hasDebt: false, debtRestructering: false, seizure: false }, 'paymentCount', debtMessages.paymentCount.notNumber],
    ['debt', { hasPaymentRemarks: false, hasDebt: true, debt: '-5', debtRestructering: false, seizure: false }, 'debt', debtMessages.debt.notPositive],
    ['debt', { hasPaymentRemarks: false, hasDebt: false, debtRestructering: false }, 'seizure', profileMessages.choiceRequired],
    ['student', { student: true, studyLocationId: 1 }, 'typeOfEducation', studentMessages.typeOfEducationRequired],
    ['student', { student: true, typeOfEducation: 'VOCATIONAL' }, 'studyLocationId', studentMessages.studyLocationRequired],
    ['student', { student: true, typeOfEducation: 'VOCATIONAL', studyLocationId: 999 }, 'studyLocationId', studentMessages.studyLocationRequired],
    ['misc', { support: true }, 'regionId', supportMessages.municipalityRequired],
    ['misc', { support: true, regionId: 99999 }, 'regionId', supportMessages.municipalityRequired],
    ['misc', {}, 'support', profileMessages.choiceRequired],
    ['reducedIncome', {}, 'reducedIncomeRequirement', reducedIncomeMessages.choiceRequired],
    ['reducedIncome', { reducedIncomeRequirement: 'CAPITAL', capitalTotal: 'x' }, 'capitalTotal', capitalMessages.capitalTotal.notNumber],
  ])('%s: %o → %s', async (section, input, code, text) => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    const res = await data(bo, UPDATE_INFORMATION, { i: { [section]: input } });
    expect(res).toMatchObject({ error: true, errorText: profileMessages.saveFailed, information: null });
    expect(res.validationErrors).toContainEqual({ code, text });
  });

  it.each([
    [{ landlordReference: '' }, tenantReferenceMessages.required],
    [{ landlordReference: 'x'.repeat(501) }, tenantReferenceMessages.tooLong],
  ])('tenant reference %#', async (input, text) => {
    const bo = await loggedIn(scenarios.blockedApplicant);
    expect(await data(bo, UPDATE_REFERENCE, { t: input })).toEqual({
      error: true,
      errorText: profileMessages.saveFailed,
      validationErrors: [{ code: 'landlordReference', text }],
      tenantReference: null,
    });
  });

  it('leaves the saved answers as they were after a refused save', async () => {
    const anna = await loggedIn(scenarios.payingApplicant);
    const before = (await data(anna, GET_HOUSING)).housing;
    expect((await data(anna, UPDATE_HOUSING, { h: { ...housing, adults: 'x' } })).error).toBe(true);
    expect((await data(anna, GET_HOUSING)).housing).toEqual(before);
  });
});

describe('indicators', () => {
  it('turn off when each questionnaire is saved, and on again a year later', async () => {
    // Maria, the co-applicant, has answered nothing: every questionnaire asks to be filled in.
    const maria = await loggedIn(scenarios.coApplicant);
    const before = (await data(maria, INDICATORS)).indicators;
    expect(before).toMatchObject({ header: true, needToUpdateHousing: true, needToUpdateCapital: true, needToUpdateDebt: true, needToUpdateStudent: true });
    expect((await data(maria, UPDATE_HOUSING, { h: housing })).error).toBe(false);
    expect((await data(maria, INDICATORS)).indicators.needToUpdateHousing).toBe(false);
    await data(maria, UPDATE_INFORMATION, { i: { capital: { deposition: false, capital: false, guarantee: true } } });
    await data(maria, UPDATE_INFORMATION, { i: { debt: { hasPaymentRemarks: false, hasDebt: false, debtRestructering: false, seizure: false } } });
    expect((await data(maria, INDICATORS)).indicators).toMatchObject({ needToUpdateCapital: false, needToUpdateDebt: false, needToUpdateStudent: true });
    // Studying without a study certificate asks for one.
    await data(maria, UPDATE_STUDENT, { s: { student: true, typeOfEducation: 'UNIVERSITY', studyLocationId: 1 } });
    expect((await data(maria, INDICATORS)).indicators).toMatchObject({ needToUpdateStudent: false, needToUpdateStudentCertification: true });
    await data(maria, UPDATE_STUDENT, { s: { student: false } });
    await data(maria, UPDATE_INFORMATION, { i: { misc: { support: true, regionId: (await anyRegionId(maria)) } } });
    expect((await data(maria, INDICATORS)).indicators).toMatchObject({
      header: true,
      needToUpdateStudentCertification: false,
      needToUpdateSupportDocument: true,
    });
    await data(maria, UPDATE_INFORMATION, { i: { misc: { support: false } } });
    // Every questionnaire is done; the header stays on only for her demo ID document, rejected by the case handler.
    const idDocument = '{ getIndicators { indicators { hasRejectedIdDocument } } }';
    expect((await data(maria, idDocument)).indicators).toEqual({ hasRejectedIdDocument: true });
    expect((await data(maria, INDICATORS)).indicators).toEqual({
      header: true,
      needToUpdateHousing: false,
      needToUpdateCapital: false,
      needToUpdateDebt: false,
      needToUpdateStudent: false,
      needToUpdateStudentCertification: false,
      needToUpdateSupportDocument: false,
    });
    // A year after the saves every questionnaire asks again, and getInformation says which.
    server.clock.now = new Date('2027-11-22T10:00:00Z');
    const later = await loggedIn(scenarios.coApplicant);
    expect((await data(later, INDICATORS)).indicators).toMatchObject({ header: true, needToUpdateHousing: true, needToUpdateCapital: true, needToUpdateDebt: true, needToUpdateStudent: true });
    expect((await data(later, GET_INFORMATION)).information.housing.update).toBe(true);
  });
});

async function anyRegionId(c: TestClient): Promise<number> {
  const res = await data(c, '{ getRegionsAndDistricts { regions { regionId } } }');
  return res.regions[0].regionId;
}
