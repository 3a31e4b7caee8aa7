// A staff account's form, for a new account and for changes: name, e-mail, the BankID personnummer, the role and a
// password (the first one, or a new one). Validated by the rules the server checks too (src/rules/staff-accounts.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { FormShell } from '../../components/form/FormShell';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { staffAccountCreateSchema, staffAccountUpdateSchema, type StaffAccountValues } from '../../rules/staff-accounts';
import type { AccountFormValues } from './accountSave';

const roleOptions = [
  { value: 'handlaggare', label: 'Handläggare' },
  { value: 'administrator', label: 'Administratör' },
] as const;

export interface AccountFormProps {
  mode: 'create' | 'update';
  /** Prefix of the fields' ids (two forms may share a page). */
  idPrefix: string;
  defaultValues: Partial<AccountFormValues>;
  save: (values: StaffAccountValues) => Promise<SaveOutcome>;
  successMessage: string;
  /** The personnummer's masked form when the account has one (changes only). */
  personalNumberMasked?: string | null;
}

export function AccountForm({ mode, idPrefix, defaultValues, save, successMessage, personalNumberMasked }: AccountFormProps) {
  const creating = mode === 'create';
  const fieldIds = {
    name: `${idPrefix}-name`,
    email: `${idPrefix}-email`,
    personalNumber: `${idPrefix}-personal-number`,
    role: `${idPrefix}-role`,
    password: `${idPrefix}-password`,
  };
  const { fieldProps, shellProps } = useSubmitForm<AccountFormValues, StaffAccountValues>({
    resolver: zodResolver(creating ? staffAccountCreateSchema : staffAccountUpdateSchema),
    defaultValues: { name: '', email: '', personalNumber: '', password: '', ...defaultValues },
    fieldIds,
    save,
    successMessage,
    afterSave: (typed) => (creating ? { name: '', email: '', personalNumber: '', password: '' } : { ...typed, personalNumber: '', password: '' }),
  });
  const pnrHint = creating
    ? '12 siffror, till exempel 19900101-2385. Utan personnummer loggar personen in med lösenord.'
    : personalNumberMasked
      ? `Nu ${personalNumberMasked}. Lämna tomt för att behålla det.`
      : 'Kontot har inget personnummer. 12 siffror, till exempel 19900101-2385.';
  return (
    <FormShell {...shellProps} submitLabel={creating ? 'Skapa kontot' : 'Spara ändringarna'}>
      <TextField label="Namn" autoComplete="off" {...fieldProps('name')} />
      <TextField label="E-postadress" type="email" autoComplete="off" {...fieldProps('email')} />
      <TextField label={creating ? 'Personnummer för BankID (frivilligt)' : 'Nytt personnummer för BankID (frivilligt)'} inputMode="numeric" autoComplete="off" description={pnrHint} {...fieldProps('personalNumber')} />
      <SelectField label="Roll" placeholder="Välj roll" options={roleOptions} {...fieldProps('role')} />
      <TextField
        label={creating ? 'Lösenord' : 'Nytt lösenord (frivilligt)'}
        type="password"
        autoComplete="new-password"
        description="Minst 10 tecken med en siffra, en stor och en liten bokstav och ett specialtecken."
        {...fieldProps('password')}
      />
    </FormShell>
  );
}
