// The e-mail/personnummer + password form (spec 000 §2, §5). Client errors show under each field
// and in an error summary that takes focus; the server's answer shows in an alert above the form.
// The submit button is never disabled.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormShell } from '../../../components/form/FormShell';
import { TextField } from '../../../components/form/TextField';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { loginSchema, type LoginCredentials, type LoginFormInput } from '../../../rules/login';

export const LOGIN_FIELD_IDS = { username: 'login-username', password: 'login-password' } as const;

export interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => Promise<unknown>;
  /** The server's reason for a failed login, shown in an alert. */
  serverError?: string | null;
  submitting?: boolean;
}

export function LoginForm({ onSubmit, serverError, submitting = false }: LoginFormProps) {
  const { fieldProps, summary, onSubmit: submit } = useSubmitForm<LoginFormInput, LoginCredentials>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    fieldIds: LOGIN_FIELD_IDS,
    // The session shows how the login went (serverError), so the form itself only sends.
    save: async (credentials) => {
      await onSubmit(credentials);
      return { ok: true };
    },
  });

  return (
    <FormShell onSubmit={submit} busy={submitting} summary={summary} submitLabel="Logga in">
      <div role="alert" className="form__server-error">
        {serverError && <p className="alert alert--error">{serverError}</p>}
      </div>
      <TextField
        label="E-post eller personnummer"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        {...fieldProps('username')}
      />
      <TextField
        label="Lösenord"
        type="password"
        autoComplete="current-password"
        {...fieldProps('password')}
      />
    </FormShell>
  );
}
