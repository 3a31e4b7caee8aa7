// Saved searches ('Bevakningar'): placeholder until it lands.
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function SubscriptionsPage() {
  useDocumentTitle('Bevakningar');
  return (
    <div className="page">
      <h1>Bevakningar</h1>
    </div>
  );
}
