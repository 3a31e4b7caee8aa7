// /login (spec 000 §2): log in with BankID (QR code or this device) or with e-mail or personnummer and
// password, then go to the returnUrl when it is a safe same-site path, else to /profile.
import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { adoptServerSession, login } from '../../../app/session/sessionActions';
import { sessionVar } from '../../../app/session/sessionState';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Spinner } from '../../../components/Spinner';
import { isSafeReturnUrl, safeReturnPath } from '../../../rules/returnUrl';
import { BankIdPanel, startLoginSession, type CollectAnswer } from '../../bankid';
import { LoginForm } from './LoginForm';
import '../../../styles/public-pages.css';

export const loginPageTexts = {
  title: 'Logga in',
  bankIdHeading: 'Logga in med BankID',
  bankIdIntro: 'Använd Mobilt BankID på en annan enhet genom att läsa av en QR-kod, eller BankID på den här enheten.',
  passwordHeading: 'Logga in med lösenord',
  forgotPassword: 'Glömt lösenord?',
  register: 'Registrera dig',
  noAccountYet: 'Har du inget konto?',
  loggingIn: 'Loggar in…',
  sessionFailed: 'Inloggningen med BankID lyckades men vi kunde inte starta din session. Försök igen.',
} as const;

export function LoginPage() {
  useDocumentTitle(loginPageTexts.title);
  const session = useReactiveVar(sessionVar);
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const [bankIdTarget, setBankIdTarget] = useState<string | null>(null);
  const target = bankIdTarget ?? safeReturnPath(returnUrl);

  if (session.isLoading) return <Spinner />;
  // Logged in, by this page or before (a bookmarked login page): go on to where the user was heading.
  if (session.isAuthenticated) return <Navigate to={target} replace />;

  const startBankId = (isQrCode: boolean) => startLoginSession({ isQrCode, returnUrl: isSafeReturnUrl(returnUrl) ? returnUrl : null });

  // The server has set the session cookie with the completed order: take the session on, then go.
  const onBankIdComplete = async (answer: CollectAnswer): Promise<string | void> => {
    if (answer.noAccount) return;
    setBankIdTarget(safeReturnPath(answer.returnUrl ?? returnUrl));
    if (!(await adoptServerSession())) return loginPageTexts.sessionFailed;
  };

  const renderBankIdComplete = (answer: CollectAnswer, { retry }: { retry: () => void }) =>
    answer.noAccount ? (
      <div className="login-offer">
        <p>
          <Link to="/registrationselection">{loginPageTexts.register}</Link>
        </p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Försök igen
        </button>
      </div>
    ) : (
      <Spinner label={loginPageTexts.loggingIn} />
    );

  return (
    <div className="page page--narrow login-page">
      <h1>{loginPageTexts.title}</h1>
      <section className="login-method" aria-labelledby="login-bankid-heading">
        <h2 id="login-bankid-heading">{loginPageTexts.bankIdHeading}</h2>
        <p>{loginPageTexts.bankIdIntro}</p>
        <BankIdPanel start={startBankId} onComplete={onBankIdComplete} renderComplete={renderBankIdComplete} />
      </section>
      <section className="login-method" aria-labelledby="login-password-heading">
        <h2 id="login-password-heading">{loginPageTexts.passwordHeading}</h2>
        <LoginForm
          onSubmit={login}
          serverError={session.authFailed ? session.errorMessage : null}
          submitting={session.isAuthenticating}
        />
        <p className="login-method__links">
          <Link to="/forgot-password">{loginPageTexts.forgotPassword}</Link>
        </p>
      </section>
      <p>
        {loginPageTexts.noAccountYet} <Link to="/registrationselection">{loginPageTexts.register}</Link>
      </p>
    </div>
  );
}
export default LoginPage;
