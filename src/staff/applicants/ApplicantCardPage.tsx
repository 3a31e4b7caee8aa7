// One applicant's card: overview (the personnummer masked, "Visa personnummer" asks the server, which records it),
// warnings and blocks with their forms, notes, applications, orders and payments, housing, incomes, the verified
// incomes from the bank (fetched only on "Visa bankuppgifter", which the server records) and documents.
// Opening the card is one audit row on the server; each change answers with the card as it then stands, which
// replaces the cached card (no second view row).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../components/dateFormat';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { showToast } from '../../components/toast/toastStore';
import { useStaffApplicantQuery } from '../../../operations/staff/applicants/__generated__/StaffApplicant';
import { useStaffRevealPersonalIdentityNumberMutation } from '../../../operations/staff/applicants/__generated__/StaffRevealPersonalIdentityNumber';
import { useStaffTitle } from '../app/useStaffTitle';
import { BankIncomeSection } from './BankIncomeSection';
import { BlocksSection, WarningsSection } from './WarningsAndBlocks';
import { NotesSection } from './NotesSection';
import type { ApplicantCard } from './applicantChange';
import { housingFormText, landlordTypeText, paymentKindText, paymentMethodText, paymentStateText } from './cardTexts';
import './applicants.css';

const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '–' : String(v));

