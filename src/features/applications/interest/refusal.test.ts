import { CriterionStatus } from '../../../graphql/__generated__/hooks';
import { isFinalRefusal, refusalReasons, todoLinks, unmetCriteria, type Validation } from './refusal';

const noUpdates = { housing: false, capital: false, income: false, student: false, debt: false };
const criterion = (text: string, status: CriterionStatus) => ({ text, textLong: null, status, incomeCalculation: null });

describe('refusal', () => {
  it('lists every reason but the criteria, which come with their criterion', () => {
    const errors = [
      { code: 'unpaidQueueFee', text: 'Du har en obetald köavgift. Betala den för att kunna anmäla intresse.' },
      { code: 'criterion', text: 'Du uppfyller inte kravet: Högst 2 personer i hushållet' },
      { code: 'idDocument', text: 'Din id-handling behöver vara godkänd innan du kan anmäla intresse.' },
    ];
    expect(refusalReasons({ errors })).toEqual([errors[0]!.text, errors[2]!.text]);
  });

  it('takes the unmet criteria of the three groups', () => {
    const criteria = {
      general: [criterion('Högst 2 personer i hushållet', CriterionStatus.NotMet), criterion('Rökfritt', CriterionStatus.NotChecked)],
      income: [criterion('Inkomst minst 3 gånger hyran', CriterionStatus.Met)],
      special: [criterion('Studentkön', CriterionStatus.NotMet)],
    } as unknown as Validation['criteria'];
    expect(unmetCriteria({ criteria }).map((c) => c.text)).toEqual(['Högst 2 personer i hushållet', 'Studentkön']);
  });

  it.each<[string, Partial<Validation['requiredUpdates']>, string[], string[]]>([
    ['nothing to do', {}, [], []],
    ['housing and debt details', { housing: true, debt: true }, [], ['/profile/details#housing', '/profile/details#debt']],
    ['capital and studies', { capital: true, student: true }, [], ['/profile/details#capital', '/profile/details#student']],
    ['no income', { income: true }, ['income'], ['/profile/incomes']],
    ['an ID document', {}, ['idDocument'], ['/profile/documents']],
    ['both fees, each its link', {}, ['unpaidQueueFee', 'unpaidAgencyFee'], ['/profile/payments', '/profile/payments']],
    ['a block and a co-applicant', {}, ['blocked', 'coApplicant'], ['/profile/account', '/profile/account']],
    ['a reason without a place', {}, ['expired'], []],
  ])('%s', (_name, updates, codes, paths) => {
    const links = todoLinks({ requiredUpdates: { ...noUpdates, ...updates }, errors: codes.map((code) => ({ code, text: code })) });
    expect(links.map((l) => l.to)).toEqual(paths);
  });

  it.each([
    ['coApplicantAccount', true],
    ['expired', true],
    ['alreadyRegistered', true],
    ['blocked', false],
    ['income', false],
  ])('a refusal with %s is final: %s', (code, final) => {
    expect(isFinalRefusal({ errors: [{ code, text: code }] })).toBe(final);
  });
});
