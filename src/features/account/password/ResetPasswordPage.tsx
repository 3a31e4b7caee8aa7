// /reset-password?token= (spec 000 §2, §5): choose a new password with the link from the e-mail. The server
// ends every session of the account, so this tab checks its own session again afterwards.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { checkSession } from '../../../app/session/sessionActions';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { FormShell } from '../../../components/form/FormShell';
import { outcomeOf } from '../../../components/form/saveOutcome';
import { TextField } from '../../../components/form/TextField';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { useResetPasswordMutation } from '../../../graphql/__generated__/hooks';
import { passwordPairSchema } from '../../../rules/password';
import { PasswordConfirmation } from './PasswordConfirmation';
import '../../../styles/public-pages.css';

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
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { fieldProps, shellProps } = useSubmitForm<Input, Output>({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', passwordRepeat: '' },
    fieldIds: FIELD_IDS,
    save: ({ password }) => {
      setServerError(null);
      return outcomeOf(async () => (await resetPassword({ variables: { user: { password, resetToken: token } } })).data?.resetPassword);
    },
    onSaved: () => {
      setDone(true);
      void checkSession();
    },
    onFailure: setServerError,
  });

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
        <PasswordConfirmation message={resetPasswordTexts.done} loginText={resetPasswordTexts.login} />
      ) : (
        <>
          <p>{resetPasswordTexts.intro}</p>
          <FormShell {...shellProps} submitLabel={resetPasswordTexts.submit}>
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
              label={resetPasswordTexts.password}
              description={resetPasswordTexts.passwordHint}
              type="password"
              autoComplete="new-password"
              {...fieldProps('password')}
            />
            <TextField
              label={resetPasswordTexts.passwordRepeat}
              type="password"
              autoComplete="new-password"
              {...fieldProps('passwordRepeat')}
            />
          </FormShell>
        </>
      )}
    </div>
  );
}
