// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../../components/toast/toastStore';
import { UpdateHousingDocument } from '../../../graphql/__generated__/hooks';
import { housingMessages, profileMessages } from '../../../rules/profile';
import { housingValues } from './detailsValues';
import { HousingForm } from './HousingForm';

const WAIT = { timeout: 5000 };

const typed = {
  currentTypeId: 'LAGENHET',
  currentOwnershipTypeId: 'PRIVATE',
  landlordOther: 'Fastighets AB Lindgården',
  landlordPhone: '018-123456',
  landlordEmail: null,
  moveInDate: '2020-08',
  adults: '2',
  children: '1',
  housingDescription: 'Tvåa i andra hand',
};

function setup(updateHousing: object) {
  const answered = vi.fn(() => ({ data: { updateHousing } }));
  render(
    <MockedProvider mocks={[{ request: { query: UpdateHousingDocument, variables: { housing: typed } }, result: answered }]} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <HousingForm initial={housingValues(null)} />
    </MockedProvider>,
  );
  return { answered, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Lägenhet' }));
  await user.selectOptions(screen.getByLabelText('Typ av hyresvärd'), 'Privat hyresvärd');
  await user.type(screen.getByLabelText('Hyresvärdens namn'), typed.landlordOther);
  await user.type(screen.getByLabelText('Hyresvärdens telefonnummer'), typed.landlordPhone);
  await user.type(screen.getByLabelText('Inflyttningsmånad', { exact: false }), '2020-08');
  await user.type(screen.getByLabelText('Antal vuxna i hushållet'), '2');
  await user.type(screen.getByLabelText('Antal barn i hushållet'), '1');
  await user.type(screen.getByLabelText('Beskriv ditt boende'), typed.housingDescription);
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('HousingForm', { timeout: 30_000 }, () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('counts the description down from 500 characters as the user types', async () => {
    const { user } = setup({});
    const description = screen.getByLabelText('Beskriv ditt boende');
    expect(description).toHaveAccessibleDescription('500 av 500 tecken kvar');
    await user.type(description, 'Etta');
    expect(description).toHaveAccessibleDescription('496 av 500 tecken kvar');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(description).toHaveAccessibleDescription('496 av 500 tecken kvar');
    expect(await screen.findByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
  });

  it('asks an owner for no landlord', async () => {
    const { user } = setup({});
    expect(screen.getByLabelText('Hyresvärdens namn')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Typ av hyresvärd'), 'Ingen hyresvärd, jag äger min bostad');
    expect(screen.queryByLabelText('Hyresvärdens namn')).toBeNull();
    expect(screen.queryByLabelText('Hyresvärdens telefonnummer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    // The resolver validates asynchronously: wait for the summary rather than assume it is there when the click returns.
    const summary = await screen.findByRole('group', { name: 'Formuläret innehåller fel' });
    expect(within(summary).queryByText(housingMessages.landlordNameRequired)).toBeNull();
    expect(within(summary).getByText(housingMessages.housingFormRequired)).toBeInTheDocument();
  });

  it('sends the answers in the spec names and says they are saved', async () => {
    const { answered, user } = setup({ __typename: 'HousingResult', error: false, errorText: null, validationErrors: [], housing: null });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`success: ${profileMessages.saved}`]), WAIT);
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it("puts the server's message on the landlord's name under that field (the server names it landlordOther)", async () => {
    const { user } = setup({
      __typename: 'HousingResult',
      error: true,
      errorText: profileMessages.saveFailed,
      validationErrors: [{ __typename: 'ValidationError', code: 'landlordOther', text: housingMessages.landlordNameTooLong }],
      housing: null,
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Hyresvärdens namn')).toHaveAccessibleDescription(housingMessages.landlordNameTooLong), WAIT);
    expect(await screen.findByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(toasts()).toEqual([]);
  });
});
