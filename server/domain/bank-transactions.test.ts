import { categoryOfDescription, classifyTransactions, type BankTransactionInput, type OwnAccount } from './bank-transactions';

describe('a description and an amount give a category', () => {
  it.each([
    // salary
    ['LÖN ACME AB', 3_250_000, 'SALARY'],
    ['Lön', 2_870_000, 'SALARY'],
    ['LÖNEUTBETALNING', 3_100_000, 'SALARY'],
    ['Uppsala kommun lön', 2_950_000, 'SALARY'],
    ['MÅNADSLÖN NOV', 3_000_000, 'SALARY'],
    ['SEMESTERLÖN', 450_000, 'SALARY'],
    ['LON VOLVO CAR CORP', 3_410_000, 'SALARY'],
    ['LÖNEINSÄTTNING 251125', 2_600_000, 'SALARY'],
    ['Salary Spotify AB', 4_100_000, 'SALARY'],
    // student aid
    ['CSN', 1_245_000, 'STUDENT_AID'],
    ['CSN STUDIEMEDEL', 1_324_000, 'STUDENT_AID'],
    ['Centrala studiestödsnämnden', 1_324_000, 'STUDENT_AID'],
    ['STUDIEBIDRAG', 125_000, 'STUDENT_AID'],
    // pension
    ['PENSIONSMYNDIGHETEN', 1_480_000, 'PENSION'],
    ['Pensionsmyndigheten ålderspension', 1_480_000, 'PENSION'],
    ['AMF PENSION', 320_000, 'PENSION'],
    ['ALECTA TJÄNSTEPENSION', 410_000, 'PENSION'],
    ['KPA Pension', 255_000, 'PENSION'],
    ['SPP utbetalning', 180_000, 'PENSION'],
    ['Pension', 900_000, 'PENSION'],
    // social insurance
    ['FÖRSÄKRINGSKASSAN', 980_000, 'SOCIAL_INSURANCE'],
    ['FK SJUKPENNING', 1_120_000, 'SOCIAL_INSURANCE'],
    ['Försäkringskassan föräldrapenning', 1_350_000, 'SOCIAL_INSURANCE'],
    ['BOSTADSBIDRAG', 160_000, 'SOCIAL_INSURANCE'],
    ['Unionens a-kassa', 1_500_000, 'SOCIAL_INSURANCE'],
    ['ALFA-KASSAN', 1_200_000, 'SOCIAL_INSURANCE'],
    // other credits
    ['SWISH FRÅN ERIK ANDERSSON', 25_000, 'OTHER_INCOME'],
    ['Insättning', 500_000, 'OTHER_INCOME'],
    ['SKATTEVERKET ÅTERBÄRING', 412_300, 'OTHER_INCOME'],
    ['ÖVERFÖRING FRÅN LÖNEKONTO', 200_000, 'OTHER_INCOME'],
    ['SWISH LÖNNQVIST', 30_000, 'OTHER_INCOME'],
    ['PENSIONAT SOLHEM ÅTERBETALNING', 120_000, 'OTHER_INCOME'],
    ['ICA NÄRA ÅTERKÖP', 4_990, 'OTHER_INCOME'],
    // rent
    ['HYRA DECEMBER', -845_000, 'RENT'],
    ['Hyresavi 2025-12', -912_500, 'RENT'],
    ['HEIMSTADEN AB', -1_025_000, 'RENT'],
    ['Stockholmshem', -780_000, 'RENT'],
    ['FAMILJEBOSTÄDER I GÖTEBORG', -690_000, 'RENT'],
    ['BRF SOLROSEN AVGIFT', -432_000, 'RENT'],
    ['MÅNADSHYRA', -650_000, 'RENT'],
    ['Bostads AB Mimer', -720_000, 'RENT'],
    ['Wallenstam AB', -1_100_000, 'RENT'],
    // groceries
    ['ICA KVANTUM FLYGFYREN', -84_350, 'GROCERIES'],
    ['ICA NÄRA', -12_900, 'GROCERIES'],
    ['COOP KONSUM', -23_450, 'GROCERIES'],
    ['WILLYS HEMMA', -56_780, 'GROCERIES'],
    ['HEMKÖP CITY', -19_900, 'GROCERIES'],
    ['LIDL SVERIGE', -31_200, 'GROCERIES'],
    ['CITY GROSS', -102_400, 'GROCERIES'],
    ['Mathem.se', -145_600, 'GROCERIES'],
    // other debits
    ['ICA BANKEN LÅN', -300_000, 'OTHER_EXPENSE'],
    ['CSN ÅTERBETALNING', -145_000, 'OTHER_EXPENSE'],
    ['LÖN TILL ANSTÄLLD', -2_000_000, 'OTHER_EXPENSE'],
    ['HYRBIL AVIS', -89_000, 'OTHER_EXPENSE'],
    ['SL ACCESS', -97_000, 'OTHER_EXPENSE'],
    ['SPOTIFY', -11_900, 'OTHER_EXPENSE'],
    ['Kortköp 251120 Circle K', -65_000, 'OTHER_EXPENSE'],
    ['Nollbelopp', 0, 'OTHER_EXPENSE'],
  ] as const)('%s %i → %s', (description, amountOre, category) => {
    expect(categoryOfDescription(description, amountOre)).toBe(category);
  });
});

