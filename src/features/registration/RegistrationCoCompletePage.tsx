// /registrationcocomplete (public, spec 000 §2, §4): the fixed end of a co-applicant registration.
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export const registrationCoCompleteTexts = {
  title: 'Tack för din registrering som medsökande',
  created: 'Ditt konto som medsökande är skapat. Kontot är kostnadsfritt.',
  next: 'Logga in och skicka en förfrågan till den du ska söka bostad tillsammans med, eller be den personen skicka en förfrågan till dig. När förfrågan är godkänd är ni kopplade till varandra.',
  login: 'Logga in',
} as const;

export default function RegistrationCoCompletePage() {
  const t = registrationCoCompleteTexts;
  useDocumentTitle(t.title);
  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      <p className="lead">{t.created}</p>
      <p>{t.next}</p>
      <p>
        <Link to="/login">{t.login}</Link>
      </p>
    </div>
  );
}
