// Social support (spec 001 §3 Misc): yes or no, then the municipality paying it, which must be chosen. The decision
// (the certificate) is uploaded beside it.
import { ChoiceGroup, YES_NO_OPTIONS, type ChoiceOption } from '../../../components/form/ChoiceGroup';
import { FormShell } from '../../../components/form/FormShell';
import { SelectField } from '../../../components/form/SelectField';
import { supportSchema, type SupportInput } from '../../../rules/profile';
import { supportInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveInformation } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const SUPPORT_FIELD_IDS = { support: 'support-support', regionId: 'support-region' } as const;

export function SupportForm({ initial, municipalities }: { initial: SupportInput; municipalities: readonly ChoiceOption[] }) {
  const save = useSaveInformation();
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema: supportSchema,
    defaultValues: initial,
    fieldIds: SUPPORT_FIELD_IDS,
    save: (v) => save({ misc: supportInput(v) }),
  });
  const { watch } = form;
  return (
    <FormShell {...shellProps} submitLabel={t.save}>
      <ChoiceGroup legend={t.support.support} options={YES_NO_OPTIONS} {...fieldProps('support')} />
      {watch('support') === 'true' && (
        <SelectField label={t.support.municipality} placeholder={t.choose} options={municipalities} {...fieldProps('regionId')} />
      )}
    </FormShell>
  );
}
