// A vacant home's detail page: placeholder until it lands.
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function RentalObjectPage() {
  useDocumentTitle('Bostad');
  return (
    <div className="page">
      <h1>Bostad</h1>
    </div>
  );
}
