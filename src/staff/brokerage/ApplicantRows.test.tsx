// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { brokerageRuleMessages } from '../../rules/brokerage';
import { StaffCheckFailedDocument } from '../../../operations/staff/brokerage/__generated__/StaffCheckFailed';
import { ApplicantRows, type Eligibility } from './ApplicantRows';
import type { Pipeline } from './pipeline';

const WAIT = { timeout: 5000 };

type Row = Pipeline['applicants'][number];
const row = (over: Partial<Row>): Row => ({
  applicationId: 1,
  applicantId: 11,
  applicantName: 'Frida Förmedling',
  queueDate: '2020-01-01',
  place: 1,
  stage: 'RANKED',
  stageText: 'Rangordnad efter intresseanmälan',
  showingStarts: null,
  showingEnds: null,
  showingAnswer: null,
  attended: null,
  offerReplyTime: null,
  lastStep: { stepText: 'Intresseperioden stängd och rangordnad', by: 'Karin Handläggare', at: '2026-11-22T10:00:00.000Z' },
  ...over,
});

const pipeline = (applicants: Row[]): Pipeline =>
  ({ sort: 'PLACE', direction: 'ASC', applicants, total: applicants.length, page: 1, pageSize: 50, listing: {}, agencyFee: null }) as unknown as Pipeline;

function setup(applicants: Row[], eligibility: ReadonlyMap<number, Eligibility> | null = null) {
  const onSort = vi.fn();
  const answered = vi.fn(() => ({
    data: { staffCheckFailed: { __typename: 'StaffBrokerageResult', error: false, errorText: null, validationErrors: [], applications: [], notInvited: [], unchanged: false } },
  }));
  const mock = { request: { query: StaffCheckFailedDocument, variables: { applicationId: 2, unmetRequirements: ['Inkomst minst 3 gånger hyran', 'Inga skulder'] } }, result: answered };
  render(
    <MockedProvider mocks={[mock]}>
      <ApplicantRows pipeline={pipeline(applicants)} eligibility={eligibility} onSort={onSort} caption="Sökande 1–2 av 2" />
    </MockedProvider>,
  );
  return { onSort, answered };
}

afterEach(() => clearToasts());

describe('ApplicantRows', () => {
  it('sorts by the column headers’ buttons, the sorted column marked with aria-sort', async () => {
    const { onSort } = setup([row({})]);
    const table = screen.getByRole('table', { name: 'Sökande 1–2 av 2' });
    expect(within(table).getByRole('columnheader', { name: 'Plats' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Ködatum' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(table).getByRole('button', { name: 'Ködatum' }));
    expect(onSort).toHaveBeenCalledWith('QUEUE_DATE');
    // The criteria are still being judged.
    expect(within(table).getByRole('row', { name: /Frida Förmedling/ })).toHaveTextContent('Bedöms…');
    expect(within(table).getByRole('row', { name: /Frida Förmedling/ })).toHaveTextContent('Intresseperioden stängd och rangordnad (Karin Handläggare, 2026-11-22 11:00)');
  });

  it('offers the steps of each row’s stage; a failed check asks for the unmet requirements, one a line', async () => {
    const { answered } = setup(
      [row({}), row({ applicationId: 2, applicantId: 12, applicantName: 'Gustav Förmedling', place: 2, stage: 'CHECK', stageText: 'Kontroll av kraven' })],
      new Map([
        [1, { eligible: false, reasons: ['Du behöver lägga till minst en inkomst innan du kan anmäla intresse.'] }],
        [2, { eligible: true, reasons: [] }],
      ]),
    );
    const frida = screen.getByRole('row', { name: /Frida Förmedling/ });
    expect(screen.getByRole('row', { name: /Gustav Förmedling/ })).toHaveTextContent('Uppfyller kraven som kan bedömas');
    expect(within(frida).getByText('Uppfyller inte kraven (1 skäl)')).toBeVisible();
    expect(within(frida).getByRole('listitem')).toHaveTextContent('Du behöver lägga till minst en inkomst');
    expect(within(frida).getAllByRole('button').map((b) => b.textContent)).toEqual(['Historik']);
    const gustav = screen.getByRole('row', { name: /Gustav Förmedling/ });
    expect(within(gustav).getByRole('button', { name: 'Kraven uppfyllda: Gustav Förmedling' })).toBeVisible();

    await userEvent.click(within(gustav).getByRole('button', { name: 'Kraven inte uppfyllda: Gustav Förmedling' }));
    const dialog = screen.getByRole('dialog', { name: 'Kraven inte uppfyllda: Gustav Förmedling' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findAllByText(brokerageRuleMessages.unmetRequired, {}, WAIT)).not.toHaveLength(0);
    expect(answered).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Krav som inte är uppfyllda/), 'Inkomst minst 3 gånger hyran{Enter}{Enter}Inga skulder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(answered).toHaveBeenCalledTimes(1), WAIT);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(toastQueueVar().map((t) => t.message)).toContain('Kontrollen är registrerad som inte godkänd.');
  });
});
