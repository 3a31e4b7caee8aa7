// The registration form, with a personal number or (manual variant) name, birth date and address instead.
// Client errors show under the fields and in an error summary that takes focus; the server's answer shows in
// an alert that takes focus, and its field errors under their fields. The submit button is never disabled.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { TextField } from '../../components/form/TextField';
import { useFormErrors } from '../../components/form/useFormErrors';
import { IdentityDocumentField } from './IdentityDocumentField';
import type { RegistrationKind, ValidationError } from './registrationApi';
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

export interface ServerFailure {
  message: string;
  validationErrors: ValidationError[];
  /** A new value for every failed submit, so the alert takes focus again. */
  key: number;
}

export interface RegistrationFormProps {
  kind: RegistrationKind;
  variant: FormVariant;
  defaultValues: RegistrationValues;
  file: File | null;
  onFileChange: (file: File | null, error: string | null) => void;
  fileError: string | null;
  /** Sent share 0–1 of the upload while the registration is sent with a file. */
  uploadProgress?: number | null;
  serverFailure: ServerFailure | null;
  submitting: boolean;
  onSubmit: (values: RegistrationValues) => void | Promise<void>;
  /** Shown above the fields (the manual form's explanation). */
  notice?: ReactNode;
  /** Offers the other variant (queue registration only): gets what has been typed so far. */
  switchVariant?: { label: string; onSwitch: (typed: RegistrationValues) => void };
}

export function RegistrationForm({ kind, variant, defaultValues, file, onFileChange, fileError, uploadProgress, serverFailure, submitting, onSubmit, notice, switchVariant }: RegistrationFormProps) {
  const fieldIds = FIELD_IDS_BY_VARIANT[variant];
  const [clientFileError, setClientFileError] = useState(false);
  const form = useForm<RegistrationValues>({
    // One form type for both variants: the variant's schema decides what is checked.
    resolver: zodResolver(SCHEMA_BY_VARIANT[variant]) as unknown as Resolver<RegistrationValues>,
    defaultValues,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const { summary, countFailure, placeServerErrors } = useFormErrors(form, fieldIds);

  // The server's field errors go under their fields; its alert takes focus instead of the summary.
  useEffect(() => {
    if (serverFailure) placeServerErrors(serverFailure.validationErrors);
  }, [serverFailure, placeServerErrors]);

  const alertRef = useRef<HTMLDivElement>(null);
  const focusedFailure = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (serverFailure && focusedFailure.current !== serverFailure.key) {
      focusedFailure.current = serverFailure.key;
      alertRef.current?.focus();
    }
  });

  const submit = handleSubmit(
    async (values) => {
      if (fileError) {
        setClientFileError(true);
        countFailure();
        return;
      }
      setClientFileError(false);
      await onSubmit(values);
    },
    () => {
      setClientFileError(fileError !== null);
      countFailure();
    },
  );

  const summaryErrors = summary.focusKey > 0 && clientFileError && fileError ? [...summary.errors, { fieldId: FILE_FIELD_ID, message: fileError }] : summary.errors;

  const t = registrationFormTexts;
  const field = (name: keyof RegistrationValues, label: string, props: Record<string, unknown> = {}) => (
    <TextField id={fieldIds[name]} label={label} error={errors[name]?.message} {...props} {...register(name)} />
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting || undefined}>
      <ErrorSummary errors={summaryErrors} focusKey={summary.focusKey} />
      <div className="form__server-error" role="alert">
        {serverFailure && (
          <div className="alert alert--error" tabIndex={-1} ref={alertRef}>
            <p>{serverFailure.message}</p>
          </div>
        )}
      </div>
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

      <div className="form__actions">
        <button type="submit" className="button">
          {kind === 'queue' ? t.submitQueue : t.submitCoApplicant}
        </button>
        {switchVariant && (
          <button type="button" className="button button--secondary" onClick={() => switchVariant.onSwitch(getValues())}>
            {switchVariant.label}
          </button>
        )}
      </div>
    </form>
  );
}

