// The life of a registration (spec 000 §4): the form; on the server's markers the manual form (person not in
// the population register) or BankID identification (protected identity) and a resubmit with its proof; on
// success the next page. A full registration logs the person in; a co-applicant registration does not.
import { useReactiveVar } from '@apollo/client/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { adoptServerSession, checkSession } from '../../app/session/sessionActions';
import { sessionVar } from '../../app/session/sessionState';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import type { FailedOutcome, SaveOutcome } from '../../components/form/saveOutcome';
import { Spinner } from '../../components/Spinner';
import { BankIdPanel, startReregistrationSession, type CollectAnswer } from '../bankid';
import { LoggedInRefusal } from './LoggedInRefusal';
import { submitRegistration, type RegistrationKind, type RegistrationReply } from './registrationApi';
import { emptyRegistrationValues, registrationRequest, type FormVariant, type RegistrationValues } from './registrationForm';
import { RegistrationForm } from './RegistrationForm';
import '../../styles/public-pages.css';

export const registrationFlowTexts = {
  queue: {
    title: 'Ställ dig i bostadskön',
    intro: 'Registrera dig för att ställa dig i bostadskön. När kontot är skapat betalar du köavgiften.',
  },
  coApplicant: {
    title: 'Registrera dig som medsökande',
    intro:
      'Som medsökande får du ett kostnadsfritt konto som kopplas till den du ska söka bostad tillsammans med. Du har ingen egen kötid och kan inte göra egna intresseanmälningar.',
  },
  formHeading: 'Dina uppgifter',
  manualHeading: 'Registrering utan svenskt personnummer',
  manualIntro: 'Fyll i ditt namn, ditt födelsedatum och din adress. Du loggar sedan in med din e-postadress.',
  toManual: 'Jag har inget svenskt personnummer',
  toPnr: 'Jag har ett svenskt personnummer',
  bankIdHeading: 'Identifiera dig med BankID',
  bankIdBack: 'Ändra dina uppgifter',
  sending: 'Skickar din registrering…',
  completing: 'Din registrering är klar. Vänta medan vi fortsätter…',
} as const;

type Stage = { kind: 'form' } | { kind: 'bankid'; values: RegistrationValues; message: string };

