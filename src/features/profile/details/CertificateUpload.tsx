// A questionnaire's certificate (spec 001 §3 Student, Misc; §7): the newest one sent with its review state (and the
// case handler's reason when rejected), and an upload of a new one through the documents route with the certificate's
// document type, with the upload's progress and a cancel. The sent file shows at once from the upload's answer; the
// document, the indicators and the answers are fetched again a second later (useUpload, spec 001 §7).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useUpload } from '../../../app/useUpload';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { FileUpload } from '../../../components/form/FileUpload';
import { uploadFileSchema } from '../../../components/form/uploadFileSchema';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import type { ProfileDocumentFieldsFragment } from '../../../graphql/__generated__/hooks';
import { ALLOWED_EXTENSIONS, DOCUMENT_TYPE_IDS, UPLOAD_ACCEPT } from '../../../rules/upload';
import { z } from '../../../rules/zod';
import { detailsTexts as t } from './detailsTexts';

type ProfileDocument = NonNullable<ProfileDocumentFieldsFragment['document']>;

export interface CertificateUploadProps {
  id: string;
  /** The certificate's name: the field's label and the stored document's description. */
  label: string;
  documentType: 'STUDY_CERTIFICATE' | 'ECONOMIC_SUPPORT';
  /** The municipality of an economic-support decision. */
  regionId?: number | null;
  current: ProfileDocument | null | undefined;
  /** The document's own query, fetched again after an upload. */
  query: 'getStudentCertificationDocument' | 'getEconomicSupportDocument';
}

const fileTexts = {
  description: `En fil, högst 10 MB, av typen ${ALLOWED_EXTENSIONS.join(', ')}.`,
  chosen: 'Vald fil:',
  remove: 'Ta bort filen',
  progress: 'Uppladdning av',
  cancel: 'Avbryt uppladdningen',
} as const;

function DocumentState({ document }: { document: Pick<ProfileDocument, 'name' | 'documentStatus' | 'disapprovalReason'> }) {
  const status = document.documentStatus === 'REJECTED' && document.disapprovalReason ? t.document.rejectedBecause(document.disapprovalReason) : t.document.status[document.documentStatus];
  return (
    <p className="certificate__current">
      {t.document.current}: {document.name} – {status}
    </p>
  );
}

const certificateSchema = z.object({ file: uploadFileSchema });
type CertificateValues = z.input<typeof certificateSchema>;
const EMPTY: CertificateValues = { file: null };

export function CertificateUpload({ id, label, documentType, regionId, current, query }: CertificateUploadProps) {
  const upload = useUpload<ProfileDocument>([query, 'getIndicators', 'getInformation']);
  const [sent, setSent] = useState<ProfileDocument | null>(null);
  // A new file input after each upload: a file input cannot be emptied by its value.
  const [round, setRound] = useState(0);
  const { form, summary, saving, onSubmit } = useSubmitForm<CertificateValues, z.output<typeof certificateSchema>, { document: ProfileDocument }>({
    resolver: zodResolver(certificateSchema),
    defaultValues: EMPTY,
    fieldIds: { file: id },
    save: ({ file }) => {
      const fields: Record<string, string> = { name: file.name, description: label, contentType: file.type, documentTypeId: String(DOCUMENT_TYPE_IDS[documentType]) };
      if (regionId) fields.regionId = String(regionId);
      return upload.send('/documents', fields, file);
    },
    successMessage: t.document.uploaded,
    afterSave: () => EMPTY,
    onSaved: ({ document }) => {
      setSent(document);
      setRound((r) => r + 1);
    },
  });
  const shown = sent ?? current;

  return (
    <form className="form certificate" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      {shown && <DocumentState document={shown} />}
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <FileUpload
        key={round}
        id={id}
        texts={{ ...fileTexts, label }}
        accept={UPLOAD_ACCEPT}
        file={form.watch('file')}
        error={form.formState.errors.file?.message ?? null}
        onChange={(chosen) => form.setValue('file', chosen, { shouldValidate: true })}
        progress={upload.progress}
        onCancel={upload.cancel}
      />
      <div className="form__actions">
        <button type="submit" className="button button--secondary">
          {t.document.upload}
        </button>
      </div>
    </form>
  );
}