export function ApplicantCardPage() {
  const applicantId = Number(useParams().applicantId);
  const valid = Number.isInteger(applicantId) && applicantId > 0;
  const { data, loading, error } = useStaffApplicantQuery({ variables: { applicantId }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const card = data?.staffApplicant;
  useStaffTitle(card ? `${card.firstName} ${card.lastName}` : 'Sökande');

  if (valid && loading && !data)
    return (
      <Skeleton label="Hämtar sökanden…">
        <SkeletonLine width="40%" />
        <SkeletonLine />
        <SkeletonLine />
        <SkeletonLine />
      </Skeleton>
    );
  if (error)
    return (
      <>
        <h1>Sökande</h1>
        <p className="alert alert--error" role="alert">
          Sökanden gick inte att hämta. Försök igen.
        </p>
      </>
    );
  if (!card)
    return (
      <>
        <h1>Sökande</h1>
        <p>Sökanden finns inte.</p>
        <p>
          <Link to="/sokande">Till sökningen</Link>
        </p>
      </>
    );

  return (
    <>
      <p>
        <Link to="/sokande">Till sökningen</Link>
      </p>
      <h1>
        {card.firstName} {card.lastName}
      </h1>
      {card.blocked && (
        <p className="alert alert--error" role="status">
          Sökanden är spärrad och kan inte anmäla intresse.
        </p>
      )}
      <Overview card={card} />
      <WarningsSection card={card} />
      <BlocksSection card={card} />
      <NotesSection card={card} />
      <ApplicationsSection card={card} />
      <OrdersSection card={card} />
      <HousingAndIncomes card={card} />
      <BankIncomeSection applicantId={card.applicantId} />
      <DocumentsSection card={card} />
      <p>
        <Link to={`/logg?sokande=${card.applicantId}`}>Visa loggen för sökanden</Link>
      </p>
    </>
  );
}

function Overview({ card }: { card: ApplicantCard }) {
  return (
    <section aria-labelledby="overview-heading" className="staff-section">
      <h2 id="overview-heading">Uppgifter</h2>
      <dl className="details">
        <dt>Personnummer</dt>
        <dd>
          <PersonalIdentityNumber card={card} />
        </dd>
        <dt>Födelsedatum</dt>
        <dd>{orDash(card.dateOfBirth)}</dd>
        <dt>E-post</dt>
        <dd>{orDash(card.email)}</dd>
        <dt>Annan e-post</dt>
        <dd>{orDash(card.emailSecondary)}</dd>
        <dt>Mobil</dt>
        <dd>{orDash(card.mobile)}</dd>
        <dt>Telefon</dt>
        <dd>{orDash(card.phone)}</dd>
        <dt>Adress</dt>
        <dd>{orDash(card.address)}</dd>
        <dt>Kontotyp</dt>
        <dd>{card.accountType === 'CO_APPLICANT_ACCOUNT' ? 'Medsökandekonto' : 'Kökonto'}</dd>
        <dt>Status</dt>
        <dd>{card.statusText}</dd>
        <dt>Ködatum</dt>
        <dd>{orDash(card.queueDate)}</dd>
        <dt>Köavgiften betald till och med</dt>
        <dd>{orDash(card.queueFeeValidToDate)}</dd>
        <dt>Registrerad</dt>
        <dd>{formatDateTime(card.registered)}</dd>
        {card.deregistered && (
          <>
            <dt>Avregistrerad</dt>
            <dd>{formatDateTime(card.deregistered)}</dd>
          </>
        )}
        <dt>Medsökande</dt>
        <dd>
          {card.coApplicant ? (
            <>
              <Link to={`/sokande/${card.coApplicant.applicantId}`}>{card.coApplicant.name}</Link>
              {card.coApplicant.isHead ? ' (sökanden är huvudsökande)' : ' (sökanden är medsökande)'}
              {card.coApplicant.status === 'pending' ? ', förfrågan väntar på svar' : ''}
            </>
          ) : (
            'Ingen'
          )}
        </dd>
      </dl>
    </section>
  );
}

/**
 * The personnummer masked; "Visa personnummer" asks the server for it (one audit row) and shows it here only, in this
 * component's state: never in the URL, the cache or a log.
 */
function PersonalIdentityNumber({ card }: { card: ApplicantCard }) {
  const [full, setFull] = useState<string | null>(null);
  const [reveal, { loading }] = useStaffRevealPersonalIdentityNumberMutation({ fetchPolicy: 'no-cache' });
  if (!card.maskedPersonalIdentityNumber) return <>Saknas (registrerad utan svenskt personnummer)</>;
  const show = async () => {
    try {
      const result = (await reveal({ variables: { applicantId: card.applicantId } })).data?.staffRevealPersonalIdentityNumber;
      if (!result || result.error || !result.personalIdentityNumber) showToast('error', result?.errorText ?? 'Personnumret gick inte att visa');
      else setFull(result.personalIdentityNumber);
    } catch {
      showToast('error', 'Personnumret gick inte att visa');
    }
  };
  return (
    <span className="staff-pnr">
      <span>{full ? `${full.slice(0, 8)}-${full.slice(8)}` : card.maskedPersonalIdentityNumber}</span>{' '}
      {full ? (
        <button type="button" className="button button--secondary button--small" onClick={() => setFull(null)}>
          Dölj personnummer
        </button>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => void show()} aria-busy={loading || undefined}>
          Visa personnummer
        </button>
      )}
    </span>
  );
}

function ApplicationsSection({ card }: { card: ApplicantCard }) {
  return (
    <section aria-labelledby="applications-heading" className="staff-section">
      <h2 id="applications-heading">Intresseanmälningar</h2>
      {card.applications.length === 0 ? (
        <p>Inga intresseanmälningar.</p>
      ) : (
        <table className="staff-table">
          <caption>
            Intresseanmälningar ({card.applications.length < card.applicationsTotal ? `de ${card.applications.length} senaste av ${card.applicationsTotal}` : card.applicationsTotal})
          </caption>
          <thead>
            <tr>
              <th scope="col">Bostad</th>
              <th scope="col">Steg</th>
              <th scope="col">Anmäld</th>
            </tr>
          </thead>
          <tbody>
            {card.applications.map((a) => (
              <tr key={a.applicationId}>
                <td>{a.rentalObjectId}</td>
                <td>{a.stageText}</td>
                <td>{formatDateTime(a.registeredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function OrdersSection({ card }: { card: ApplicantCard }) {
  return (
    <section aria-labelledby="orders-heading" className="staff-section">
      <h2 id="orders-heading">Ordrar och betalningar</h2>
      {card.orders.length === 0 ? (
        <p>Inga ordrar.</p>
      ) : (
        <table className="staff-table">
          <caption>Ordrar</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Belopp</th>
              <th scope="col">Förfaller</th>
              <th scope="col">Betald</th>
              <th scope="col">Status</th>
              <th scope="col">Betalsätt</th>
            </tr>
          </thead>
          <tbody>
            {card.orders.map((o) => (
              <tr key={o.orderId}>
                <td>
                  {o.name} (nr {o.orderId})
                </td>
                <td>{o.totalAmountFormated}</td>
                <td>{orDash(o.dueDate)}</td>
                <td>{orDash(o.paidDate)}</td>
                <td>{o.orderStatus}</td>
                <td>{paymentMethodText(o.paymentMethod)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {card.payments.length > 0 && (
        <table className="staff-table">
          <caption>Kortbetalningar</caption>
          <thead>
            <tr>
              <th scope="col">Skapad</th>
              <th scope="col">Order</th>
              <th scope="col">Slag</th>
              <th scope="col">Belopp</th>
              <th scope="col">Status</th>
              <th scope="col">Klar</th>
            </tr>
          </thead>
          <tbody>
            {card.payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{formatDateTime(p.created)}</td>
                <td>{orDash(p.orderId)}</td>
                <td>{paymentKindText(p.kind)}</td>
                <td>{p.amountFormated}</td>
                <td>{paymentStateText(p.status)}</td>
                <td>{p.completed ? formatDateTime(p.completed) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function HousingAndIncomes({ card }: { card: ApplicantCard }) {
  const h = card.housing;
  return (
    <section aria-labelledby="housing-heading" className="staff-section">
      <h2 id="housing-heading">Boende och inkomster</h2>
      {h ? (
        <dl className="details">
          <dt>Nuvarande boende</dt>
          <dd>{housingFormText(h.currentTypeId)}</dd>
          <dt>Hyresvärd</dt>
          <dd>
            {landlordTypeText(h.landlordTypeId)}
            {h.landlordName ? `: ${h.landlordName}` : ''}
          </dd>
          <dt>Inflyttning</dt>
          <dd>{h.moveInDate}</dd>
          <dt>Vuxna och barn</dt>
          <dd>
            {h.adults} vuxna, {h.children} barn
          </dd>
          <dt>Beskrivning</dt>
          <dd>{orDash(h.housingDescription)}</dd>
          <dt>Uppdaterat</dt>
          <dd>{formatDateTime(h.updated)}</dd>
        </dl>
      ) : (
        <p>Sökanden har inte lämnat uppgifter om sitt boende.</p>
      )}
      {card.incomes.length === 0 ? (
        <p>Inga inkomster.</p>
      ) : (
        <table className="staff-table">
          <caption>Inkomster</caption>
          <thead>
            <tr>
              <th scope="col">Slag</th>
              <th scope="col">Belopp</th>
              <th scope="col">Gäller till</th>
            </tr>
          </thead>
          <tbody>
            {card.incomes.map((i) => (
              <tr key={i.applicantIncomeId}>
                <td>{[i.incomeTypeName, i.incomeName].filter(Boolean).join(': ') || '–'}</td>
                <td>{i.incomeMonthlyFormated}</td>
                <td>{orDash(i.validTo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function DocumentsSection({ card }: { card: ApplicantCard }) {
  return (
    <section aria-labelledby="documents-heading" className="staff-section">
      <h2 id="documents-heading">Dokument</h2>
      {card.documents.length === 0 ? (
        <p>Inga dokument.</p>
      ) : (
        <table className="staff-table">
          <caption>Dokument</caption>
          <thead>
            <tr>
              <th scope="col">Namn</th>
              <th scope="col">Typ</th>
              <th scope="col">Status</th>
              <th scope="col">Uppladdat</th>
            </tr>
          </thead>
          <tbody>
            {card.documents.map((d) => (
              <tr key={d.documentId}>
                <td>{d.name}</td>
                <td>{d.documentTypeText}</td>
                <td>
                  {d.statusText}
                  {d.disapprovalReason ? `: ${d.disapprovalReason}` : ''}
                </td>
                <td>{formatDateTime(d.created)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
