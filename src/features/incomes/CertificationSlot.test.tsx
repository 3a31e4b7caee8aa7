// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { MissingCertificationDocument } from '../../graphql/__generated__/hooks';
import { incomeMessages } from '../../rules/incomes';
import { CertificationSlot, type Slot } from './CertificationSlot';

const WAIT = { timeout: 5000 };

const emptySlot: Slot = {
  certificationTypeId: 2,
  slot: 1,
  title: 'Senaste lönespecifikationen',
  required: true,
  missing: false,
  missingReason: null,
  rejected: false,
  rejectedReason: null,
  approved: false,
  notChecked: false,
  documents: [],
};
const ok = { data: { missingCertification: { __typename: 'Result', error: false, errorText: null, validationErrors: [] } } };

function setup(slot: Slot, mocks: NonNullable<ComponentProps<typeof MockedProvider>['mocks']> = []) {
  clearToasts();
  render(
    <MockedProvider mocks={mocks}>
      <ul>
        <CertificationSlot applicantIncomeId={5} slot={slot} />
      </ul>
    </MockedProvider>,
  );
  return userEvent.setup();
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('CertificationSlot', () => {
  it('marks the certificate missing only with a reason', async () => {
    const answered = vi.fn(() => ok);
    const variables = { certification: { applicantIncomeId: 5, certificationTypeId: 2, slot: 1, missingReason: 'Ingen lön ännu', missing: true } };
    const user = setup(emptySlot, [{ request: { query: MissingCertificationDocument, variables }, result: answered }]);
    expect(screen.getByRole('listitem', { name: 'Senaste lönespecifikationen (Krävs)' })).toHaveTextContent('Inget intyg uppladdat');
    await user.click(screen.getByRole('button', { name: 'Jag saknar detta intyg' }));
    await user.click(screen.getByRole('button', { name: 'Markera som saknat' }));
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus(), WAIT);
    expect(screen.getByLabelText('Varför saknar du intyget?')).toHaveAccessibleDescription(incomeMessages.missingReasonRequired);
    expect(answered).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Varför saknar du intyget?'), ' Ingen lön ännu ');
    await user.click(screen.getByRole('button', { name: 'Markera som saknat' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`success: ${incomeMessages.certificateMarkedMissing}`]), WAIT);
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('shows a missing mark with its reason and undoes it', async () => {
    const answered = vi.fn(() => ok);
    const variables = { certification: { applicantIncomeId: 5, certificationTypeId: 2, slot: 1, missing: false } };
    const user = setup({ ...emptySlot, missing: true, missingReason: 'Ingen lön ännu' }, [{ request: { query: MissingCertificationDocument, variables }, result: answered }]);
    expect(screen.getByText('Markerat som saknat')).toBeInTheDocument();
    expect(screen.getByText('Din motivering: Ingen lön ännu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ångra markeringen' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`success: ${incomeMessages.certificateUnmarked}`]), WAIT);
  });

  it('lists a rejected slot’s files with the reason and the owner’s download; an approved slot takes nothing more', () => {
    const file = { documentId: 31, name: 'lon.pdf', mediaType: 'application/pdf', created: '2026-11-01T10:00:00.000Z' };
    setup({ ...emptySlot, rejected: true, rejectedReason: 'Otydlig bild', documents: [file] });
    expect(screen.getByText('Underkänt')).toBeInTheDocument();
    expect(screen.getByText('Anledning: Otydlig bild')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lon.pdf' })).toHaveAttribute('href', '/mypages/api/incomes/certifications/31/file');
    expect(screen.getByRole('button', { name: 'Ta bort lon.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Välj fil')).toBeInTheDocument();
  });

  it('offers no upload, delete or missing mark on an approved slot', () => {
    const file = { documentId: 31, name: 'lon.pdf', mediaType: 'application/pdf', created: '2026-11-01T10:00:00.000Z' };
    setup({ ...emptySlot, approved: true, documents: [file] });
    expect(screen.getByText('Godkänt')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Välj fil')).not.toBeInTheDocument();
  });
});
