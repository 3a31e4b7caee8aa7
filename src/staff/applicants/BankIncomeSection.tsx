// "Verifierade inkomster (bank)" on the applicant card: the applicant's bank connections, the monthly incomes of the
// valid consents and the verified monthly income with the months it rests on. Nothing is fetched until the case
// handler asks ("Visa bankuppgifter"): each showing is one audit row on the server, so opening the card records none.
// The answer stays in this component's state (never in Apollo's cache); "Dölj bankuppgifter" forgets it.
import { useState } from 'react';
import { formatDateTime } from '../../components/dateFormat';
import { showToast } from '../../components/toast/toastStore';
import {
  useStaffApplicantBankIncomeLazyQuery,
  type StaffApplicantBankIncomeQuery,
} from '../../../operations/staff/applicants/__generated__/StaffApplicantBankIncome';

type BankIncome = StaffApplicantBankIncomeQuery['staffApplicantBankIncome'];

const FAILED = 'Bankuppgifterna gick inte att hämta. Försök igen.';
const monthFormat = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 2026, 10 → "oktober 2026". */
export const monthText = (year: number, month: number) => monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));

export function BankIncomeSection({ applicantId }: { applicantId: number }) {
  const [shown, setShown] = useState<BankIncome | null>(null);
  const [load, { loading }] = useStaffApplicantBankIncomeLazyQuery({ fetchPolicy: 'no-cache' });
  const toggle = async () => {
    if (shown) return setShown(null);
    try {
      const answer = (await load({ variables: { applicantId } })).data?.staffApplicantBankIncome;
      if (!answer || answer.error) showToast('error', answer?.errorText ?? FAILED);
      else setShown(answer);
    } catch {
      showToast('error', FAILED);
    }
  };
  return (
    <section aria-labelledby="bank-income-heading" className="staff-section">
      <h2 id="bank-income-heading">Verifierade inkomster (bank)</h2>
      <p>Uppgifterna från sökandens bank visas när du ber om dem. Varje visning loggas.</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void toggle()}
          aria-expanded={!!shown}
          aria-controls="bank-income-details"
          aria-busy={loading || undefined}
          disabled={loading}
        >
          {shown ? 'Dölj bankuppgifter' : 'Visa bankuppgifter'}
        </button>
      </p>
      <div id="bank-income-details">{shown && <BankIncomeDetails income={shown} />}</div>
    </section>
  );
}

function BankIncomeDetails({ income }: { income: BankIncome }) {
  if (income.connections.length === 0) return <p>Sökanden har inte anslutit någon bank.</p>;
  return (
    <>
      <dl className="details">
        <dt>Verifierad månadsinkomst</dt>
        <dd>{income.verifiedMonthlyIncomeFormated ?? 'Ingen: inget giltigt medgivande, eller för kort historik'}</dd>
        {income.verifiedMonths.length > 0 && (
          <>
            <dt>Bygger på (medianen av)</dt>
            <dd>{income.verifiedMonths.map((m) => `${monthText(m.year, m.month)}: ${m.verifiableFormated}`).join(', ')}</dd>
          </>
        )}
      </dl>
      <table className="staff-table">
        <caption>Anslutna banker</caption>
        <thead>
          <tr>
            <th scope="col">Bank</th>
            <th scope="col">Konton</th>
            <th scope="col">Ansluten</th>
            <th scope="col">Senast hämtad</th>
            <th scope="col">Medgivandet gäller till</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {income.connections.map((c) => (
            <tr key={c.connectionId}>
              <td>{c.bank}</td>
              <td>{c.accounts.join(', ') || '–'}</td>
              <td>{formatDateTime(c.connected)}</td>
              <td>{c.lastFetch ? formatDateTime(c.lastFetch) : '–'}</td>
              <td>{c.consentExpires}</td>
              <td>{c.statusText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {income.months.length === 0 ? (
        <p>Inga inkomster från bank med giltigt medgivande.</p>
      ) : (
        <table className="staff-table">
          <caption>Inkomster per månad (banker med giltigt medgivande)</caption>
          <thead>
            <tr>
              <th scope="col">Månad</th>
              <th scope="col">Lön</th>
              <th scope="col">Studiemedel</th>
              <th scope="col">Pension</th>
              <th scope="col">Försäkringskassan</th>
              <th scope="col">Övrigt</th>
              <th scope="col">Totalt</th>
              <th scope="col">Räknas</th>
            </tr>
          </thead>
          <tbody>
            {income.months.map((m) => (
              <tr key={`${m.year}-${m.month}`}>
                <th scope="row">{monthText(m.year, m.month)}</th>
                <td>{m.salaryFormated}</td>
                <td>{m.studentAidFormated}</td>
                <td>{m.pensionFormated}</td>
                <td>{m.socialInsuranceFormated}</td>
                <td>{m.otherIncomeFormated}</td>
                <td>{m.totalFormated}</td>
                <td>{m.verifiableFormated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
