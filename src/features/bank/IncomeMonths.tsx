// The fetched incomes by month (spec 000 §3 Transactions): newest month first, each with its monthIncomeSummary (what
// counts as income, every income, and each category with money), and its transactions behind a disclosure, each
// with its category; a transfer between own accounts is marked as such (neither income nor expense). A month whose
// transactions were purged (30 days after its consent expired) keeps its incomes and says why it has no transactions.
import { kronor, monthName } from './bankFormat';
import type { BankMonth } from './bankData';
import { bankTexts as t } from './bankTexts';

const SUMMARY_KEYS = ['salary', 'studentAid', 'pension', 'socialInsurance', 'otherIncome'] as const;

function Month({ month }: { month: BankMonth }) {
  const name = monthName(month.year, month.month);
  const s = month.monthIncomeSummary;
  const headingId = `bank-month-${month.year}-${month.month}`;
  return (
    <li className="bank-month" aria-labelledby={headingId}>
      <h3 className="bank-month__title" id={headingId}>
        {name}
      </h3>
      <dl className="bank-facts bank-facts--summary">
        <div>
          <dt>{t.monthVerifiable}</dt>
          <dd className="bank-month__verifiable">{kronor(s.verifiable)}</dd>
        </div>
        <div>
          <dt>{t.monthTotal}</dt>
          <dd>{kronor(s.total)}</dd>
        </div>
        {SUMMARY_KEYS.filter((key) => s[key] !== 0).map((key) => (
          <div key={key}>
            <dt>{t.summary[key]}</dt>
            <dd>{kronor(s[key])}</dd>
          </div>
        ))}
      </dl>
      {month.transactions.length === 0 && <p className="bank-month__purged">{t.transactionsPurged}</p>}
      {month.transactions.length > 0 && (
        <details className="bank-month__details">
          <summary>{t.transactionsOf(name)}</summary>
          <ul className="bank-transactions">
            {month.transactions.map((tx, index) => (
              <li key={`${tx.transactionAt}-${index}`} className={`bank-transaction${tx.internalTransfer ? ' bank-transaction--internal' : ''}`}>
                <span className="bank-transaction__date">{tx.transactionAt}</span>
                <span className="bank-transaction__description">{tx.description}</span>
                <span className="bank-transaction__category">{tx.internalTransfer ? t.internalTransfer : (t.categories[tx.category] ?? tx.category)}</span>
                <span className="bank-transaction__amount">{kronor(tx.amount)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

export function IncomeMonths({ months }: { months: readonly BankMonth[] }) {
  if (months.length === 0) return <p>{t.noTransactions}</p>;
  return (
    <ul className="bank-months">
      {months.map((month) => (
        <Month key={`${month.year}-${month.month}`} month={month} />
      ))}
    </ul>
  );
}
