// The interest dialog's editing mode for the contact details (updateApplicantBasicInformation, with the account
// page's rules): saving says so while pending and when finished; a refusal shows the server's validation code
// (spec 001 §5, 'Basic-information update shows the validation code').
import { useState } from 'react';
import { FormShell } from '../../../components/form/FormShell';
import { outcomeOf } from '../../../components/form/saveOutcome';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { useUpdateApplicantBasicInformationMutation } from '../../../graphql/__generated__/hooks';
import { BasicInformationFields, basicInformationResolver, basicInformationVariables, type BasicInformationValues } from '../../account';
import { interestTexts as t } from './interestTexts';

export const CONTACT_FIELD_IDS = {
  firstName: 'interest-first-name',
  lastName: 'interest-last-name',
  email: 'interest-email',
  emailRepeat: 'interest-email-repeat',
  emailSecondary: 'interest-email-secondary',
  mobile: 'interest-mobile',
  phone: 'interest-phone',
} as const;

export function ContactEditForm({ initial, onSaved, onCancel }: { initial: BasicInformationValues; onSaved: () => void; onCancel: () => void }) {
  const [mutate] = useUpdateApplicantBasicInformationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { fieldProps, shellProps, saving } = useSubmitForm({
    resolver: basicInformationResolver(initial.email),
    defaultValues: initial,
    fieldIds: CONTACT_FIELD_IDS,
    serverErrorsOnFields: false,
    save: async (v) => {
      setFailure(null);
      const outcome = await outcomeOf(
        async () =>
          (
            await mutate({ variables: basicInformationVariables(v) })
          ).data?.updateApplicantBasicInformation,
      );
      if (!outcome.ok) setFailure(outcome.validationErrors[0]?.code ? t.saveFailed(outcome.validationErrors[0].code) : outcome.message);
      return outcome;
    },
    onFailure: () => undefined,
    onSaved,
  });
  return (
    <FormShell
      {...shellProps}
      submitLabel={t.save}
      intro={<p>{t.requiredNote}</p>}
      actions={
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t.cancelEdit}
        </button>
      }
    >
      <p role="status">{saving ? t.saving : ''}</p>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <BasicInformationFields fieldProps={fieldProps} marks="mandatory" />
    </FormShell>
  );
}
