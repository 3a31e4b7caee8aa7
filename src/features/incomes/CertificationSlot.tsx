// One certificate slot of an income (spec 001 §3 Income certification, §5, §7): its state (approved, waiting for
// review, rejected with the reason, marked missing with the reason, or empty), its files with the owner's download
// and a delete, a file upload with progress and cancel, and marking the certificate missing with a required reason
// (or undoing the mark). An approved slot takes nothing more.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useUpload } from '../../app/useUpload';
import { FormShell } from '../../components/form/FormShell';
import { FileUpload } from '../../components/form/FileUpload';
import { TextAreaField } from '../../components/form/TextAreaField';
import { uploadFileSchema } from '../../components/form/uploadFileSchema';
import { useSaveAction } from '../../components/form/useSaveAction';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import type { GetIncomeCertificationsQuery } from '../../graphql/__generated__/hooks';
import { incomeMessages, missingReasonSchema } from '../../rules/incomes';
import { UPLOAD_ACCEPT } from '../../rules/upload';
import { z } from '../../rules/zod';
import { addUploadedCertification, type SlotKey, type UploadedCertification } from './certificationCache';
import { useDeleteCertification, useMissingCertification } from './incomeMutations';
import { incomesTexts as t } from './incomesTexts';

export type Slot = GetIncomeCertificationsQuery['getIncomeCertifications']['incomeCertifications'][number]['slots'][number];

export const CERTIFICATION_UPLOAD_PATH = '/incomes/certifications';
const certificationFileUrl = (documentId: number) => `/mypages/api/incomes/certifications/${documentId}/file`;
/** Fetched again a second after an upload (spec 001 §7). */
const AFTER_UPLOAD = ['getIncomeCertifications', 'getIndicators'];

function slotStatus(slot: Slot): string {
  if (slot.approved) return t.status.approved;
  if (slot.rejected) return t.status.rejected;
  if (slot.missing) return t.status.missing;
  if (slot.documents.length > 0) return t.status.notChecked;
  return t.status.empty;
}

const uploadSchema = z.object({ file: uploadFileSchema });
type UploadValues = z.input<typeof uploadSchema>;

function SlotUpload({ idPrefix, slotKey }: { idPrefix: string; slotKey: SlotKey }) {
  const client = useApolloClient();
  const upload = useUpload<UploadedCertification>(AFTER_UPLOAD);
  // A new input after each upload: a file input cannot be emptied by its value.
  const [round, setRound] = useState(0);
  const fileId = `${idPrefix}-file`;
  const { form, shellProps } = useSubmitForm<UploadValues, z.output<typeof uploadSchema>, { document: UploadedCertification }>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { file: null },
    fieldIds: { file: fileId },
    save: ({ file }) =>
      upload.send(
        CERTIFICATION_UPLOAD_PATH,
        {
          name: file.name,
          applicantIncomeId: String(slotKey.applicantIncomeId),
          certificationTypeId: String(slotKey.certificationTypeId),
          slot: String(slotKey.slot),
          contentType: file.type,
        },
        file,
      ),
    successMessage: incomeMessages.certificateUploaded,
    afterSave: () => ({ file: null }),
    onSaved: ({ document }) => {
      addUploadedCertification(client.cache, slotKey, document);
      setRound((r) => r + 1);
    },
  });
  const file = form.watch('file');
  return (
    <FormShell {...shellProps} className="certification__upload" submitLabel={t.upload}>
      <FileUpload
        key={round}
        id={fileId}
        texts={t.file}
        accept={UPLOAD_ACCEPT}
        file={file}
        error={form.formState.errors.file?.message ?? null}
        onChange={(chosen) => form.setValue('file', chosen, { shouldValidate: form.formState.isSubmitted })}
        progress={upload.progress}
        onCancel={upload.cancel}
      />
    </FormShell>
  );
}

const missingSchema = z.object({ missingReason: missingReasonSchema });
type MissingValues = z.input<typeof missingSchema>;

function MissingForm({ idPrefix, slotKey, onDone }: { idPrefix: string; slotKey: SlotKey; onDone: () => void }) {
  const markMissing = useMissingCertification();
  const { fieldProps, shellProps } = useSubmitForm<MissingValues, z.output<typeof missingSchema>>({
    resolver: zodResolver(missingSchema),
    defaultValues: { missingReason: '' },
    fieldIds: { missingReason: `${idPrefix}-missing-reason` },
    save: ({ missingReason }) => markMissing({ ...slotKey, missingReason, missing: true }),
    successMessage: incomeMessages.certificateMarkedMissing,
    onSaved: onDone,
  });
  return (
    <FormShell
      {...shellProps}
      className="certification__missing"
      submitLabel={t.saveMissing}
      actions={
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t.cancel}
        </button>
      }
    >
      <TextAreaField label={t.missingReasonLabel} rows={3} {...fieldProps('missingReason')} />
    </FormShell>
  );
}

export function CertificationSlot({ applicantIncomeId, slot }: { applicantIncomeId: number; slot: Slot }) {
  const slotKey: SlotKey = { applicantIncomeId, certificationTypeId: slot.certificationTypeId, slot: slot.slot };
  const idPrefix = `certification-${applicantIncomeId}-${slot.certificationTypeId}-${slot.slot}`;
  const [marking, setMarking] = useState(false);
  const deleteFile = useDeleteCertification();
  const markMissing = useMissingCertification();
  const action = useSaveAction();

  return (
    <li className="certification" aria-labelledby={`${idPrefix}-title`}>
      <h4 className="certification__title" id={`${idPrefix}-title`}>
        {slot.title} <span className="certification__required">({slot.required ? t.required : t.optional})</span>
      </h4>
      <p className={`certification__status certification__status--${slot.approved ? 'approved' : slot.rejected ? 'rejected' : 'open'}`}>{slotStatus(slot)}</p>
      {slot.rejected && slot.rejectedReason && <p>{t.rejectedReason(slot.rejectedReason)}</p>}
      {slot.missing && slot.missingReason && <p>{t.missingReason(slot.missingReason)}</p>}
      {slot.documents.length > 0 && (
        <ul className="certification__files">
          {slot.documents.map((d) => (
            <li key={d.documentId}>
              <a href={certificationFileUrl(d.documentId)} download>
                {d.name}
              </a>
              {!slot.approved && (
                <>
                  {' '}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t.deleteFile(d.name)}
                    onClick={() => void action.save(() => deleteFile(d.documentId), t.fileDeleted)}
                  >
                    {t.delete}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!slot.approved && (
        <>
          <SlotUpload idPrefix={idPrefix} slotKey={slotKey} />
          {slot.missing ? (
            <button type="button" className="button button--secondary" onClick={() => void action.save(() => markMissing({ ...slotKey, missing: false }), incomeMessages.certificateUnmarked)}>
              {t.undoMissing}
            </button>
          ) : marking ? (
            <MissingForm idPrefix={idPrefix} slotKey={slotKey} onDone={() => setMarking(false)} />
          ) : (
            <button type="button" className="button button--secondary" aria-expanded={false} onClick={() => setMarking(true)}>
              {t.markMissing}
            </button>
          )}
        </>
      )}
    </li>
  );
}
