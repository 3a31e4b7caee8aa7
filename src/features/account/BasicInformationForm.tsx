// Names, e-mail (repeated when it changes), a second e-mail, mobile and phone (spec 000 §5), with
// the rules of src/rules/contact.ts; the server checks them again.
import type { z } from 'zod';
import { FormShell } from '../../components/form/FormShell';
import { lazyResolver, preparedResolver, type LazyResolver } from '../../components/form/lazyResolver';
import type { basicInformationSchema, BasicInformationInput } from '../../rules/contact';
import { useSaveBasicInformation } from './accountMutations';
import { BasicInformationFields, basicInformationVariables } from './BasicInformationFields';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import { useSubmitForm } from '../../components/form/useSubmitForm';

type BasicInformationOutput = z.output<typeof basicInformationSchema>;

export type BasicInformationValues = BasicInformationInput;

export const BASIC_INFORMATION_FIELD_IDS = {
  firstName: 'basic-first-name',
  lastName: 'basic-last-name',
  email: 'basic-email',
  emailRepeat: 'basic-email-repeat',
  emailSecondary: 'basic-email-secondary',
  mobile: 'basic-mobile',
  phone: 'basic-phone',
} as const;

/**
 * The repeated e-mail is asked for only when the e-mail changes: left empty with the saved e-mail
 * unchanged, it is not checked (and not sent).
 */
export function withEmailRepeatRule(values: BasicInformationValues, savedEmail: string): BasicInformationValues {
  const unchanged = (values.email ?? '').trim().toLowerCase() === savedEmail.trim().toLowerCase();
  const repeat = values.emailRepeat ?? '';
  return { ...values, emailRepeat: unchanged && repeat.trim() === '' ? undefined : repeat };
}

const resolveBasicInformation = lazyResolver<BasicInformationValues, unknown, BasicInformationOutput>(async () => (await import('./contactResolvers')).resolveBasicInformation);

/** The rules of src/rules/contact.ts, loaded when the form is first used, with the repeated e-mail's rule. */
export function basicInformationResolver(savedEmail: string): LazyResolver<BasicInformationValues, unknown, BasicInformationOutput> {
  return preparedResolver(resolveBasicInformation, (values) => withEmailRepeatRule(values, savedEmail));
}

export interface BasicInformationFormProps {
  initial: BasicInformationValues;
  /** Injected in tests; the real save by default. */
  save?: (values: BasicInformationOutput) => Promise<SaveOutcome>;
}

function useDefaultSave() {
  const saveBasicInformation = useSaveBasicInformation();
  return (v: BasicInformationOutput) => saveBasicInformation(basicInformationVariables(v));
}

export function BasicInformationForm({ initial, save }: BasicInformationFormProps) {
  const defaultSave = useDefaultSave();
  const ids = BASIC_INFORMATION_FIELD_IDS;
  const { fieldProps, shellProps } = useSubmitForm<BasicInformationValues, BasicInformationOutput>({
    resolver: basicInformationResolver(initial.email),
    defaultValues: initial,
    fieldIds: ids,
    save: save ?? defaultSave,
    successMessage: 'Dina kontaktuppgifter är sparade',
    afterSave: (typed) => ({ ...typed, emailRepeat: '' }),
  });

  return (
    <section className="settings-section" aria-labelledby="basic-information-heading">
      <h2 id="basic-information-heading">Namn och kontaktuppgifter</h2>
      <FormShell {...shellProps} submitLabel="Spara kontaktuppgifter">
        <BasicInformationFields fieldProps={fieldProps} marks="optional" />
      </FormShell>
    </section>
  );
}
