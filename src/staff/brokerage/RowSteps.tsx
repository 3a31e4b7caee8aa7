// The steps one registration's stage allows: attendance after an invitation; the check's outcome; sending an accepted
// offer to the landlord; the landlord's answer; the signing (asked first: everyone else loses the home) or why it
// failed. A step that needs words opens a form in a dialog (the shared rules of src/rules/brokerage.ts). Each button
// names the applicant to assistive technology; each step ends with a toast and the table read again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { Modal } from '../../components/Modal';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { outcomeOf, type MutationResultLike } from '../../components/form/saveOutcome';
import { useSaveAction } from '../../components/form/useSaveAction';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { checkFailedSchema, landlordRejectedSchema, signFailedSchema } from '../../rules/brokerage';
import { z } from '../../rules/zod';
import { useStaffCheckFailedMutation } from '../../../operations/staff/brokerage/__generated__/StaffCheckFailed';
import { useStaffCheckPassedMutation } from '../../../operations/staff/brokerage/__generated__/StaffCheckPassed';
import { useStaffContractSignedMutation } from '../../../operations/staff/brokerage/__generated__/StaffContractSigned';
import { useStaffLandlordApprovedMutation } from '../../../operations/staff/brokerage/__generated__/StaffLandlordApproved';
import { useStaffLandlordRejectedMutation } from '../../../operations/staff/brokerage/__generated__/StaffLandlordRejected';
import { useStaffProposeToLandlordMutation } from '../../../operations/staff/brokerage/__generated__/StaffProposeToLandlord';
import { useStaffRegisterAttendanceMutation } from '../../../operations/staff/brokerage/__generated__/StaffRegisterAttendance';
import { useStaffSignFailedMutation } from '../../../operations/staff/brokerage/__generated__/StaffSignFailed';
import { brokerageTexts as t } from './brokerageTexts';
import { refetchPipeline, type Pipeline } from './pipeline';
import { useConfirm } from './useConfirm';

type Applicant = Pipeline['applicants'][number];
type Dialog = 'checkFailed' | 'landlordRejected' | 'signFailed' | null;

function StepButton({ label, name, secondary, onClick }: { label: string; name: string; secondary?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={secondary ? 'button button--secondary' : 'button'} aria-label={`${label}: ${name}`} onClick={onClick}>
      {label}
    </button>
  );
}

export function RowSteps({ applicant }: { applicant: Applicant }) {
  const applicationId = applicant.applicationId;
  const name = applicant.applicantName;
  const [attendance] = useStaffRegisterAttendanceMutation(refetchPipeline);
  const [checkPassed] = useStaffCheckPassedMutation(refetchPipeline);
  const [propose] = useStaffProposeToLandlordMutation(refetchPipeline);
  const [approved] = useStaffLandlordApprovedMutation(refetchPipeline);
  const [signed] = useStaffContractSignedMutation(refetchPipeline);
  const action = useSaveAction();
  const { ask, dialog } = useConfirm();
  const [open, setOpen] = useState<Dialog>(null);
  const take = (run: () => Promise<MutationResultLike | null | undefined>, success: string) => void action.save(() => outcomeOf(run), success);
  const sign = async () => {
    if (!(await ask(t.signedTitle, t.signedText(name)))) return;
    take(async () => (await signed({ variables: { applicationId } })).data?.staffContractSigned, t.signedSaved);
  };

  let buttons: ReactNode = null;
  switch (applicant.stage) {
    case 'SHOWING_INVITED':
      buttons = (
        <>
          <StepButton label={t.attended} name={name} onClick={() => take(async () => (await attendance({ variables: { applicationId, attended: true } })).data?.staffRegisterAttendance, t.attendanceSaved)} />
          <StepButton label={t.missed} name={name} secondary onClick={() => take(async () => (await attendance({ variables: { applicationId, attended: false } })).data?.staffRegisterAttendance, t.attendanceSaved)} />
        </>
      );
      break;
    case 'CHECK':
      buttons = (
        <>
          <StepButton label={t.checkPassed} name={name} onClick={() => take(async () => (await checkPassed({ variables: { applicationId } })).data?.staffCheckPassed, t.checkPassedSaved)} />
          <StepButton label={t.checkFailed} name={name} secondary onClick={() => setOpen('checkFailed')} />
        </>
      );
      break;
    case 'ACCEPTED':
      buttons = <StepButton label={t.propose} name={name} onClick={() => take(async () => (await propose({ variables: { applicationId } })).data?.staffProposeToLandlord, t.proposed)} />;
      break;
    case 'PROPOSED':
      buttons = (
        <>
          <StepButton label={t.landlordApproved} name={name} onClick={() => take(async () => (await approved({ variables: { applicationId } })).data?.staffLandlordApproved, t.landlordApprovedSaved)} />
          <StepButton label={t.landlordRejected} name={name} secondary onClick={() => setOpen('landlordRejected')} />
        </>
      );
      break;
    case 'LANDLORD_APPROVED':
      buttons = (
        <>
          <StepButton label={t.signed} name={name} onClick={() => void sign()} />
          <StepButton label={t.signFailed} name={name} secondary onClick={() => setOpen('signFailed')} />
        </>
      );
      break;
  }
  const close = () => setOpen(null);
  return (
    <>
      {buttons}
      {open === 'checkFailed' && <CheckFailedDialog applicationId={applicationId} name={name} onClose={close} />}
      {open === 'landlordRejected' && <LandlordRejectedDialog applicationId={applicationId} name={name} onClose={close} />}
      {open === 'signFailed' && <SignFailedDialog applicationId={applicationId} name={name} onClose={close} />}
      {dialog}
    </>
  );
}

function StepDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onEscape={onClose}>
      <h2 className="modal__title" id={titleId}>
        {title}
      </h2>
      {children}
    </Modal>
  );
}

const cancelButton = (onClose: () => void) => (
  <button type="button" className="button button--secondary" onClick={onClose}>
    {t.cancel}
  </button>
);

/** One unmet requirement a line. */
const checkFailedForm = z.object({ unmetRequirements: z.string().transform((s) => s.split('\n')).pipe(checkFailedSchema.shape.unmetRequirements) });

function CheckFailedDialog({ applicationId, name, onClose }: { applicationId: number; name: string; onClose: () => void }) {
  const [checkFailed] = useStaffCheckFailedMutation(refetchPipeline);
  const { fieldProps, shellProps } = useSubmitForm<z.input<typeof checkFailedForm>, z.output<typeof checkFailedForm>>({
    resolver: zodResolver(checkFailedForm),
    defaultValues: { unmetRequirements: '' },
    fieldIds: { unmetRequirements: `unmet-${applicationId}` },
    save: ({ unmetRequirements }) => outcomeOf(async () => (await checkFailed({ variables: { applicationId, unmetRequirements } })).data?.staffCheckFailed),
    successMessage: t.checkFailedSaved,
    onSaved: onClose,
  });
  return (
    <StepDialog title={`${t.checkFailed}: ${name}`} onClose={onClose}>
      <FormShell {...shellProps} submitLabel={t.save} actions={cancelButton(onClose)}>
        <TextAreaField label={t.unmet} description={t.unmetHint} rows={4} {...fieldProps('unmetRequirements')} />
      </FormShell>
    </StepDialog>
  );
}

const reasonForm = landlordRejectedSchema.shape.reasons.element;

function LandlordRejectedDialog({ applicationId, name, onClose }: { applicationId: number; name: string; onClose: () => void }) {
  const [rejected] = useStaffLandlordRejectedMutation(refetchPipeline);
  const { fieldProps, shellProps } = useSubmitForm<z.input<typeof reasonForm>, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { title: '', reason: '' },
    fieldIds: { title: `refusal-title-${applicationId}`, reason: `refusal-reason-${applicationId}` },
    save: (reason) => outcomeOf(async () => (await rejected({ variables: { applicationId, reasons: [reason] } })).data?.staffLandlordRejected),
    successMessage: t.landlordRejectedSaved,
    onSaved: onClose,
  });
  return (
    <StepDialog title={`${t.landlordRejected}: ${name}`} onClose={onClose}>
      <FormShell {...shellProps} submitLabel={t.save} actions={cancelButton(onClose)}>
        <TextField label={t.reasonTitle} {...fieldProps('title')} />
        <TextAreaField label={t.reasonText} rows={3} {...fieldProps('reason')} />
      </FormShell>
    </StepDialog>
  );
}

function SignFailedDialog({ applicationId, name, onClose }: { applicationId: number; name: string; onClose: () => void }) {
  const [signFailed] = useStaffSignFailedMutation(refetchPipeline);
  const { fieldProps, shellProps } = useSubmitForm<z.input<typeof signFailedSchema>, z.output<typeof signFailedSchema>>({
    resolver: zodResolver(signFailedSchema),
    defaultValues: { reason: '' },
    fieldIds: { reason: `sign-failed-${applicationId}` },
    save: ({ reason }) => outcomeOf(async () => (await signFailed({ variables: { applicationId, reason } })).data?.staffSignFailed),
    successMessage: t.signFailedSaved,
    onSaved: onClose,
  });
  return (
    <StepDialog title={`${t.signFailed}: ${name}`} onClose={onClose}>
      <FormShell {...shellProps} submitLabel={t.save} actions={cancelButton(onClose)}>
        <TextAreaField label={t.signFailedReason} rows={3} {...fieldProps('reason')} />
      </FormShell>
    </StepDialog>
  );
}
