// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SendResetPasswordDocument } from '../../../graphql/__generated__/hooks';
import { forgotPasswordMessages } from '../../../rules/forgotPassword';
import { agencyProfileMock, envelope } from '../../../test/publicPageMocks';
import ForgotPasswordPage, { forgotPasswordTexts } from './ForgotPasswordPage';
import { appCache } from '../../../test/appCache';

const SENT = 'Om uppgifterna stämmer har vi skickat ett e-postmeddelande med en länk där du kan välja ett nytt lösenord.';

const sendMock = (emailOrPnr: string, result: object = envelope): MockLink.MockedResponse => ({
  request: { query: SendResetPasswordDocument, variables: { user: { emailOrPnr } } },
  result: { data: { sendResetPassword: { __typename: 'MutationResult', ...result } } },
});

function setup(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[agencyProfileMock, ...mocks]} cache={appCache()}>
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), field: () => screen.getByLabelText('Personnummer eller e-post'), submit: () => screen.getByRole('button', { name: 'Skicka länk' }) };
}

describe('ForgotPasswordPage', () => {
  it('requires a personnummer or an e-mail', async () => {
    const { user, field, submit } = setup();
    await user.click(submit());
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(`${forgotPasswordTexts.description} ${forgotPasswordMessages.required}`);
    await user.type(field(), '19900101-2385');
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription(`${forgotPasswordTexts.description} ${forgotPasswordMessages.invalid}`);
  });

  it('always answers with the same text, which takes focus', async () => {
    const { user, field, submit } = setup([sendMock('199001012385')]);
    await user.type(field(), ' 199001012385 ');
    await user.click(submit());
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent(SENT);
    expect(sent).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Tillbaka till inloggningen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Skicka länk' })).not.toBeInTheDocument();
  });

  it('shows a refusal of the server in an alert', async () => {
    const text = 'Ange ett personnummer med 12 siffror eller en giltig e-postadress';
    const { user, field, submit } = setup([sendMock('anna@example.se', { error: true, errorText: text, validationErrors: [{ __typename: 'ValidationError', code: 'emailOrPnr', text }] })]);
    await user.type(field(), 'anna@example.se');
    await user.click(submit());
    expect(await screen.findByText(text, { selector: '.alert' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
