// The decision on an opened item: start reviewing an uploaded certificate; approve; or reject with a reason (a
// missing certificate's reason: accept it, or ask for the certificate). Each ends with a toast; a decision returns to
// the inbox, where the item is gone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { outcomeOf } from '../../components/form/saveOutcome';
import { useSaveAction } from '../../components/form/useSaveAction';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { REVIEW_REASON_MAX, rejectSchema, type RejectInput } from '../../rules/review';
import { useStaffApproveCertificateMutation } from '../../../operations/staff/review/__generated__/StaffApproveCertificate';
import { useStaffApproveDocumentMutation } from '../../../operations/staff/review/__generated__/StaffApproveDocument';
import { useStaffRejectCertificateMutation } from '../../../operations/staff/review/__generated__/StaffRejectCertificate';
import { useStaffRejectDocumentMutation } from '../../../operations/staff/review/__generated__/StaffRejectDocument';
import { useStaffStartCertificateReviewMutation } from '../../../operations/staff/review/__generated__/StaffStartCertificateReview';
import type { StaffReviewItemFieldsFragment } from '../../../operations/staff/review/__generated__/StaffReviewItemFields';
import { reviewTexts as t } from './reviewTexts';

const REASON_ID = 'review-reason';

export function DecisionPanel({ item }: { item: StaffReviewItemFieldsFragment }) {
  const navigate = useNavigate();
  const isDocument = item.kind === 'DOCUMENT' || item.kind === 'ID_DOCUMENT';
  const missing = item.kind === 'MISSING_REASON';
  const [approveDocument] = useStaffApproveDocumentMutation();
  const [approveCertificate] = useStaffApproveCertificateMutation();
  const [rejectDocument] = useStaffRejectDocumentMutation();
  const [rejectCertificate] = useStaffRejectCertificateMutation();
  const [startReview] = useStaffStartCertificateReviewMutation();
  const action = useSaveAction();
  const variables = { id: item.id };

  const approve = async () => {
    const outcome = await action.save(
      () =>
        outcomeOf(async () =>
          isDocument ? (await approveDocument({ variables })).data?.staffApproveDocument : (await approveCertificate({ variables })).data?.staffApproveCertificate,
        ),
      missing ? t.approvedMissing : t.approved,
    );
    if (outcome?.ok) void navigate('/');
  };
  const start = () => action.save(() => outcomeOf(async () => (await startReview({ variables })).data?.staffStartCertificateReview), t.startedReview);

  const { fieldProps, shellProps, form } = useSubmitForm<RejectInput, { reason: string }>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
    fieldIds: { reason: REASON_ID },
    save: ({ reason }) =>
      outcomeOf(async () =>
        isDocument
          ? (await rejectDocument({ variables: { ...variables, reason } })).data?.staffRejectDocument
          : (await rejectCertificate({ variables: { ...variables, reason } })).data?.staffRejectCertificate,
      ),
    successMessage: missing ? t.rejectedMissing : t.rejected,
    onSaved: () => void navigate('/'),
  });
  const reasonLength = (form.watch('reason') ?? '').trim().length;

  return (
    <section className="review-decision" aria-labelledby="review-decision" aria-busy={action.busy || undefined}>
      <h2 id="review-decision">{t.decideTitle}</h2>
      {item.canStartReview && (
        <>
          <p>{t.startReviewHint}</p>
          <button type="button" className="button" onClick={() => void start()}>
            {t.startReview}
          </button>
        </>
      )}
      {!item.canStartReview && !item.canDecide && <p>{item.kind === 'ID_DOCUMENT' && item.status === 'REJECTED' ? `${t.decided} ${t.followUp}` : t.decided}</p>}
      {item.canDecide && (
        <>
          <p>
            <button type="button" className="button" onClick={() => void approve()}>
              {missing ? t.approveMissing : t.approve}
            </button>
          </p>
          <h3>{missing ? t.rejectTitleMissing : t.rejectTitle}</h3>
          <FormShell {...shellProps} submitLabel={missing ? t.rejectMissing : t.reject} className="review-reject">
            <TextAreaField label={t.reason} description={t.reasonHint} rows={4} counter={{ left: REVIEW_REASON_MAX - reasonLength, max: REVIEW_REASON_MAX }} {...fieldProps('reason')} />
          </FormShell>
        </>
      )}
    </section>
  );
}
