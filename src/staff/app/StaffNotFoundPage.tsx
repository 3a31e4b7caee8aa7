import { Link } from 'react-router';
import { useStaffTitle } from './useStaffTitle';

export function StaffNotFoundPage() {
  useStaffTitle('Sidan finns inte');
  return (
    <>
      <h1>Sidan finns inte</h1>
      <p>
        <Link to="/">Till startsidan</Link>
      </p>
    </>
  );
}
