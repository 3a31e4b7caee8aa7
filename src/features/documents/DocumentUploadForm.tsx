// Uploading a document (spec 001 §5, §7): the file, a description and the document type (ID document, study
// certificate, economic-support decision with its municipality, or other), sent with the file's name and content type
// to the documents' upload route with the upload's progress and a cancel. The rules are the server's
// (src/rules/upload.ts); the server's refusals (a file whose content is not its type) go under the fields too.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useUpload } from '../../app/useUpload';
import { FormShell } from '../../components/form/FormShell';
import { FileUpload } from '../../components/form/FileUpload';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { useGetRegionsAndDistrictsQuery } from '../../graphql/__generated__/hooks';
import { DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TYPE_IDS, UPLOAD_ACCEPT, type DocumentTypeName } from '../../rules/upload';
import type { z } from '../../rules/zod';
import { documentFormSchema, type DocumentFormValues } from './documentForm';
import { addUploadedDocument, type DocumentItem } from './documentMutations';
import { documentsTexts as t } from './documentsTexts';

export const DOCUMENT_UPLOAD_PATH = '/documents';
/** Fetched again a second after an upload (spec 001 §7). */
const AFTER_UPLOAD = ['getDocuments', 'getIndicators'];

const FIELD_IDS = { file: 'document-file', documentTypeId: 'document-type', regionId: 'document-region', description: 'document-description' } as const;

const TYPE_OPTIONS = (Object.keys(DOCUMENT_TYPE_IDS) as DocumentTypeName[]).map((name) => ({ value: String(DOCUMENT_TYPE_IDS[name]), label: t.types[name] }));
const EMPTY: DocumentFormValues = { file: null, description: '', documentTypeId: '', regionId: '' };

export function DocumentUploadForm() {
  const client = useApolloClient();
  const upload = useUpload<DocumentItem>(AFTER_UPLOAD);
  // A new file input after each upload: a file input cannot be emptied by its value.
  const [round, setRound] = useState(0);
  const { form, fieldProps, shellProps } = useSubmitForm<DocumentFormValues, z.output<typeof documentFormSchema>, { document: DocumentItem }>({
    resolver: zodResolver(documentFormSchema),
    defaultValues: EMPTY,
    fieldIds: FIELD_IDS,
    save: ({ file, description, documentTypeId, regionId }) => {
      const fields: Record<string, string> = { name: file.name, description, contentType: file.type };
      if (documentTypeId) fields.documentTypeId = documentTypeId;
      if (regionId && documentTypeId === String(DOCUMENT_TYPE_IDS.ECONOMIC_SUPPORT)) fields.regionId = regionId;
      return upload.send(DOCUMENT_UPLOAD_PATH, fields, file);
    },
    successMessage: t.uploaded,
    afterSave: () => EMPTY,
    onSaved: ({ document }) => {
      addUploadedDocument(client.cache, document);
      setRound((r) => r + 1);
    },
  });
  const economicSupport = form.watch('documentTypeId') === String(DOCUMENT_TYPE_IDS.ECONOMIC_SUPPORT);
  const regions = useGetRegionsAndDistrictsQuery({ skip: !economicSupport }).data?.getRegionsAndDistricts.regions ?? [];
  const description = form.watch('description') ?? '';

  return (
    <FormShell {...shellProps} className="document-upload" submitLabel={t.upload}>
      <FileUpload
        key={round}
        id={FIELD_IDS.file}
        texts={t.file}
        accept={UPLOAD_ACCEPT}
        file={form.watch('file')}
        error={form.formState.errors.file?.message ?? null}
        onChange={(chosen) => form.setValue('file', chosen, { shouldValidate: form.formState.isSubmitted })}
        progress={upload.progress}
        onCancel={upload.cancel}
      />
      <SelectField label={t.documentType} placeholder={t.choose} options={TYPE_OPTIONS} {...fieldProps('documentTypeId')} />
      {economicSupport && (
        <SelectField label={t.region} placeholder={t.choose} options={regions.map((r) => ({ value: String(r.regionId), label: r.name }))} {...fieldProps('regionId')} />
      )}
      <TextAreaField
        label={t.description}
        description={t.descriptionHint}
        rows={3}
        counter={{ left: DOCUMENT_DESCRIPTION_MAX - description.trim().length, max: DOCUMENT_DESCRIPTION_MAX }}
        {...fieldProps('description')}
      />
    </FormShell>
  );
}
