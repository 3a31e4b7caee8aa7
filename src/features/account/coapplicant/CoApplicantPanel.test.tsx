// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../../components/toast/toastStore';
import {
  AcceptCoApplicantDocument,
  AddCoApplicantDocument,
  DeleteCoApplicantDocument,
  GetCoApplicantDocument,
  GetCoApplicantRequestDocument,
  GetIndicatorsDocument,
  useGetIndicatorsQuery,
} from '../../../graphql/__generated__/hooks';
import { CoApplicantPanel } from './CoApplicantPanel';

const envelope = { error: false, errorText: null, validationErrors: [] };
const partner = (applicantName: string | null, isHead = true) => ({
  request: { query: GetCoApplicantDocument },
  result: {
    data: {
      getCoApplicant: {
        __typename: 'CoApplicantResult',
        ...envelope,
        coApplicant: { __typename: 'CoApplicant', coApplicantFound: applicantName !== null, applicantId: applicantName === null ? null : 7, applicantName, isHead },
      },
    },
  },
});
const noRequest = { __typename: 'CoApplicantRequest', coApplicantRequestFound: false, applicantId: null, applicantName: null };
const requests = (received: { id: number; name: string } | null, sent: { id: number; name: string } | null = null) => ({
  request: { query: GetCoApplicantRequestDocument },
  result: {
    data: {
      getCoApplicantRequest: {
        __typename: 'CoApplicantRequestResult',
        ...envelope,
        coApplicantRequest: received ? { __typename: 'CoApplicantRequest', coApplicantRequestFound: true, applicantId: received.id, applicantName: received.name } : noRequest,
        sentRequest: sent ? { __typename: 'CoApplicantRequest', coApplicantRequestFound: true, applicantId: sent.id, applicantName: sent.name } : noRequest,
      },
    },
  },
});
const indicators = (pending: boolean) => ({
  request: { query: GetIndicatorsDocument },
  result: {
    data: {
      getIndicators: {
        __typename: 'IndicatorsResult',
        ...envelope,
        indicators: {
          __typename: 'Indicators',
          header: pending,
          showingDecision: false,
          answerDecision: false,
          needToUpdateCapital: false,
          needToUpdateDebt: false,
          needToUpdateHousing: false,
          needToUpdateStudent: false,
          needToUpdateStudentCertification: false,
          needToUpdateSupportDocument: false,
          needToUpdateSubscription: false,
          hasAgencyFee: false,
          hasQueueFee: false,
          hasCoApplicantRequest: pending,
          hasRejectedIdDocument: false,
          rejectedIdDocumentReason: null,
        },
      },
    },
  },
});

// Stands in for the header, which keeps getIndicators watched while logged in.
function IndicatorProbe() {
  const header = useGetIndicatorsQuery().data?.getIndicators.indicators?.header;
  return <p data-testid="indicator">{header === undefined ? 'laddar' : String(header)}</p>;
}

const ok = (field: string) => ({ data: { [field]: { __typename: 'MutationResult', ...envelope } } });

function setup(mocks: unknown[]) {
  render(
    <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <div id="root">
        <IndicatorProbe />
        <CoApplicantPanel />
      </div>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('CoApplicantPanel', () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('asks for a personnummer or e-mail, and shows the server refusal under the field', async () => {
    const text = 'Vi hittade inget konto med det personnumret eller den e-postadressen';
    const user = setup([
      indicators(false),
      partner(null),
      requests(null),
      {
        request: { query: AddCoApplicantDocument, variables: { pnrOrEmail: 'okand@example.se' } },
        result: { data: { addCoApplicant: { __typename: 'MutationResult', error: true, errorText: text, validationErrors: [{ __typename: 'ValidationError', code: 'pnrOrEmail', text }] } } },
      },
    ]);
    const field = await screen.findByLabelText('Personnummer eller e-post');
    await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Ange personnummer eller e-post' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();

    await user.type(field, ' okand@example.se ');
    await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
    expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', '#coapplicant-pnr-or-email');
  });

  it('sends a request and then shows it as waiting', async () => {
    const user = setup([
      indicators(false),
      partner(null),
      requests(null),
      { request: { query: AddCoApplicantDocument, variables: { pnrOrEmail: 'bo@example.se' } }, result: ok('addCoApplicant') },
      indicators(false),
      partner(null),
      requests(null, { id: 12, name: 'Bo Ek' }),
    ]);
    await user.type(await screen.findByLabelText('Personnummer eller e-post'), 'bo@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));
    expect(await screen.findByText(/väntar på svar/)).toHaveTextContent('Din förfrågan till Bo Ek väntar på svar.');
    expect(screen.getByRole('button', { name: 'Återkalla förfrågan' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['success: Förfrågan är skickad']));
  });

  it('shows a received request with the default label for a blank name, and accepts it with the requester id', async () => {
    const user = setup([
      indicators(true),
      partner(null),
      requests({ id: 9, name: ' ' }),
      { request: { query: AcceptCoApplicantDocument, variables: { coApplicantId: 9 } }, result: ok('acceptCoApplicant') },
      indicators(false),
      partner('Erik Eriksson', false),
      requests(null),
    ]);
    expect(await screen.findByText('Namn saknas')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('indicator')).toHaveTextContent('true'));
    expect(screen.getByRole('button', { name: 'Avböj' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByText(/Du är medsökande till/)).toHaveTextContent('Du är medsökande till Erik Eriksson.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Medsökande' })).toHaveFocus());
    expect(toasts()).toEqual(['success: Du har godkänt förfrågan']);
    // The header's indicator follows: the request is answered.
    await waitFor(() => expect(screen.getByTestId('indicator')).toHaveTextContent('false'));
    // Only one co-applicant: no invitation while there is one.
    expect(screen.queryByLabelText('Personnummer eller e-post')).not.toBeInTheDocument();
  });

  it('removes the co-applicant only after the confirmation', async () => {
    const user = setup([
      indicators(false),
      partner('Maria Eriksson'),
      requests(null),
      { request: { query: DeleteCoApplicantDocument }, result: ok('deleteCoApplicant') },
      indicators(false),
      partner(null),
      requests(null),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ta bort medsökande' }));
    let dialog = screen.getByRole('dialog', { name: 'Ta bort medsökande?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Din medsökande är/)).toHaveTextContent('Din medsökande är Maria Eriksson.');

    await user.click(screen.getByRole('button', { name: 'Ta bort medsökande' }));
    dialog = screen.getByRole('dialog', { name: 'Ta bort medsökande?' });
    expect(dialog).toHaveAccessibleDescription(/Kopplingen mellan dig och Maria Eriksson tas bort/);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }));
    expect(await screen.findByLabelText('Personnummer eller e-post')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['success: Din medsökande är borttagen']));
  });
});
