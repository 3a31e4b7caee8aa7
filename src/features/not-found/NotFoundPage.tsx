// Any path without a route.
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Sidan finns inte');
  return (
    <div className="page page--narrow">
      <h1>Sidan finns inte</h1>
      <p>Sidan du letar efter kan ha flyttats eller tagits bort.</p>
      <p>
        <Link to="/">Till startsidan</Link>
      </p>
    </div>
  );
}
