// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setAuthenticated, setLoggedOut } from '../../app/session/sessionState';
import { registrationMessages } from '../../rules/registration';
import { agencyProfileMock } from '../../test/publicPageMocks';
import RegistrationCoCompletePage from './RegistrationCoCompletePage';
import RegistrationCompletePage from './RegistrationCompletePage';
import RegistrationSelectionPage from './RegistrationSelectionPage';

function renderPage(page: React.ReactNode) {
  render(
    <MockedProvider mocks={[agencyProfileMock]}>
      <MemoryRouter>{page}</MemoryRouter>
    </MockedProvider>,
  );
}

describe('registration selection and completion pages', () => {
  beforeEach(() => setLoggedOut());

  it('the selection offers the queue (with its fee) and the co-applicant account', async () => {
    renderPage(<RegistrationSelectionPage />);
    expect(screen.getByRole('link', { name: 'Ställ dig i bostadskön' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Registrera dig som medsökande' })).toHaveAttribute('href', '/registrationco');
    expect(await screen.findByText(/Köavgiften är 305 kronor per år\./)).toBeInTheDocument();
  });

  it('the selection refuses a logged-in user', () => {
    setAuthenticated({ applicantId: 1, name: 'Anna', applicantStatus: { applicantStatusId: 1, name: 'QUEUE' }, email: null }, { timeoutSeconds: 3600, warningSeconds: 120 });
    renderPage(<RegistrationSelectionPage />);
    expect(screen.getByText(registrationMessages.loggedIn)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ställ dig i bostadskön' })).not.toBeInTheDocument();
    act(() => setLoggedOut());
  });

  it('the completion page thanks and says the account waits for the queue fee', () => {
    renderPage(<RegistrationCompletePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tack för din registrering' })).toBeInTheDocument();
    expect(screen.getByText(/Kontot väntar på att köavgiften betalas/)).toBeInTheDocument();
  });

  it('the co-applicant completion page is fixed text with a way to log in', () => {
    renderPage(<RegistrationCoCompletePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tack för din registrering som medsökande' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/login');
  });
});
