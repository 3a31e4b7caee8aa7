// The back office's login: e-mail and password (src/rules/staff-login.ts, the schema the server checks too), or BankID
// (StaffBankIdLogin). After the login the page the staff member came for, or the start page. A session that ran out
// says so here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { staffLoginSchema, type StaffLoginCredentials } from '../../rules/staff-login';
import { StaffBankIdLogin } from './StaffBankIdLogin';
import { staffLogin, staffSessionVar } from './staffSession';
import { useStaffTitle } from './useStaffTitle';

const fieldIds = { email: 'staff-login-email', password: 'staff-login-password' } as const;

export function StaffLoginPage() {
  useStaffTitle('Logga in');
  const session = useReactiveVar(staffSessionVar);
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  // A refused login (wrong password, too many tries) is said on the page, beside the form, until the next try.
  const [failure, setFailure] = useState<string | null>(null);
  const loggedIn = () => void navigate(from, { replace: true });
  const { fieldProps, shellProps } = useSubmitForm<StaffLoginCredentials, StaffLoginCredentials>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
    fieldIds,
    save: (credentials) => {
      setFailure(null);
      return staffLogin(credentials);
    },
    onSaved: () => loggedIn(),
    onFailure: setFailure,
  });
  if (session.status === 'in') return <Navigate to={from} replace />;

  return (
    <div className="app staff-app">
      <main id="main" className="main page--narrow" tabIndex={-1}>
        <h1>Logga in i handläggningen</h1>
        {session.status === 'out' && session.expired && (
          <p className="alert" role="status">
            Du har loggats ut eftersom du inte har varit aktiv på en stund. Logga in igen.
          </p>
        )}
        <FormShell
          {...shellProps}
          submitLabel="Logga in"
          intro={
            <p className="alert alert--error" role="alert" hidden={!failure}>
              {failure}
            </p>
          }
        >
          <TextField label="E-postadress" type="email" autoComplete="username" {...fieldProps('email')} />
          <TextField label="Lösenord" type="password" autoComplete="current-password" {...fieldProps('password')} />
        </FormShell>
        <StaffBankIdLogin onLoggedIn={loggedIn} />
      </main>
    </div>
  );
}
