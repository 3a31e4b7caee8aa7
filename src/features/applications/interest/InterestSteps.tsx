// The confirm-interest dialog's steps once the pre-check says yes (spec 001 §2, §4), numbered from 1: the contact
// details (with their editing mode), the co-applicant when there is one, then the showing and the move-in date with
// the confirmations (and, folded, how the incomes were counted). The confirmations are one form over the steps
// (react-hook-form + the schema made from what the pre-check asks); each step's heading takes the focus when the step
// opens. A refused createApplication closes the dialog and shows every validation text as its own toast (the dialog
// keeps the page, and its toasts, inert).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormShell } from '../../../components/form/FormShell';
import { outcomeOf } from '../../../components/form/saveOutcome';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { showToast } from '../../../components/toast/toastStore';
import { useCreateApplicationMutation } from '../../../graphql/__generated__/hooks';
import { confirmSchema, DEFAULT_CONFIRM_VALUES, type ConfirmValues } from '../../../rules/interest-confirmations';
import { applicationToasts } from '../applicationMutations';
import { ContactStep } from './ContactStep';
import { IncomeCalculationLines } from './IncomeCalculationLines';
import type { InterestHome } from './interestHome';
import { interestTexts as t } from './interestTexts';
import { CONFIRM_FIELD_IDS } from './interestSchema';
import type { Validation } from './refusal';

type Step = 'contact' | 'coApplicant' | 'showing';

const STEP_TITLES: Record<Step, string> = { contact: t.contactTitle, coApplicant: t.coApplicantTitle, showing: t.showingTitle };

export interface InterestStepsProps {
  home: InterestHome;
  validation: Validation;
  onCancel: () => void;
  /** The registration is saved (true) or was refused (false): the dialog closes either way. */
  onDone: (registered: boolean) => void;
}

function useCreate(rentalObjectId: string) {
  const [mutate] = useCreateApplicationMutation({ refetchQueries: ['getEstimatedQueuePlace'], awaitRefetchQueries: true });
  return (values: ConfirmValues) => outcomeOf(async () => (await mutate({ variables: { application: { rentalObjectId, ...values } } })).data?.createApplication);
}

export function InterestSteps({ home, validation, onCancel, onDone }: InterestStepsProps) {
  const income = validation.criteria.income.find((c) => c.incomeCalculation)?.incomeCalculation;
  const steps: Step[] = ['contact', ...(validation.coApplicants.length > 0 ? (['coApplicant'] as const) : []), 'showing'];
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState(false);
  const step = steps[index]!;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const create = useCreate(home.rentalObjectId);

  // Each step's heading takes the focus when the step opens (the first one when the pre-check has answered), so a
  // screen reader reads where the applicant is and Tab goes on from there.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const { form, fieldProps, shellProps } = useSubmitForm<ConfirmValues, ConfirmValues>({
    resolver: zodResolver(confirmSchema(validation.accepts)),
    defaultValues: DEFAULT_CONFIRM_VALUES,
    fieldIds: CONFIRM_FIELD_IDS,
    serverErrorsOnFields: false,
    save: async (values) => {
      const outcome = await create(values);
      if (!outcome.ok) {
        onDone(false);
        const texts = outcome.validationErrors.map((e) => e.text).filter(Boolean);
        for (const text of texts.length > 0 ? texts : [t.createFailed]) showToast('error', text);
      }
      return outcome;
    },
    onFailure: () => undefined,
    successMessage: applicationToasts.created,
    onSaved: () => onDone(true),
  });

  const next = async () => {
    if (step === 'coApplicant' && !(await form.trigger('coApplicantConfirm'))) {
      document.getElementById(CONFIRM_FIELD_IDS.coApplicantConfirm)?.focus();
      return;
    }
    setIndex(index + 1);
  };
  const back = (
    <button type="button" className="button button--secondary" onClick={() => setIndex(index - 1)}>
      {t.back}
    </button>
  );
  const cancel = (
    <button type="button" className="button button--secondary" onClick={onCancel}>
      {t.cancel}
    </button>
  );

  return (
    <>
      <p className="interest-dialog__step">{t.step(index + 1, steps.length)}</p>
      <h3 className="interest-dialog__title" tabIndex={-1} ref={headingRef}>
        {STEP_TITLES[step]}
      </h3>
      {step === 'contact' && <ContactStep editing={editing} setEditing={setEditing} />}
      {step === 'coApplicant' && (
        <>
          <p>{t.coApplicantIntro}</p>
          <ul className="interest-dialog__list">
            {validation.coApplicants.map((c) => (
              <li key={c.applicantId}>{c.confirmed ? t.coApplicantConfirmed(c.name) : t.coApplicantPending(c.name)}</li>
            ))}
          </ul>
          {validation.accepts.coApplicant && <p>{t.requiredNote}</p>}
          <CheckboxField label={t.coApplicantConfirm} required={validation.accepts.coApplicant} {...fieldProps('coApplicantConfirm')} />
        </>
      )}
      {step === 'showing' ? (
        <FormShell {...shellProps} submitLabel={t.submit} intro={<p>{t.requiredNote}</p>} actions={<>{back}{cancel}</>}>
          <p>{home.showingType ? t.showing(home.showingType) : null}</p>
          {home.showingText && <p>{home.showingText}</p>}
          {home.showingIsMandatory && <p>{t.showingMandatory}</p>}
          <p>{t.replyTime}</p>
          {/* The engine's rule (application-stages.ts: START_CHECK and ACCEPT_OFFER cancel the others), said before registering. */}
          <p>{t.othersCancelled}</p>
          {home.moveInDateFormated && <p>{t.moveIn(home.moveInDateFormated)}</p>}
          {income && (
            <details>
              <summary>{t.incomeDetails}</summary>
              <IncomeCalculationLines calculation={income} />
            </details>
          )}
          {validation.accepts.showing && <CheckboxField label={t.showingConfirm} required {...fieldProps('showingConfirm')} />}
          {validation.accepts.moveInDate && <CheckboxField label={t.moveInDateConfirm(home.moveInDateFormated || 'på inflyttningsdagen')} required {...fieldProps('moveInDateConfirm')} />}
          {validation.accepts.shortTime && <CheckboxField label={t.shortTimeConfirm} required {...fieldProps('shortTimeConfirm')} />}
        </FormShell>
      ) : (
        !editing && (
          <div className="modal__actions">
            <button type="button" className="button" onClick={() => void next()}>
              {t.next}
            </button>
            {index > 0 && back}
            {cancel}
          </div>
        )
      )}
    </>
  );
}
