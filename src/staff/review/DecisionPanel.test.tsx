// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { reviewMessages } from '../../rules/review';
import { StaffRejectCertificateDocument } from '../../../operations/staff/review/__generated__/StaffRejectCertificate';
import type { StaffReviewItemFieldsFragment } from '../../../operations/staff/review/__generated__/StaffReviewItemFields';
import { DecisionPanel } from './DecisionPanel';

const WAIT = { timeout: 5000 };

const item = (over: Partial<StaffReviewItemFieldsFragment>): StaffReviewItemFieldsFragment => ({
  id: '7/1/3',
  kind: 'MISSING_REASON',
  applicantId: 1,
  applicantName: 'Anna Andersson',
  type: '1',
  typeText: 'Tredje senaste lönespecifikationen',
  status: 'MISSING',
  statusText: 'Saknas – skälet väntar på bedömning',
  uploaded: '2026-11-22T10:00:00.000Z',
  missingReason: 'Jag började nyss.',
  rejectedReason: null,
  files: [],
  previousDecisions: [],
  canDecide: true,
  canStartReview: false,
  ...over,
});

function setup(shown: StaffReviewItemFieldsFragment) {
  const answered = vi.fn(() => ({ data: { staffRejectCertificate: { __typename: 'StaffReviewResult', error: false, errorText: null, validationErrors: [], item: null } } }));
  const mock = { request: { query: StaffRejectCertificateDocument, variables: { id: '7/1/3', reason: 'Vi behöver intyget.' } }, result: answered };
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Att granska</h1> },
      { path: '/granska/*', element: <DecisionPanel item={shown} /> },
    ],
    { initialEntries: ['/granska/7/1/3'] },
  );
  render(
    <MockedProvider mocks={[mock]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { answered, user: userEvent.setup() };
}

beforeEach(() => clearToasts());

describe('DecisionPanel', () => {
  it('judges a missing reason: a rejection needs a reason, then asks for the certificate and returns to the inbox', async () => {
    const { answered, user } = setup(item({}));
    expect(screen.getByRole('button', { name: 'Godkänn skälet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Begär intyget' }));
    expect(await screen.findAllByText(reviewMessages.reasonRequired)).not.toHaveLength(0);
    expect(answered).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Skäl'), 'Vi behöver intyget.');
    await user.click(screen.getByRole('button', { name: 'Begär intyget' }));
    expect(await screen.findByRole('heading', { name: 'Att granska' }, WAIT)).toBeInTheDocument();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(toastQueueVar().map((t) => t.message)).toEqual(['Intyget är begärt. Den sökande har fått ett mejl.']);
  });

  it('offers only to start the review of an uploaded certificate', () => {
    setup(item({ kind: 'INCOME_CERTIFICATE', status: 'RECEIVED', canDecide: false, canStartReview: true }));
    expect(screen.getByRole('button', { name: 'Påbörja granskning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Godkänn' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Skäl')).not.toBeInTheDocument();
  });

  it('says a reviewed item cannot be changed, and that a rejected ID document waits for a new one', () => {
    setup(item({ kind: 'ID_DOCUMENT', status: 'REJECTED', canDecide: false }));
    expect(screen.getByText(/Ärendet är granskat och kan inte ändras här\. Den sökande har inte laddat upp någon ny ID-handling/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
