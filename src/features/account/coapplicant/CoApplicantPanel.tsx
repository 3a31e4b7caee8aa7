// The co-applicant section (spec 000 §2, §3, §4, §6): invite by personnummer or e-mail, see one's
// own request waiting, answer a received request, and remove the co-applicant after a confirmation.
// Applicants and co-applicants alike may do all of it. After a change the focus goes to the
// section heading, since the button that was pressed is gone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { useGetCoApplicantQuery, useGetCoApplicantRequestQuery } from '../../../graphql/__generated__/hooks';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { TextField } from '../../../components/form/TextField';
import { resultText } from '../../../components/resultText';
import type { SaveOutcome } from '../../../components/form/saveOutcome';
import { useSaveAction } from '../../../components/form/useSaveAction';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { useAcceptCoApplicant, useAddCoApplicant, useDeleteCoApplicant, useRejectCoApplicant } from './coApplicantMutations';
import { coApplicantRequestSchema, type CoApplicantRequest, type CoApplicantRequestInput } from './coApplicantRules';
import { coApplicantView } from './coApplicantView';

export const CO_APPLICANT_FIELD_IDS = { pnrOrEmail: 'coapplicant-pnr-or-email' } as const;

function InviteForm({ onSent }: { onSent: () => void }) {
  const add = useAddCoApplicant();
  const { fieldProps, summary, saving, onSubmit } = useSubmitForm<CoApplicantRequestInput, CoApplicantRequest>({
    resolver: zodResolver(coApplicantRequestSchema),
    defaultValues: { pnrOrEmail: '' },
    fieldIds: CO_APPLICANT_FIELD_IDS,
    save: ({ pnrOrEmail }) => add(pnrOrEmail),
    successMessage: 'Förfrågan är skickad',
    afterSave: () => ({ pnrOrEmail: '' }),
    onSaved: onSent,
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <TextField
        label="Personnummer eller e-post"
        description="Personnummer med 12 siffror (ÅÅÅÅMMDDNNNN) eller e-postadressen till personens konto. Personen måste godkänna förfrågan."
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...fieldProps('pnrOrEmail')}
      />
      <div className="form__actions">
        <button type="submit" className="button">
          Skicka förfrågan
        </button>
      </div>
    </form>
  );
}

function RemoveDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal labelledBy="remove-coapplicant-title" describedBy="remove-coapplicant-text" onEscape={onCancel}>
      <h2 className="modal__title" id="remove-coapplicant-title">
        Ta bort medsökande?
      </h2>
      <p id="remove-coapplicant-text">Kopplingen mellan dig och {name} tas bort. Vill ni bli medsökande igen måste en ny förfrågan skickas och godkännas.</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onConfirm}>
          Ja, ta bort
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Avbryt
        </button>
      </div>
    </Modal>
  );
}

export function CoApplicantPanel() {
  const coApplicantQuery = useGetCoApplicantQuery();
  const requestQuery = useGetCoApplicantRequestQuery();
  const accept = useAcceptCoApplicant();
  const reject = useRejectCoApplicant();
  const remove = useDeleteCoApplicant();
  const { busy, save } = useSaveAction();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const coApplicantResult = coApplicantQuery.data?.getCoApplicant;
  const requestResult = requestQuery.data?.getCoApplicantRequest;
  const loading = (coApplicantQuery.loading && !coApplicantResult) || (requestQuery.loading && !requestResult);
  const failed = [coApplicantResult, requestResult].find((r) => r?.error);
  const queryError = coApplicantQuery.error ?? requestQuery.error;

  const focusHeading = () => headingRef.current?.focus();

  const run = async (action: () => Promise<SaveOutcome>, successMessage: string) => {
    if ((await save(action, successMessage))?.ok) focusHeading();
  };

  const view = coApplicantView(coApplicantResult?.coApplicant, requestResult?.coApplicantRequest, requestResult?.sentRequest);

  return (
    <section className="settings-section" aria-labelledby="coapplicant-heading" aria-busy={busy || undefined}>
      <h2 id="coapplicant-heading" tabIndex={-1} ref={headingRef}>
        Medsökande
      </h2>
      <p>En medsökande söker bostad tillsammans med dig. Du kan ha en medsökande.</p>
      {loading && <Spinner />}
      {!loading && (failed || queryError) && (
        <p className="alert alert--error" role="alert">
          {resultText(failed)}
        </p>
      )}
      {!loading && !failed && !queryError && (
        <>
          {view.kind === 'partner' && (
            <>
              <p className="coapplicant__status">
                {view.isHead ? 'Din medsökande är ' : 'Du är medsökande till '}
                <strong>{view.name}</strong>.
              </p>
              <div className="form__actions">
                <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                  Ta bort medsökande
                </button>
              </div>
              {confirming && (
                <RemoveDialog
                  name={view.name}
                  onCancel={() => setConfirming(false)}
                  onConfirm={() => {
                    setConfirming(false);
                    void run(remove, 'Din medsökande är borttagen');
                  }}
                />
              )}
            </>
          )}
          {view.kind === 'received' && (
            <>
              <p className="coapplicant__status">
                <strong>{view.name}</strong> har skickat en förfrågan om att ni ska vara huvudsökande och medsökande.
              </p>
              <div className="form__actions">
                <button type="button" className="button" onClick={() => void run(() => accept(view.requesterId), 'Du har godkänt förfrågan')}>
                  Godkänn
                </button>
                <button type="button" className="button button--secondary" onClick={() => void run(() => reject(view.requesterId), 'Du har avböjt förfrågan')}>
                  Avböj
                </button>
              </div>
            </>
          )}
          {view.kind === 'sent' && (
            <>
              <p className="coapplicant__status">
                Din förfrågan till <strong>{view.name}</strong> väntar på svar.
              </p>
              <div className="form__actions">
                <button type="button" className="button button--secondary" onClick={() => void run(remove, 'Din förfrågan är återkallad')}>
                  Återkalla förfrågan
                </button>
              </div>
            </>
          )}
          {view.kind === 'none' && <InviteForm onSent={focusHeading} />}
        </>
      )}
    </section>
  );
}
