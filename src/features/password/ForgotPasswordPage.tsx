// /forgot-password (spec 000 §2, §5): ask for a reset link by personnummer or e-mail. The answer is the same
// whether or not an account matches, so the page never tells who has an account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorSummary } from '../../components/ErrorSummary';
import { summaryErrorsOf } from '../../components/formSummary';
import { TextField } from '../../components/TextField';
import { useSendResetPasswordMutation } from '../../graphql/__generated__/hooks';
import { forgotPasswordSchema } from '../../rules/forgotPassword';
import { resultText } from '../../components/resultText';
import '../../styles/public-pages.css';


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
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { emailOrPnr: '' }, shouldFocusError: false });

  // The form (and its focused button) is replaced by the confirmation: focus goes to it.
  useLayoutEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = handleSubmit(
    async ({ emailOrPnr }) => {
      if (sending) return;
      setSending(true);
      setServerError(null);
      try {
        const { data } = await sendResetPassword({ variables: { user: { emailOrPnr } } });
        const result = data?.sendResetPassword;
        if (result && !result.error) setSent(true);
        else setServerError(resultText(result));
      } catch {
        setServerError(resultText(null));
      } finally {
        setSending(false);
      }
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <div className="page page--narrow">
      <h1>{forgotPasswordTexts.title}</h1>
      {sent ? (
        <div className="confirmation" role="status" tabIndex={-1} ref={sentRef}>
          <p className="alert alert--success">{forgotPasswordTexts.sent}</p>
          <p>
            <Link to="/login">{forgotPasswordTexts.backToLogin}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{forgotPasswordTexts.intro}</p>
          <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
            <ErrorSummary errors={failedSubmits > 0 ? summaryErrorsOf(errors, FIELD_IDS) : []} focusKey={failedSubmits} />
            <div role="alert" className="form__server-error">
              {serverError && <p className="alert alert--error">{serverError}</p>}
            </div>
            <TextField
              id={FIELD_IDS.emailOrPnr}
              label={forgotPasswordTexts.label}
              description={forgotPasswordTexts.description}
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              error={errors.emailOrPnr?.message}
              {...register('emailOrPnr')}
            />
            <div className="form__actions">
              <button type="submit" className="button">
                {forgotPasswordTexts.submit}
              </button>
              <Link to="/login" className="form__secondary-link">
                {forgotPasswordTexts.backToLogin}
              </Link>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
