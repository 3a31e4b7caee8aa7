// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ResetPasswordDocument } from '../../../graphql/__generated__/hooks';
import { passwordMessages } from '../../../rules/password';
import { agencyProfileMock, envelope, jsonReply } from '../../../test/publicPageMocks';
import ResetPasswordPage from './ResetPasswordPage';
import { appCache } from '../../../test/appCache';

const NEW = 'Nytt-Losenord-2026!';
const INVALID = 'Länken för att återställa lösenordet är ogiltig eller har gått ut. Beställ en ny länk.';

const resetMock = (result: object = envelope): MockLink.MockedResponse => ({
  request: { query: ResetPasswordDocument, variables: { user: { password: NEW, resetToken: 'tok-123' } } },
  result: { data: { resetPassword: { __typename: 'MutationResult', ...result } } },
});

function setup(path: string, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks]} cache={appCache()}>
      <MemoryRouter initialEntries={[path]}>
        <ResetPasswordPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  const user = userEvent.setup();
  return {
    user,
    password: () => screen.getByLabelText('Lösenord'),
    repeat: () => screen.getByLabelText('Lösenord igen'),
    submit: () => user.click(screen.getByRole('button', { name: 'Spara lösenord' })),
  };
}

describe('ResetPasswordPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonReply(401, { success: false }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without a token says so and links to a new link', () => {
    setup('/reset-password');
    expect(screen.queryByRole('button', { name: 'Spara lösenord' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beställ en ny länk' })).toHaveAttribute('href', '/forgot-password');
  });

  it('requires both fields and that they match, with the spec messages', async () => {
    const { user, password, repeat, submit } = setup('/reset-password?token=tok-123');
    await submit();
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(screen.getByRole('link', { name: passwordMessages.required })).toHaveAttribute('href', '#reset-password');
    expect(repeat()).toHaveAccessibleDescription(passwordMessages.repeatRequired);
    await user.type(password(), NEW);
    await user.type(repeat(), 'Annat-Losenord-2026!');
    await submit();
    expect(repeat()).toHaveAccessibleDescription(passwordMessages.mismatch);
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the new password with the token and offers the login', async () => {
    const { user, password, repeat, submit } = setup('/reset-password?token=tok-123', [resetMock()]);
    await user.type(password(), NEW);
    await user.type(repeat(), NEW);
    await submit();
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Ditt lösenord är ändrat. Du kan nu logga in med ditt nya lösenord.');
    expect(done).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
    // Every session of the account has ended: this tab asks again.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/mypages/api/account/me');
  });

  it('shows the server text for an invalid or used link', async () => {
    const { user, password, repeat, submit } = setup('/reset-password?token=tok-123', [
      resetMock({ error: true, errorText: INVALID, validationErrors: [{ __typename: 'ValidationError', code: 'resetToken', text: INVALID }] }),
    ]);
    await user.type(password(), NEW);
    await user.type(repeat(), NEW);
    await submit();
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Beställ en ny länk' })).toBeInTheDocument();
  });
});
