// The dialog of leaving the queue (spec 000 §2, §4): irreversible, so it takes the typed confirmation word and a
// BankID signature of the consequence. The server then closes the account and ends every session; here the session
// is ended too (through /logout: state, storage and cache) and the user lands on the start page with a toast.
// Loaded when the dialog opens (LeaveQueueSection.tsx): its form, zod and BankID are not part of the account page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from '../../../rules/zod';
import { showToast } from '../../../components/toast/toastStore';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { TextField } from '../../../components/form/TextField';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { Modal } from '../../../components/Modal';
import { resultText } from '../../../components/resultText';
import { useUnregisterApplicantMutation, type UnregisterApplicantMutation } from '../../../graphql/__generated__/hooks';
import { deregistrationMessages, isConfirmationWord } from '../../../rules/deregistration';
import { leaveQueueTexts } from './leaveQueueTexts';
import { BankIdPanel, startDeregistrationSession, type CollectAnswer } from '../../bankid';

const FIELD_IDS = { confirmationWord: 'leave-queue-confirmationWord' } as const;

const confirmationSchema = z.object({
  confirmationWord: z.string().refine(isConfirmationWord, deregistrationMessages.wrongWord),
});
type ConfirmationInput = z.input<typeof confirmationSchema>;

function ConfirmStep({ onConfirmed, onClose }: { onConfirmed: (word: string) => void; onClose: () => void }) {
  // Nothing is sent yet: a right word moves on to the signing step.
  const { fieldProps, summary, onSubmit } = useSubmitForm<ConfirmationInput, ConfirmationInput>({
    resolver: zodResolver(confirmationSchema),
    defaultValues: { confirmationWord: '' },
    fieldIds: FIELD_IDS,
    save: async ({ confirmationWord }) => {
      onConfirmed(confirmationWord.trim());
      return { ok: true };
    },
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <TextField
        label={leaveQueueTexts.confirmLabel}
        autoComplete="off"
        spellCheck={false}
        {...fieldProps('confirmationWord')}
      />
      <div className="modal__actions">
        <button type="submit" className="button">
          {leaveQueueTexts.next}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {leaveQueueTexts.close}
        </button>
      </div>
    </form>
  );
}

export default function LeaveQueueDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const [unregisterApplicant] = useUnregisterApplicantMutation();
  const [word, setWord] = useState<string | null>(null);
  const signIntroRef = useRef<HTMLParagraphElement>(null);

  // The confirm step's button goes away: reading and tabbing go on from the signing step.
  useLayoutEffect(() => {
    if (word !== null) signIntroRef.current?.focus();
  }, [word]);

  const unregister = async (answer: CollectAnswer): Promise<string | void> => {
    if (!answer.bankIdToken || word === null) return deregistrationMessages.notSigned;
    let result: UnregisterApplicantMutation['unregisterApplicant'] | undefined;
    try {
      const { data } = await unregisterApplicant({ variables: { applicant: { confirmationWord: word, bankIdToken: answer.bankIdToken } } });
      result = data?.unregisterApplicant;
    } catch {
      return resultText(null);
    }
    if (!result || result.error) return resultText(result);
    showToast('success', deregistrationMessages.done);
    // The logout page ends the session here too (state, storage, cache) and goes on to the start page. Logging
    // out from this protected page instead would let the route guard send the user to the login page first.
    navigate('/logout', { replace: true });
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onClose}>
      <h2 id={titleId} className="modal__title">
        {leaveQueueTexts.heading}
      </h2>
      <p id={textId}>{leaveQueueTexts.consequence}</p>
      {word === null ? (
        <ConfirmStep onConfirmed={setWord} onClose={onClose} />
      ) : (
        <>
          <p tabIndex={-1} ref={signIntroRef}>
            {leaveQueueTexts.signIntro}
          </p>
          <BankIdPanel
            start={(isQrCode) => startDeregistrationSession({ isQrCode })}
            onComplete={unregister}
            renderComplete={() => <p>{leaveQueueTexts.finishing}</p>}
          />
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {leaveQueueTexts.closeSigning}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
