// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastQueueVar } from '../../../components/toast/toastStore';
import { UpdateInformationDocument } from '../../../graphql/__generated__/hooks';
import { capitalMessages, profileMessages } from '../../../rules/profile';
import { CapitalForm } from './CapitalForm';
import { capitalValues } from './detailsValues';

// Room for a loaded machine: the mocked save and the re-render can take more than vi.waitFor's default second.
const WAIT = { timeout: 5000 };

const saved = {
  __typename: 'InformationResult',
  error: false,
  errorText: null,
  validationErrors: [],
  information: {
    __typename: 'Information',
    housing: null,
    capital: {
      __typename: 'Capital',
      deposition: true,
      depositionTotal: 20000,
      capital: false,
      capitalTotal: null,
      guarantee: false,
      capitalUpdated: '2026-11-24T10:00:00.000Z',
      update: false,
    },
    debt: null,
    student: null,
    misc: null,
    reducedIncome: null,
  },
};

const capitalVariables = { information: { capital: { deposition: true, depositionTotal: '20000', capital: false, capitalTotal: null, guarantee: false } } };

function setup(result: object | Error) {
  // The mock answers only the expected variables: a save with other variables finds no mock and fails.
  const answered = vi.fn(() => ({ data: { updateInformation: result } }));
  const mock = { request: { query: UpdateInformationDocument, variables: capitalVariables }, ...(result instanceof Error ? { error: result } : { result: answered }) };
  render(
    // The app's cache: the result envelope's fields come through the ResultFields fragment on the Result interface.
    <MockedProvider mocks={[mock]} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <CapitalForm initial={capitalValues(null)} />
    </MockedProvider>,
  );
  return { answered, user: userEvent.setup() };
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);
const group = (name: string) => screen.getByRole('group', { name });

async function answer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(group('Kan du betala en deposition?')).getByRole('radio', { name: 'Ja' }));
  await user.type(screen.getByLabelText('Hur stor deposition kan du betala (kr)?'), '20 000');
  await user.click(within(group('Har du ett sparat kapital?')).getByRole('radio', { name: 'Nej' }));
  await user.click(within(group('Har du en borgensman?')).getByRole('radio', { name: 'Nej' }));
}

// Typing into several fields is slow on a loaded machine.
describe('CapitalForm', { timeout: 20_000 }, () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('asks for a choice on every question before saving, in a focused summary, and sends nothing', async () => {
    const { answered, user } = setup(saved);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    // The resolver validates asynchronously: wait for the summary rather than assume it is there when the click returns.
    const summary = await screen.findByRole('group', { name: 'Formuläret innehåller fel' });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [profileMessages.choiceRequired, '#capital-deposition'],
      [profileMessages.choiceRequired, '#capital-capital'],
      [profileMessages.choiceRequired, '#capital-guarantee'],
    ]);
    expect(group('Kan du betala en deposition?')).toHaveAccessibleDescription(profileMessages.choiceRequired);
    expect(screen.queryByLabelText('Hur stor deposition kan du betala (kr)?')).toBeNull();
    expect(answered).not.toHaveBeenCalled();
  });

  it('asks for the amount only when the answer is yes, with the amount rules', async () => {
    const { user } = setup(saved);
    await user.click(within(group('Kan du betala en deposition?')).getByRole('radio', { name: 'Ja' }));
    const amount = screen.getByLabelText('Hur stor deposition kan du betala (kr)?');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(capitalMessages.depositionTotal.required), WAIT);
    await user.type(amount, 'mycket');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(capitalMessages.depositionTotal.notNumber), WAIT);
  });

  it('saves the answers (amounts as typed numbers) and says so for 5 s', async () => {
    const { answered, user } = setup(saved);
    await answer(user);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`success: ${profileMessages.saved}`]), WAIT);
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it("says 'Vi kunde inte spara dina uppgifter' when the save is refused without naming a field", async () => {
    const { user } = setup({ ...saved, error: true, errorText: profileMessages.saveFailed, information: null });
    await answer(user);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`error: ${profileMessages.saveFailed}`]), WAIT);
  });

  it("says 'Vi kunde inte spara dina uppgifter' when the network fails", async () => {
    const { user } = setup(new Error('offline'));
    await answer(user);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`error: ${profileMessages.saveFailed}`]), WAIT);
  });
});
