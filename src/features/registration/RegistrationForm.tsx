// The registration form, with a personal number or (manual variant) name, birth date and address instead, on the
// form kit: client errors show under the fields and in an error summary that takes focus (the identity document's
// too); the server's answer shows in the form's alert, which takes focus, and its field errors under their fields.
// The submit button is never disabled.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { FailureAlert } from '../../components/form/FailureAlert';
import { FormShell } from '../../components/form/FormShell';
import type { FailedOutcome, SaveOutcome } from '../../components/form/saveOutcome';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { IdentityDocumentField } from './IdentityDocumentField';
import type { RegistrationKind } from './registrationApi';
import {
  FIELD_IDS_BY_VARIANT,
  FILE_FIELD_ID,
  SCHEMA_BY_VARIANT,
  type FormVariant,
  type RegistrationValues,
} from './registrationForm';

export const registrationFormTexts = {
  personalIdentityNumber: 'Personnummer',
  personalIdentityNumberHint: '12 siffror utan bindestreck, till exempel 199001012385. Ditt namn och din adress hämtas från folkbokföringen.',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  birthDate: 'Födelsedatum',
  birthYear: 'År (ÅÅÅÅ)',
  birthMonth: 'Månad (MM)',
  birthDay: 'Dag (DD)',
  address: 'Adress',
  careOf: 'c/o (valfritt)',
  street: 'Gatuadress',
  zipcode: 'Postnummer',
  city: 'Ort',
  country: 'Land',
  email: 'E-post',
  emailRepeat: 'E-post igen',
  mobile: 'Mobilnummer',
  mobileHint: 'Till exempel 070-123 45 67, eller ett utländskt nummer som börjar med +.',
  phone: 'Annat telefonnummer (valfritt)',
  password: 'Lösenord',
  passwordHint: 'Minst 10 tecken, med minst en siffra, en stor bokstav, en liten bokstav och ett specialtecken.',
  passwordRepeat: 'Lösenord igen',
  submitQueue: 'Registrera dig',
  submitCoApplicant: 'Registrera dig som medsökande',
} as const;

export interface RegistrationFormProps {
  kind: RegistrationKind;
  variant: FormVariant;
  defaultValues: RegistrationValues;
  file: File | null;
  onFileChange: (file: File | null, error: string | null) => void;
  fileError: string | null;
  /** Sent share 0–1 of the upload while the registration is sent with a file. */
  uploadProgress?: number | null;
  /** A failure to show when the form appears (a send from the BankID step that came back refused). */
  initialFailure?: FailedOutcome | null;
  /** Sends the registration; resolves to undefined when the page has moved on (BankID, the manual form). */
  save: (values: RegistrationValues) => Promise<SaveOutcome<{ paymentRedirectUrl: string | null }> | undefined>;
  onRegistered: (paymentRedirectUrl: string | null) => void;
  /** Shown above the fields (the manual form's explanation). */
  notice?: ReactNode;
  /** Offers the other variant (queue registration only): gets what has been typed so far. */
  switchVariant?: { label: string; onSwitch: (typed: RegistrationValues) => void };
}

export function RegistrationForm(props: RegistrationFormProps) {
  const { kind, variant, defaultValues, file, onFileChange, fileError, uploadProgress, initialFailure, save, onRegistered, notice, switchVariant } = props;
  const fieldIds = FIELD_IDS_BY_VARIANT[variant];
  const { form, fieldProps, shellProps, failure } = useSubmitForm<RegistrationValues, RegistrationValues, { paymentRedirectUrl: string | null }>({
    // One form type for both variants: the variant's schema decides what is checked.
    resolver: zodResolver(SCHEMA_BY_VARIANT[variant]) as unknown as Resolver<RegistrationValues>,
    defaultValues,
    fieldIds,
    save,
    onSaved: ({ paymentRedirectUrl }) => onRegistered(paymentRedirectUrl),
    alertOnFailure: true,
    initialFailure,
    extraErrors: fileError ? [{ fieldId: FILE_FIELD_ID, message: fileError }] : [],
  });

  const t = registrationFormTexts;
  const field = (name: keyof RegistrationValues, label: string, inputProps: Record<string, unknown> = {}) => (
    <TextField label={label} {...inputProps} {...fieldProps(name)} />
  );

  return (
    <FormShell
      {...shellProps}
      submitLabel={kind === 'queue' ? t.submitQueue : t.submitCoApplicant}
      actions={
        switchVariant && (
          <button type="button" className="button button--secondary" onClick={() => switchVariant.onSwitch(form.getValues())}>
            {switchVariant.label}
          </button>
        )
      }
    >
      <FailureAlert failure={failure} />
      {notice}

      {variant === 'pnr' &&
        field('personalIdentityNumber', t.personalIdentityNumber, {
          description: t.personalIdentityNumberHint,
          inputMode: 'numeric',
          autoComplete: 'off',
        })}

      {variant === 'manual' && (
        <>
          {field('firstName', t.firstName, { autoComplete: 'given-name' })}
          {field('lastName', t.lastName, { autoComplete: 'family-name' })}
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{t.birthDate}</legend>
            <div className="date-fields">
              {field('birthYear', t.birthYear, { inputMode: 'numeric', autoComplete: 'bday-year', maxLength: 4 })}
              {field('birthMonth', t.birthMonth, { inputMode: 'numeric', autoComplete: 'bday-month', maxLength: 2 })}
              {field('birthDay', t.birthDay, { inputMode: 'numeric', autoComplete: 'bday-day', maxLength: 2 })}
            </div>
          </fieldset>
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{t.address}</legend>
            {field('careOf', t.careOf)}
            {field('street', t.street, { autoComplete: 'address-line1' })}
            {field('zipcode', t.zipcode, { autoComplete: 'postal-code' })}
            {field('city', t.city, { autoComplete: 'address-level2' })}
            {field('country', t.country, { autoComplete: 'country-name' })}
          </fieldset>
        </>
      )}

      {field('email', t.email, { type: 'email', autoComplete: 'email', spellCheck: false, autoCapitalize: 'none' })}
      {field('emailRepeat', t.emailRepeat, { type: 'email', autoComplete: 'email', spellCheck: false, autoCapitalize: 'none' })}
      {field('mobile', t.mobile, { type: 'tel', autoComplete: 'tel', description: t.mobileHint })}
      {field('phone', t.phone, { type: 'tel', autoComplete: 'tel' })}
      {field('password', t.password, { type: 'password', autoComplete: 'new-password', description: t.passwordHint })}
      {field('passwordRepeat', t.passwordRepeat, { type: 'password', autoComplete: 'new-password' })}

      <IdentityDocumentField id={FILE_FIELD_ID} file={file} error={fileError} onChange={onFileChange} progress={uploadProgress} />
    </FormShell>
  );
}

