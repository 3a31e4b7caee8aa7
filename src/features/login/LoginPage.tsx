// /login (spec 000 §2): log in with e-mail or personnummer and password, then go to the
// returnUrl when it is a safe same-site path, else to /profile. Room is left for BankID.
import { useReactiveVar } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router';
import { login } from '../../app/session/sessionActions';
import { sessionVar } from '../../app/session/sessionState';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Spinner } from '../../components/Spinner';
import { safeReturnPath } from '../../rules/returnUrl';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  useDocumentTitle('Logga in');
  const session = useReactiveVar(sessionVar);
  const [params] = useSearchParams();
  const target = safeReturnPath(params.get('returnUrl'));

  if (session.isLoading) return <Spinner />;
  // Logged in, by this form or before (a bookmarked login page): go on to where the user was heading.
  if (session.isAuthenticated) return <Navigate to={target} replace />;

  return (
    <div className="page page--narrow">
      <h1>Logga in</h1>
      {/* One login method for now; BankID (QR code or this device) is added beside it later. */}
      <div className="login-method">
        <LoginForm
          onSubmit={login}
          serverError={session.authFailed ? session.errorMessage : null}
          submitting={session.isAuthenticating}
        />
      </div>
    </div>
  );
}
export default LoginPage;
