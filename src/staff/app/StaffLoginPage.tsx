// The back office's login forms, loaded on demand under the login page's frame (StaffLoginRoute: title, heading, the
// notice of a session that ran out): e-mail and password (src/rules/staff-login.ts, the schema the server checks too),
// or BankID (StaffBankIdLogin). After the login the page the staff member came for, or the start page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { staffLoginSchema, type StaffLoginCredentials } from '../../rules/staff-login';
import { StaffBankIdLogin } from './StaffBankIdLogin';
import { loginTarget } from './loginTarget';
import { staffLogin } from './staffSession';

const fieldIds = { email: 'staff-login-email', password: 'staff-login-password' } as const;

export function StaffLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = loginTarget(location.state);
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

  return (
    <>
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
    </>
  );
}
