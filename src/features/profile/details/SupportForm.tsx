// Social support (spec 001 §3 Misc): yes or no, then the municipality paying it, which must be chosen. The decision
// (the certificate) is uploaded beside it.
import { ChoiceGroup, YES_NO_OPTIONS, type ChoiceOption } from '../../../components/form/ChoiceGroup';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { SelectField } from '../../../components/form/SelectField';
import { supportSchema, type SupportInput } from '../../../rules/profile';
import { supportInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveInformation } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const SUPPORT_FIELD_IDS = { support: 'support-support', regionId: 'support-region' } as const;

export function SupportForm({ initial, municipalities }: { initial: SupportInput; municipalities: readonly ChoiceOption[] }) {
  const save = useSaveInformation();
  const ids = SUPPORT_FIELD_IDS;
  const { form, fieldProps, summary, saving, onSubmit } = useQuestionnaireForm({
    schema: supportSchema,
    defaultValues: initial,
    fieldIds: ids,
    save: (v) => save({ misc: supportInput(v) }),
  });
  const { watch } = form;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <ChoiceGroup legend={t.support.support} options={YES_NO_OPTIONS} {...fieldProps('support')} />
      {watch('support') === 'true' && (
        <SelectField label={t.support.municipality} placeholder={t.choose} options={municipalities} {...fieldProps('regionId')} />
      )}
      <div className="form__actions">
        <button type="submit" className="button">
          {t.save}
        </button>
      </div>
    </form>
  );
}
