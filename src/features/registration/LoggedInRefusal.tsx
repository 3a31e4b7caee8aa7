// Registration is refused while logged in (spec 000 §2, §8): the same words the server answers with.
import { Link } from 'react-router';
import { registrationMessages } from '../../rules/registration';

export function LoggedInRefusal({ title }: { title: string }) {
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <p className="alert alert--error">{registrationMessages.loggedIn}</p>
      <ul className="link-list">
        <li>
          <Link to="/profile/account">Gå till ditt konto</Link>
        </li>
        <li>
          <Link to="/logout">Logga ut</Link>
        </li>
      </ul>
    </div>
  );
}
