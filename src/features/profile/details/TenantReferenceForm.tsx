// The tenant reference (spec 001 §3): who can vouch for the applicant as a tenant, and how to reach them.
import { FormShell } from '../../../components/form/FormShell';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { charactersLeft, TENANT_REFERENCE_MAX, tenantReferenceSchema, type TenantReferenceInput } from '../../../rules/profile';
import { detailsTexts as t } from './detailsTexts';
import { useSaveTenantReference } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const TENANT_REFERENCE_FIELD_IDS = { landlordReference: 'tenant-reference' } as const;

export function TenantReferenceForm({ initial }: { initial: TenantReferenceInput }) {
  const save = useSaveTenantReference();
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema: tenantReferenceSchema,
    defaultValues: initial,
    fieldIds: TENANT_REFERENCE_FIELD_IDS,
    save: (v) => save({ landlordReference: v.landlordReference, landlordId: v.landlordId }),
  });
  return (
    <FormShell {...shellProps} submitLabel={t.save}>
      <TextAreaField
        label={t.tenantReference.reference}
        description={t.tenantReference.referenceHint}
        counter={{ left: charactersLeft(form.watch('landlordReference'), TENANT_REFERENCE_MAX), max: TENANT_REFERENCE_MAX }}
        {...fieldProps('landlordReference')}
      />
    </FormShell>
  );
}