const own: OwnAccount[] = [
  { accountId: 'lone', accountNumber: '8327-9, 123 456 789-1' },
  { accountId: 'spar', accountNumber: '3300 7501011234' },
];
let n = 0;
const tx = (accountId: string, amountOre: number, description: string, bookedDate: string): BankTransactionInput => ({
  transactionId: `t${++n}`,
  accountId,
  amountOre,
  description,
  bookedDate,
});
const classify = (...ts: BankTransactionInput[]) => classifyTransactions(ts, own).map((c) => `${c.category}${c.internalTransfer ? ' (internal)' : ''}`);

describe('transfers between the applicant\'s own accounts', () => {
  it('pairs a debit on one own account with a credit of the same amount on another, the same day', () => {
    expect(classify(tx('lone', -500_000, 'Till sparkonto', '2025-11-25'), tx('spar', 500_000, 'Insättning', '2025-11-25'))).toEqual([
      'INTERNAL_TRANSFER (internal)',
      'INTERNAL_TRANSFER (internal)',
    ]);
  });

  it.each([
    ['a day apart', '2025-11-25', '2025-11-26', true],
    ['a day apart over a month end', '2025-11-30', '2025-12-01', true],
    ['over a year end', '2025-12-31', '2026-01-01', true],
    ['over a leap day', '2024-02-29', '2024-03-01', true],
    ['the credit first', '2025-11-26', '2025-11-25', true],
    ['two days apart', '2025-11-25', '2025-11-27', false],
  ])('%s: paired %s', (_, debitDay, creditDay, paired) => {
    const [debit, credit] = classifyTransactions([tx('lone', -100_000, 'Överföring', debitDay), tx('spar', 100_000, 'Överföring', creditDay)], own);
    expect(debit!.internalTransfer).toBe(paired);
    expect(credit!.internalTransfer).toBe(paired);
  });

  it('does not pair different amounts, the same account, or an account that is not the applicant\'s', () => {
    expect(classify(tx('lone', -100_000, 'Överföring', '2025-11-25'), tx('spar', 100_100, 'Insättning', '2025-11-25'))).toEqual(['OTHER_EXPENSE', 'OTHER_INCOME']);
    expect(classify(tx('lone', -100_000, 'Swish', '2025-11-25'), tx('lone', 100_000, 'Swish', '2025-11-25'))).toEqual(['OTHER_EXPENSE', 'OTHER_INCOME']);
    expect(classify(tx('lone', -100_000, 'Överföring', '2025-11-25'), tx('someone-else', 100_000, 'Insättning', '2025-11-25'))).toEqual([
      'OTHER_EXPENSE',
      'OTHER_INCOME',
    ]);
  });

  it('never turns a salary into a transfer, even when the same amount left another own account that day', () => {
    expect(classify(tx('spar', -3_250_000, 'Överföring', '2025-11-25'), tx('lone', 3_250_000, 'LÖN ACME AB', '2025-11-25'))).toEqual(['OTHER_EXPENSE', 'SALARY']);
  });

  it('pairs each transaction once, the nearest day first', () => {
    expect(
      classify(
        tx('lone', -200_000, 'Överföring', '2025-11-25'),
        tx('spar', 200_000, 'Insättning', '2025-11-24'),
        tx('spar', 200_000, 'Insättning', '2025-11-25'),
      ),
    ).toEqual(['INTERNAL_TRANSFER (internal)', 'OTHER_INCOME', 'INTERNAL_TRANSFER (internal)']);
  });

  it.each([
    ['Överföring egen', 'spar', 300_000],
    ['EGEN ÖVERFÖRING', 'spar', -300_000],
    ['Överföring mellan egna konton', 'lone', 50_000],
    ['ÖVF EGET KONTO', 'lone', -50_000],
    ['Överföring 8327-9 123 456 789-1', 'spar', 100_000],
    ['Till 123 456 789-1', 'spar', -100_000],
    ['FRÅN 3300-7501011234', 'lone', 75_000],
  ])('"%s" on %s (%i) is a transfer without its other side', (description, accountId, amountOre) => {
    expect(classify(tx(accountId, amountOre, description, '2025-11-25'))).toEqual(['INTERNAL_TRANSFER (internal)']);
  });

  it.each([
    ['its own account number', 'lone', 'Insättning 123 456 789-1'],
    ['someone else\'s account number', 'lone', 'Insättning 5555-1234567'],
    ['a short number', 'lone', 'Bg 789-1'],
  ])('a description naming %s is no transfer', (_, accountId, description) => {
    expect(classify(tx(accountId, 100_000, description, '2025-11-25'))).toEqual(['OTHER_INCOME']);
  });
});
