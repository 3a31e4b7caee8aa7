// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './LoginForm';

function setup(serverError: string | null = null) {
  const onSubmit = vi.fn<(values: { username: string; password: string }) => Promise<unknown>>().mockResolvedValue(true);
  render(<LoginForm onSubmit={onSubmit} serverError={serverError} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('labels the fields and sets their autocomplete', () => {
    setup();
    expect(screen.getByLabelText('E-post eller personnummer')).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('Lösenord');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the required messages under the fields and focuses the error summary on an empty submit', async () => {
    const { onSubmit, user } = setup();
    const button = screen.getByRole('button', { name: 'Logga in' });
    await user.click(button);

    const username = screen.getByLabelText('E-post eller personnummer');
    const password = screen.getByLabelText('Lösenord');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Ange e-post eller personnummer');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Ange lösenord');

    const summary = screen.getByRole('group', { name: 'Formuläret innehåller fel' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ange e-post eller personnummer' })).toHaveAttribute('href', '#login-username');
    expect(screen.getByRole('link', { name: 'Ange lösenord' })).toHaveAttribute('href', '#login-password');
    expect(button).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the field when its summary link is followed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    await user.click(screen.getByRole('link', { name: 'Ange lösenord' }));
    expect(screen.getByLabelText('Lösenord')).toHaveFocus();
  });

  it('submits trimmed credentials when both fields are filled', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('E-post eller personnummer'), ' anna.andersson@example.se ');
    await user.type(screen.getByLabelText('Lösenord'), 'Bostadsko-2026!');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'anna.andersson@example.se', password: 'Bostadsko-2026!' });
    expect(screen.queryByRole('group', { name: 'Formuläret innehåller fel' })).not.toBeInTheDocument();
  });

  it('shows the server error in an alert', () => {
    setup('Fel användare eller lösenord');
    expect(screen.getByRole('alert')).toHaveTextContent('Fel användare eller lösenord');
  });
});
