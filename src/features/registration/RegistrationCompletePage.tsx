// /registration/registrationcomplete (protected, spec 000 §2): the account exists and waits for the queue fee.
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useGetAgencyProfileQuery } from '../../graphql/__generated__/hooks';
import '../../styles/public-pages.css';

export const registrationCompleteTexts = {
  title: 'Tack för din registrering',
  created: 'Ditt konto är skapat och du är inloggad.',
  waiting: 'Kontot väntar på att köavgiften betalas. Din plats i bostadskön gäller när köavgiften är betald.',
  fee: (price: number) => `Köavgiften är ${price} kronor per år.`,
  toAccount: 'Gå till Mina sidor',
} as const;

export default function RegistrationCompletePage() {
  const t = registrationCompleteTexts;
  useDocumentTitle(t.title);
  const { data } = useGetAgencyProfileQuery();
  const price = data?.getAgencyProfile.agencyProfile?.queueFeePrice;
  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      <p className="lead">{t.created}</p>
      <p>
        {t.waiting}
        {typeof price === 'number' && price > 0 ? ` ${t.fee(price)}` : ''}
      </p>
      <p>
        <Link to="/profile/account">{t.toAccount}</Link>
      </p>
    </div>
  );
}
