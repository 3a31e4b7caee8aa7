// /forgot-password (spec 000 §2, §5): ask for a reset link by personnummer or e-mail. The answer is the same
// whether or not an account matches, so the page never tells who has an account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { FormShell } from '../../../components/form/FormShell';
import { outcomeOf } from '../../../components/form/saveOutcome';
import { TextField } from '../../../components/form/TextField';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { useSendResetPasswordMutation } from '../../../graphql/__generated__/hooks';
import { forgotPasswordSchema } from '../../../rules/forgotPassword';
import { PasswordConfirmation } from './PasswordConfirmation';
import '../../../styles/public-pages.css';

export const forgotPasswordTexts = {
  title: 'Glömt lösenord',
  intro: 'Skriv ditt personnummer eller den e-postadress du har registrerat. Vi skickar ett e-postmeddelande med en länk där du kan välja ett nytt lösenord.',
  label: 'Personnummer eller e-post',
  description: 'Personnummer med 12 siffror, till exempel 199001012385, eller e-postadress.',
  submit: 'Skicka länk',
  sent: 'Om uppgifterna stämmer har vi skickat ett e-postmeddelande med en länk där du kan välja ett nytt lösenord.',
  backToLogin: 'Tillbaka till inloggningen',
} as const;

const FIELD_IDS = { emailOrPnr: 'forgot-emailOrPnr' } as const;

type Input = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

export default function ForgotPasswordPage() {
  useDocumentTitle(forgotPasswordTexts.title);
  const [sendResetPassword] = useSendResetPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { fieldProps, shellProps } = useSubmitForm<Input, Output>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { emailOrPnr: '' },
    fieldIds: FIELD_IDS,
    save: ({ emailOrPnr }) => {
      setServerError(null);
      return outcomeOf(async () => (await sendResetPassword({ variables: { user: { emailOrPnr } } })).data?.sendResetPassword);
    },
    onSaved: () => setSent(true),
    onFailure: setServerError,
    // Whatever the server says goes in the alert above the form.
    serverErrorsOnFields: false,
  });

  return (
    <div className="page page--narrow">
      <h1>{forgotPasswordTexts.title}</h1>
      {sent ? (
        <PasswordConfirmation message={forgotPasswordTexts.sent} loginText={forgotPasswordTexts.backToLogin} />
      ) : (
        <>
          <p>{forgotPasswordTexts.intro}</p>
          <FormShell
            {...shellProps}
            submitLabel={forgotPasswordTexts.submit}
            actions={
              <Link to="/login" className="form__secondary-link">
                {forgotPasswordTexts.backToLogin}
              </Link>
            }
          >
            <div role="alert" className="form__server-error">
              {serverError && <p className="alert alert--error">{serverError}</p>}
            </div>
            <TextField
              label={forgotPasswordTexts.label}
              description={forgotPasswordTexts.description}
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              {...fieldProps('emailOrPnr')}
            />
          </FormShell>
        </>
      )}
    </div>
  );
}
