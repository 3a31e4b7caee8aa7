// The incomes page's short box 'Verifierade inkomster från banken' (spec 000 §1, issue 14): the verified monthly income
// beside the declared incomes when there is one, and the link to the digital income verification page.
import { Link } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { useGetOpenBankingObjectOutputQuery } from '../../graphql/__generated__/hooks';
import { bankTexts as t } from './bankTexts';
import { VerifiedIncome } from './VerifiedIncome';
import './bank.css';

export const BANK_PAGE_PATH = '/profile/incomes/bank';

export function BankIncomeBox() {
  const { data, loading } = useGetOpenBankingObjectOutputQuery();
  const output = data?.getOpenBankingObjectOutput;
  const ok = output && !output.error;
  return (
    <section className="bank-box" aria-labelledby="bank-box-title">
      <h2 className="bank-box__title" id="bank-box-title">
        {t.verifiedTitle}
      </h2>
      {loading && !output ? (
        <Skeleton>
          <SkeletonLine width="60%" />
          <SkeletonLine width="40%" />
        </Skeleton>
      ) : ok && output.data.length > 0 ? (
        <VerifiedIncome amount={output.verifiedMonthlyIncome} />
      ) : (
        <p>{t.incomesLinkText}</p>
      )}
      <p className="bank-box__link">
        <Link to={BANK_PAGE_PATH}>{ok && output.data.length > 0 ? t.manageLink : t.incomesLink}</Link>
      </p>
    </section>
  );
}
