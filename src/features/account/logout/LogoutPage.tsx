// /logout: ends the session and goes to the start page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../app/session/sessionActions';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Spinner } from '../../../components/Spinner';

export default function LogoutPage() {
  useDocumentTitle('Loggar ut');
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().finally(() => {
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <div className="page page--narrow">
      <h1>Loggar ut</h1>
      <Spinner label="Loggar ut…" />
    </div>
  );
}
