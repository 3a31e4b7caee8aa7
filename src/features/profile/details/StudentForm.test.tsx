// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { clearToasts, toastQueueVar } from '../../../components/toast/toastStore';
import { UpdateApplicantStudentDocument } from '../../../graphql/__generated__/hooks';
import { profileMessages, studentMessages } from '../../../rules/profile';
import { studentValues } from './detailsValues';
import { StudentForm } from './StudentForm';

const WAIT = { timeout: 5000 };
const locations = [
  { value: '1', label: 'Uppsala' },
  { value: '2', label: 'Stockholm' },
];

function setup(variables: object) {
  const answered = vi.fn(() => ({ data: { updateApplicantStudent: { __typename: 'InformationResult', error: false, errorText: null, validationErrors: [], information: null } } }));
  render(
    <MockedProvider mocks={[{ request: { query: UpdateApplicantStudentDocument, variables: { student: variables } }, result: answered }]} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <StudentForm initial={studentValues(null)} studyLocations={locations} />
    </MockedProvider>,
  );
  return { answered, user: userEvent.setup() };
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);
const studies = () => screen.getByRole('group', { name: 'Studerar du?' });

describe('StudentForm', { timeout: 20_000 }, () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('asks for the type of education and the study city, both, once the answer is yes', async () => {
    const { answered, user } = setup({});
    expect(screen.queryByLabelText('Studieort')).toBeNull();
    await user.click(within(studies()).getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    // The resolver validates asynchronously: wait for the summary rather than assume it is there when the click returns.
    const summary = await screen.findByRole('group', { name: 'Formuläret innehåller fel' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([studentMessages.typeOfEducationRequired, studentMessages.studyLocationRequired]);
    expect(screen.getByLabelText('Studieort')).toHaveAccessibleDescription(studentMessages.studyLocationRequired);
    expect(answered).not.toHaveBeenCalled();
  });

  it('saves a student with the chosen city (an id) and newly admitted', async () => {
    const { answered, user } = setup({ student: true, typeOfEducation: 'VOCATIONAL', studyLocationId: 2, newlyAdmitted: true });
    await user.click(within(studies()).getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('radio', { name: 'Yrkeshögskola' }));
    await user.selectOptions(screen.getByLabelText('Studieort'), 'Stockholm');
    await user.click(screen.getByRole('checkbox', { name: 'Jag är nyantagen' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`success: ${profileMessages.saved}`]), WAIT);
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('saves a non-student with nothing else, whatever was chosen before the answer turned to no', async () => {
    const { answered, user } = setup({ student: false, typeOfEducation: null, studyLocationId: null, newlyAdmitted: false });
    await user.click(within(studies()).getByRole('radio', { name: 'Ja' }));
    await user.selectOptions(screen.getByLabelText('Studieort'), 'Uppsala');
    await user.click(within(studies()).getByRole('radio', { name: 'Nej' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`success: ${profileMessages.saved}`]), WAIT);
    expect(answered).toHaveBeenCalledTimes(1);
  });
});
