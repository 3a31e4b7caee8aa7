// The start page '/': a welcome and the ways in.
import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router';
import { sessionVar } from '../../app/session/sessionState';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export function StartPage() {
  useDocumentTitle('Start');
  const { isAuthenticated, isLoading } = useReactiveVar(sessionVar);
  return (
    <div className="page page--narrow">
      <h1>Välkommen</h1>
      <p className="lead">
        Här kan du stå i bostadskön, hålla dina uppgifter aktuella och följa dina intresseanmälningar till lediga
        bostäder.
      </p>
      <ul className="link-list">
        <li>
          <Link to="/lediga-bostader">Se lediga bostäder</Link>
        </li>
        {!isLoading &&
          (isAuthenticated ? (
            <li>
              <Link to="/profile/account">Gå till ditt konto</Link>
            </li>
          ) : (
            <>
              <li>
                <Link to="/login">Gå till inloggningen</Link>
              </li>
              <li>
                <Link to="/registrationselection">Ställ dig i bostadskön</Link>
              </li>
            </>
          ))}
      </ul>
    </div>
  );
}
