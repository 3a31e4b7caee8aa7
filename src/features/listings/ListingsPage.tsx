// Vacant homes ('Lediga bostäder'): placeholder until the list page lands.
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function ListingsPage() {
  useDocumentTitle('Lediga bostäder');
  return (
    <div className="page">
      <h1>Lediga bostäder</h1>
    </div>
  );
}
