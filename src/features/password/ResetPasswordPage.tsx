// /reset-password?token= (spec 000 §2, §5): choose a new password with the link from the e-mail. The server
// ends every session of the account, so this tab checks its own session again afterwards.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { checkSession } from '../../app/session/sessionActions';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorSummary } from '../../components/ErrorSummary';
import { serverFieldErrors, summaryErrorsOf } from '../../components/formSummary';
import { resultText } from '../../components/resultText';
import { TextField } from '../../components/TextField';
import { useResetPasswordMutation } from '../../graphql/__generated__/hooks';
import { passwordPairSchema } from '../../rules/password';
import '../../styles/public-pages.css';

export const resetPasswordTexts = {
  title: 'Välj nytt lösenord',
  intro: 'Skriv ditt nya lösenord två gånger.',
  password: 'Lösenord',
  passwordHint: 'Minst 10 tecken, med minst en siffra, en stor bokstav, en liten bokstav och ett specialtecken.',
  passwordRepeat: 'Lösenord igen',
  submit: 'Spara lösenord',
  done: 'Ditt lösenord är ändrat. Du kan nu logga in med ditt nya lösenord.',
  login: 'Logga in',
  missingToken: 'Länken saknar sin kod. Öppna länken i e-postmeddelandet igen, eller beställ en ny länk.',
  newLink: 'Beställ en ny länk',
} as const;

const FIELD_IDS = { password: 'reset-password', passwordRepeat: 'reset-passwordRepeat' } as const;

type Input = z.input<typeof passwordPairSchema>;
type Output = z.output<typeof passwordPairSchema>;

export default function ResetPasswordPage() {
  useDocumentTitle(resetPasswordTexts.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(passwordPairSchema), defaultValues: { password: '', passwordRepeat: '' }, shouldFocusError: false });

  useLayoutEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = handleSubmit(
    async ({ password }) => {
      if (saving) return;
      setSaving(true);
      setServerError(null);
      try {
        const { data } = await resetPassword({ variables: { user: { password, resetToken: token } } });
        const result = data?.resetPassword;
        if (result && !result.error) {
          setDone(true);
          void checkSession();
          return;
        }
        const placed = serverFieldErrors(result?.validationErrors ?? [], FIELD_IDS);
        for (const { name, message } of placed) setError(name, { type: 'server', message });
        if (placed.length > 0) setFailedSubmits((n) => n + 1);
        else setServerError(resultText(result));
      } catch {
        setServerError(resultText(null));
      } finally {
        setSaving(false);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  if (!token) {
    return (
      <div className="page page--narrow">
        <h1>{resetPasswordTexts.title}</h1>
        <p className="alert alert--error">{resetPasswordTexts.missingToken}</p>
        <p>
          <Link to="/forgot-password">{resetPasswordTexts.newLink}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <h1>{resetPasswordTexts.title}</h1>
      {done ? (
        <div className="confirmation" role="status" tabIndex={-1} ref={doneRef}>
          <p className="alert alert--success">{resetPasswordTexts.done}</p>
          <p>
            <Link to="/login">{resetPasswordTexts.login}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{resetPasswordTexts.intro}</p>
          <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
            <ErrorSummary errors={failedSubmits > 0 ? summaryErrorsOf(errors, FIELD_IDS) : []} focusKey={failedSubmits} />
            <div role="alert" className="form__server-error">
              {serverError && (
                <div className="alert alert--error">
                  <p>{serverError}</p>
                  <p>
                    <Link to="/forgot-password">{resetPasswordTexts.newLink}</Link>
                  </p>
                </div>
              )}
            </div>
            <TextField
              id={FIELD_IDS.password}
              label={resetPasswordTexts.password}
              description={resetPasswordTexts.passwordHint}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              id={FIELD_IDS.passwordRepeat}
              label={resetPasswordTexts.passwordRepeat}
              type="password"
              autoComplete="new-password"
              error={errors.passwordRepeat?.message}
              {...register('passwordRepeat')}
            />
            <div className="form__actions">
              <button type="submit" className="button">
                {resetPasswordTexts.submit}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
