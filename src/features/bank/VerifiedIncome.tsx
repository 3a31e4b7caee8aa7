// The verified monthly income (getOpenBankingObjectOutput.verifiedMonthlyIncome), marked as verified, or why there is
// none yet. Shown on the bank page and in the incomes page's box.
import { kronor } from './bankFormat';
import { bankTexts as t } from './bankTexts';

export function VerifiedIncome({ amount }: { amount: number | null | undefined }) {
  if (amount === null || amount === undefined) return <p className="bank-verified__none">{t.noVerified}</p>;
  return (
    <div className="bank-verified">
      <p className="bank-verified__label">{t.verifiedIncome}</p>
      <p className="bank-verified__amount">
        {kronor(amount)} <span className="bank-badge bank-badge--verified">{t.verifiedMark}</span>
      </p>
      <p className="bank-verified__note">{t.verifiedNote}</p>
    </div>
  );
}