export function RegistrationFlow({ kind }: { kind: RegistrationKind }) {
  const texts = registrationFlowTexts[kind];
  useDocumentTitle(texts.title);
  const session = useReactiveVar(sessionVar);
  const navigate = useNavigate();

  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [variant, setVariant] = useState<FormVariant>('pnr');
  const [draft, setDraft] = useState<RegistrationValues>(emptyRegistrationValues);
  const [formKey, setFormKey] = useState(0);
  const [idDocument, setIdDocument] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  // A refusal of the send from the BankID step, shown by the form it returns to.
  const [returnFailure, setReturnFailure] = useState<FailedOutcome | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [completing, setCompleting] = useState(false);

  // After a change of stage or form variant, reading goes on from the new part's heading (or the notice
  // that says why the manual form is shown).
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const bankIdHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const target = stage.kind === 'bankid' ? bankIdHeadingRef.current : (notFound ? noticeRef.current : null) ?? formHeadingRef.current;
    target?.focus();
    // Only a new request moves focus, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  const moveFocus = () => setFocusRequest((n) => n + 1);

  if (session.isLoading) return <Spinner />;
  if (completing) return <Spinner label={registrationFlowTexts.completing} />;
  if (session.isAuthenticated) return <LoggedInRefusal title={texts.title} />;

  const finish = async (paymentRedirectUrl: string | null) => {
    if (kind === 'coApplicant') {
      navigate('/registrationcocomplete', { replace: true });
      return;
    }
    // The server has logged the new applicant in.
    setCompleting(true);
    await adoptServerSession();
    if (paymentRedirectUrl) window.location.assign(paymentRedirectUrl);
    else navigate('/registration/registrationcomplete', { replace: true });
  };

  /** A fresh form (a new variant, or back from BankID) with what was typed, and the failure it shows, if any. */
  const showForm = (values: RegistrationValues, failure: FailedOutcome | null = null) => {
    setDraft(values);
    setReturnFailure(failure);
    setFormKey((k) => k + 1);
    setStage({ kind: 'form' });
  };

  /** Sends the registration with the chosen identity document. */
  const send = async (values: RegistrationValues, formVariant: FormVariant, bankIdToken?: string | null): Promise<RegistrationReply> => {
    const request = registrationRequest(formVariant, values, bankIdToken);
    const { file } = idDocument;
    let reply: RegistrationReply;
    if (file) {
      // Only a file takes long enough to show how far its upload has come.
      setUploadProgress(0);
      reply = await submitRegistration(kind, request, file, ({ loaded, total }) => setUploadProgress(total ? loaded / total : null)).finally(() =>
        setUploadProgress(null),
      );
    } else reply = await submitRegistration(kind, request, null);
    // Another tab has logged in: the page turns into the refusal once the session is known.
    if (!reply.ok && reply.loggedIn) void checkSession();
    return reply;
  };

  /** A refusal: the server's markers move the page on (BankID, the manual form), else it is the form's to show. */
  const refusal = (reply: Extract<RegistrationReply, { ok: false }>, values: RegistrationValues): FailedOutcome | undefined => {
    if (reply.bankIdRequired) {
      setStage({ kind: 'bankid', values, message: reply.message });
      moveFocus();
      return undefined;
    }
    if (reply.showNoSwedishPersonalNumberForm && kind === 'queue') {
      setNotFound(reply.message);
      setVariant('manual');
      showForm(values);
      moveFocus();
      return undefined;
    }
    const fileError = reply.validationErrors.find((e) => e.code === 'file');
    if (fileError) setIdDocument((d) => ({ ...d, error: fileError.text }));
    return { ok: false, message: reply.message, validationErrors: reply.validationErrors };
  };

  const saveForm = async (values: RegistrationValues): Promise<SaveOutcome<{ paymentRedirectUrl: string | null }> | undefined> => {
    const reply = await send(values, variant);
    return reply.ok ? reply : refusal(reply, values);
  };

  /** The send after BankID identification; a returned string is shown by the BankID panel (identification did not help). */
  const sendIdentified = async (values: RegistrationValues, bankIdToken: string | null): Promise<string | void> => {
    const reply = await send(values, 'pnr', bankIdToken);
    if (reply.ok) return finish(reply.paymentRedirectUrl);
    if (reply.bankIdRequired && bankIdToken) return reply.message;
    const failure = refusal(reply, values);
    if (failure) showForm(values, failure);
  };

  const switchVariant = (to: FormVariant) => (typed: RegistrationValues) => {
    setNotFound(null);
    setVariant(to);
    showForm(typed);
    moveFocus();
  };

  return (
    <div className="page page--narrow">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>

      {stage.kind === 'form' && (
        <section className="page-section" aria-labelledby="registration-form-heading">
          <h2 id="registration-form-heading" tabIndex={-1} ref={formHeadingRef}>
            {variant === 'manual' ? registrationFlowTexts.manualHeading : registrationFlowTexts.formHeading}
          </h2>
          <RegistrationForm
            key={formKey}
            kind={kind}
            variant={variant}
            defaultValues={draft}
            file={idDocument.file}
            fileError={idDocument.error}
            uploadProgress={uploadProgress}
            onFileChange={(file, error) => setIdDocument({ file, error })}
            initialFailure={returnFailure}
            save={saveForm}
            onRegistered={(paymentRedirectUrl) => void finish(paymentRedirectUrl)}
            notice={
              variant === 'manual' && (
                <div className="alert alert--info" tabIndex={-1} ref={noticeRef}>
                  {notFound && <p>{notFound}</p>}
                  <p>{registrationFlowTexts.manualIntro}</p>
                </div>
              )
            }
            switchVariant={
              kind === 'queue'
                ? variant === 'pnr'
                  ? { label: registrationFlowTexts.toManual, onSwitch: switchVariant('manual') }
                  : { label: registrationFlowTexts.toPnr, onSwitch: switchVariant('pnr') }
                : undefined
            }
          />
        </section>
      )}

      {stage.kind === 'bankid' && (
        <section className="page-section" aria-labelledby="registration-bankid-heading">
          <h2 id="registration-bankid-heading" tabIndex={-1} ref={bankIdHeadingRef}>
            {registrationFlowTexts.bankIdHeading}
          </h2>
          <p>{stage.message}</p>
          <BankIdPanel
            start={(isQrCode) => startReregistrationSession({ pnr: stage.values.personalIdentityNumber.trim(), isQrCode })}
            onComplete={(answer: CollectAnswer) => sendIdentified(stage.values, answer.bankIdToken)}
            renderComplete={() => <Spinner label={registrationFlowTexts.sending} />}
          />
          <p className="page-section">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                showForm(stage.values);
                moveFocus();
              }}
            >
              {registrationFlowTexts.bankIdBack}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
