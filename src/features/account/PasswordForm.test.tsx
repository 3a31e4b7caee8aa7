// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { passwordMessages } from '../../rules/password';
import { PasswordForm } from './PasswordForm';
import type { SaveOutcome } from '../../components/form/saveOutcome';

function setup(outcome: SaveOutcome = { ok: true }) {
  const save = vi.fn().mockResolvedValue(outcome);
  render(
    <MockedProvider>
      <PasswordForm save={save} />
    </MockedProvider>,
  );
  return { save, user: userEvent.setup(), submit: () => screen.getByRole('button', { name: 'Byt lösenord' }) };
}

describe('PasswordForm', () => {
  beforeEach(() => clearToasts());

  it('requires the current password and the new one twice', async () => {
    const { save, user, submit } = setup();
    await user.click(submit());
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveAccessibleDescription(passwordMessages.currentRequired);
    expect(screen.getByLabelText('Nytt lösenord igen')).toHaveAccessibleDescription(passwordMessages.repeatRequired);
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('checks the password rule and that both new passwords match', async () => {
    const { save, user, submit } = setup();
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'Bostadsko-2026!');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'kort');
    await user.type(screen.getByLabelText('Nytt lösenord igen'), 'annat');
    await user.click(submit());
    expect(screen.getByRole('link', { name: passwordMessages.rule })).toHaveAttribute('href', '#password-new');
    expect(screen.getByLabelText('Nytt lösenord igen')).toHaveAccessibleDescription(passwordMessages.mismatch);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, empties the fields and confirms with a toast', async () => {
    const { save, user, submit } = setup();
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'Bostadsko-2026!');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'Nytt-losen-2027!');
    await user.type(screen.getByLabelText('Nytt lösenord igen'), 'Nytt-losen-2027!');
    await user.click(submit());
    expect(save).toHaveBeenCalledWith({ currentPassword: 'Bostadsko-2026!', password: 'Nytt-losen-2027!', passwordRepeat: 'Nytt-losen-2027!' });
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveValue('');
    expect(toastQueueVar().map((t) => t.message)).toEqual(['Ditt lösenord är ändrat']);
  });

  it('shows a wrong current password under that field', async () => {
    const text = 'Nuvarande lösenord stämmer inte';
    const { user, submit } = setup({ ok: false, message: text, validationErrors: [{ code: 'currentPassword', text }] });
    await user.type(screen.getByLabelText('Nuvarande lösenord'), 'Fel-losen-2026!');
    await user.type(screen.getByLabelText('Nytt lösenord'), 'Nytt-losen-2027!');
    await user.type(screen.getByLabelText('Nytt lösenord igen'), 'Nytt-losen-2027!');
    await user.click(submit());
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveAccessibleDescription(text);
  });
});
