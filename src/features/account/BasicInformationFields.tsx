// The name and contact fields of updateApplicantBasicInformation, as the account page and the interest dialog's
// editing mode both show them: the account page marks the optional fields "(frivillig)", the dialog marks the
// mandatory ones with an asterisk (spec 001 §4). Also the mutation's variables from the form's output.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/form/TextField';
import type { BasicInformationInput as BasicInformationValues } from '../../rules/contact';

type FieldName = keyof BasicInformationValues & string;
type FieldProps = (name: FieldName) => { id?: string; error: string | undefined } & UseFormRegisterReturn<FieldName>;

const LABELS = {
  optional: { firstName: 'Förnamn', lastName: 'Efternamn', email: 'E-post', emailSecondary: 'Extra e-postadress (frivillig)', mobile: 'Mobilnummer', phone: 'Telefonnummer (frivilligt)' },
  mandatory: { firstName: 'Förnamn *', lastName: 'Efternamn *', email: 'E-post *', emailSecondary: 'Extra e-postadress', mobile: 'Mobilnummer *', phone: 'Telefonnummer' },
} as const;

const emailInput = { type: 'email', spellCheck: false, autoCapitalize: 'none' } as const;

export function BasicInformationFields({ fieldProps, marks }: { fieldProps: FieldProps; marks: keyof typeof LABELS }) {
  const label = LABELS[marks];
  return (
    <>
      <div className="form__row">
        <TextField label={label.firstName} autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField label={label.lastName} autoComplete="family-name" {...fieldProps('lastName')} />
      </div>
      <TextField label={label.email} autoComplete="email" {...emailInput} {...fieldProps('email')} />
      <TextField label="Upprepa e-post" description="Behövs bara när du ändrar e-postadressen." autoComplete="off" {...emailInput} {...fieldProps('emailRepeat')} />
      <TextField
        label={label.emailSecondary}
        description={marks === 'optional' ? 'Får inte vara samma som din e-postadress.' : undefined}
        autoComplete="off"
        {...emailInput}
        {...fieldProps('emailSecondary')}
      />
      <div className="form__row">
        <TextField label={label.mobile} type="tel" autoComplete="tel" {...fieldProps('mobile')} />
        <TextField label={label.phone} type="tel" autoComplete="off" {...fieldProps('phone')} />
      </div>
    </>
  );
}

/** updateApplicantBasicInformation's variables: the repeat left out (not null) when the e-mail is unchanged. */
export function basicInformationVariables(v: {
  firstName: string;
  lastName: string;
  email: string;
  emailRepeat?: string | null;
  emailSecondary?: string | null;
  mobile: string;
  phone?: string | null;
}) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    ...(v.emailRepeat == null ? {} : { emailRepeat: v.emailRepeat }),
    emailSecondary: v.emailSecondary,
    mobile: v.mobile,
    phone: v.phone,
  };
}

/** The form's values from the applicant as getApplicant gives them. */
export function basicInformationValuesOf(applicant: {
  firstName: string;
  lastName: string;
  email?: string | null;
  emailSecondary?: string | null;
  mobile?: string | null;
  phone?: string | null;
}): BasicInformationValues {
  return {
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    email: applicant.email ?? '',
    emailRepeat: '',
    emailSecondary: applicant.emailSecondary ?? '',
    mobile: applicant.mobile ?? '',
    phone: applicant.phone ?? '',
  };
}
