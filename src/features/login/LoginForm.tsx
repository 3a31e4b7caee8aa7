// The e-mail/personnummer + password form (spec 000 §2, §5). Client errors show under each field
// and in an error summary that takes focus; the server's answer shows in an alert above the form.
// The submit button is never disabled.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ErrorSummary, type SummaryError } from '../../components/ErrorSummary';
import { TextField } from '../../components/TextField';
import { loginSchema, type LoginCredentials, type LoginFormInput } from '../../rules/login';

export const LOGIN_FIELD_IDS = { username: 'login-username', password: 'login-password' } as const;

export interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => Promise<unknown>;
  /** The server's reason for a failed login, shown in an alert. */
  serverError?: string | null;
  submitting?: boolean;
}

function summaryErrors(errors: FieldErrors<LoginFormInput>): SummaryError[] {
  return (Object.keys(LOGIN_FIELD_IDS) as (keyof typeof LOGIN_FIELD_IDS)[]).flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: LOGIN_FIELD_IDS[name], message }] : [];
  });
}

export function LoginForm({ onSubmit, serverError, submitting = false }: LoginFormProps) {
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginCredentials>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    shouldFocusError: false,
  });

  const submit = handleSubmit(
    async (credentials) => {
      await onSubmit(credentials);
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting || undefined}>
      <ErrorSummary errors={failedSubmits > 0 ? summaryErrors(errors) : []} focusKey={failedSubmits} />
      <div role="alert" className="form__server-error">
        {serverError && <p className="alert alert--error">{serverError}</p>}
      </div>
      <TextField
        id={LOGIN_FIELD_IDS.username}
        label="E-post eller personnummer"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id={LOGIN_FIELD_IDS.password}
        label="Lösenord"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="form__actions">
        <button type="submit" className="button">
          Logga in
        </button>
      </div>
    </form>
  );
}
