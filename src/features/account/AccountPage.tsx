// /profile/account: the applicant's own details (spec 000 §2 account page; later issues add the
// settings). The personnummer is shown masked.
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Spinner } from '../../components/Spinner';
import { useGetApplicantQuery } from '../../graphql/__generated__/hooks';
import { maskPersonalIdentityNumber } from '../../rules/personnummer';
import { accountTypeLabel } from './accountType';

const MISSING = 'Saknas';
const GENERIC_ERROR = 'Något gick fel';

export default function AccountPage() {
  useDocumentTitle('Mitt konto');
  const { data, loading, error } = useGetApplicantQuery();
  const result = data?.getApplicant;
  const applicant = result?.applicant;

  return (
    <div className="page">
      <h1>Mitt konto</h1>
      {loading && !applicant && <Spinner />}
      {!loading && (error || result?.error || !applicant) && (
        <p className="alert alert--error" role="alert">
          {result?.errorText || result?.validationErrors[0]?.text || GENERIC_ERROR}
        </p>
      )}
      {applicant && (
        <section aria-labelledby="account-details-heading">
          <h2 id="account-details-heading">Dina uppgifter</h2>
          <dl className="details">
            <div className="details__row">
              <dt>Namn</dt>
              <dd>{`${applicant.firstName} ${applicant.lastName}`.trim() || MISSING}</dd>
            </div>
            <div className="details__row">
              <dt>Personnummer</dt>
              <dd>{applicant.personalIdentityNumber ? maskPersonalIdentityNumber(applicant.personalIdentityNumber) : MISSING}</dd>
            </div>
            <div className="details__row">
              <dt>E-post</dt>
              <dd>{applicant.email || MISSING}</dd>
            </div>
            <div className="details__row">
              <dt>Mobilnummer</dt>
              <dd>{applicant.mobile || MISSING}</dd>
            </div>
            <div className="details__row">
              <dt>Ködatum</dt>
              <dd>{applicant.queueDate || MISSING}</dd>
            </div>
            <div className="details__row">
              <dt>Kontotyp</dt>
              <dd>{accountTypeLabel(applicant.accountType)}</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
