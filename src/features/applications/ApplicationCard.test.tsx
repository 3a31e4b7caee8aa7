// @vitest-environment jsdom
// An offered home on the applications page: accepting it is asked about first, and the question says that the
// applicant's other registrations are cancelled with it (the engine's rule: ACCEPT_OFFER cancels the others).
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../rules/cache/typePolicies';
import { ApplicationStage, ApplicationTab } from '../../graphql/__generated__/hooks';
import { ApplicationCard } from './ApplicationCard';
import { testApplication } from './testApplications';

describe('ApplicationCard', () => {
  it('says before accepting an offer that the other registrations are cancelled, and sends nothing when cancelled', async () => {
    const offered = { ...testApplication(5, ApplicationTab.Answers), stage: ApplicationStage.Offered, stageText: 'Erbjuden', canAnswer: true, lastReplyTime: '2026-11-26T07:00:00.000Z' };
    const onChanged = vi.fn();
    // No saveAnswer mock: an answer sent would fail with an unmatched request.
    render(
      <MockedProvider mocks={[]} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
        <MemoryRouter>
          <ul>
            <ApplicationCard application={offered as never} onChanged={onChanged} />
          </ul>
        </MemoryRouter>
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tacka ja till bostaden' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Tacka ja till bostaden?' });
    expect(confirm).toHaveTextContent('Du tackar ja till Storgatan 5. Alla dina andra intresseanmälningar tas bort samtidigt och kan inte återställas.');
    await user.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
