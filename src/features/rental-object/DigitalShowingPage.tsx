// Digital viewing: placeholder until it lands.
import { useDocumentTitle } from '../../app/useDocumentTitle';

export default function DigitalShowingPage() {
  useDocumentTitle('Digital visning');
  return (
    <div className="page">
      <h1>Digital visning</h1>
    </div>
  );
}
