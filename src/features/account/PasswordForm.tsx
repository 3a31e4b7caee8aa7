// Changing the password (spec 000 §5): the current one is required, the new one meets the rule
// and is typed twice. The server ends the account's other sessions.
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { passwordChangeSchema, passwordMessages } from '../../rules/password';
import { useChangePassword } from './accountMutations';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import { useSubmitForm } from '../../components/form/useSubmitForm';

type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
type PasswordChange = z.output<typeof passwordChangeSchema>;

export const PASSWORD_FIELD_IDS = {
  currentPassword: 'password-current',
  password: 'password-new',
  passwordRepeat: 'password-repeat',
} as const;

const EMPTY: PasswordChangeInput = { currentPassword: '', password: '', passwordRepeat: '' };

export function PasswordForm({ save }: { save?: (values: PasswordChange) => Promise<SaveOutcome> }) {
  const changePassword = useChangePassword();
  const ids = PASSWORD_FIELD_IDS;
  const { fieldProps, shellProps } = useSubmitForm<PasswordChangeInput, PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
    fieldIds: ids,
    save: save ?? changePassword,
    successMessage: 'Ditt lösenord är ändrat',
    // Passwords never stay in the form after a save.
    afterSave: () => EMPTY,
  });

  return (
    <section className="settings-section" aria-labelledby="password-heading">
      <h2 id="password-heading">Byt lösenord</h2>
      <FormShell {...shellProps} submitLabel="Byt lösenord">
        <TextField
          label="Nuvarande lösenord"
          type="password"
          autoComplete="current-password"
          {...fieldProps('currentPassword')}
        />
        <TextField
          label="Nytt lösenord"
          description={passwordMessages.rule}
          type="password"
          autoComplete="new-password"
          {...fieldProps('password')}
        />
        <TextField
          label="Nytt lösenord igen"
          type="password"
          autoComplete="new-password"
          {...fieldProps('passwordRepeat')}
        />
      </FormShell>
    </section>
  );
}
