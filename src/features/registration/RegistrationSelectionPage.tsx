// /registrationselection (spec 000 §2): choose a full registration in the queue or a co-applicant account.
import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router';
import { sessionVar } from '../../app/session/sessionState';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Spinner } from '../../components/Spinner';
import { useGetAgencyProfileQuery } from '../../graphql/__generated__/hooks';
import { LoggedInRefusal } from './LoggedInRefusal';
import '../../styles/public-pages.css';

export const registrationSelectionTexts = {
  title: 'Registrera dig',
  intro: 'Välj hur du vill registrera dig.',
  queue: 'Ställ dig i bostadskön',
  queueText: 'Du får ett eget konto i bostadskön, samlar kötid och kan göra intresseanmälningar på lediga bostäder.',
  queueFee: (price: number) => `Köavgiften är ${price} kronor per år.`,
  coApplicant: 'Registrera dig som medsökande',
  coApplicantText:
    'Ett kostnadsfritt konto för dig som ska söka bostad tillsammans med någon som står i bostadskön. Som medsökande har du ingen egen kötid och kan inte göra egna intresseanmälningar.',
  haveAccount: 'Har du redan ett konto?',
  login: 'Logga in',
} as const;

export default function RegistrationSelectionPage() {
  const t = registrationSelectionTexts;
  useDocumentTitle(t.title);
  const session = useReactiveVar(sessionVar);
  const { data } = useGetAgencyProfileQuery();
  const price = data?.getAgencyProfile.agencyProfile?.queueFeePrice;

  if (session.isLoading) return <Spinner />;
  if (session.isAuthenticated) return <LoggedInRefusal title={t.title} />;

  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ul className="choice-list">
        <li className="choice">
          <h2>
            <Link to="/registration">{t.queue}</Link>
          </h2>
          <p>
            {t.queueText}
            {typeof price === 'number' && price > 0 ? ` ${t.queueFee(price)}` : ''}
          </p>
        </li>
        <li className="choice">
          <h2>
            <Link to="/registrationco">{t.coApplicant}</Link>
          </h2>
          <p>{t.coApplicantText}</p>
        </li>
      </ul>
      <p>
        {t.haveAccount} <Link to="/login">{t.login}</Link>
      </p>
    </div>
  );
}
