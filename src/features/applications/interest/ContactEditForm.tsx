// The interest dialog's editing mode for the contact details (updateApplicantBasicInformation, with the account
// page's rules): saving says so while pending and when finished; a refusal shows the server's validation code
// (spec 001 §5, 'Basic-information update shows the validation code').
import { useState } from 'react';
import { FormShell } from '../../../components/form/FormShell';
import { outcomeOf } from '../../../components/form/saveOutcome';
import { TextField } from '../../../components/form/TextField';
import { useSubmitForm } from '../../../components/form/useSubmitForm';
import { useUpdateApplicantBasicInformationMutation } from '../../../graphql/__generated__/hooks';
import { basicInformationResolver, type BasicInformationValues } from '../../account';
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
            await mutate({
              variables: {
                firstName: v.firstName,
                lastName: v.lastName,
                email: v.email,
                ...(v.emailRepeat == null ? {} : { emailRepeat: v.emailRepeat }),
                emailSecondary: v.emailSecondary,
                mobile: v.mobile,
                phone: v.phone,
              },
            })
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
      <div className="form__row">
        <TextField label="Förnamn *" autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField label="Efternamn *" autoComplete="family-name" {...fieldProps('lastName')} />
      </div>
      <TextField label="E-post *" type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" {...fieldProps('email')} />
      <TextField
        label="Upprepa e-post"
        description="Behövs bara när du ändrar e-postadressen."
        type="email"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...fieldProps('emailRepeat')}
      />
      <TextField label="Extra e-postadress" type="email" autoComplete="off" spellCheck={false} autoCapitalize="none" {...fieldProps('emailSecondary')} />
      <div className="form__row">
        <TextField label="Mobilnummer *" type="tel" autoComplete="tel" {...fieldProps('mobile')} />
        <TextField label="Telefonnummer" type="tel" autoComplete="off" {...fieldProps('phone')} />
      </div>
    </FormShell>
  );
}
