// @vitest-environment jsdom
// The confirm-interest dialog against mocked operations: the steps numbered from 1 (the co-applicant's only when
// there is one), a mandatory confirmation asked for before moving on, a refused createApplication as one toast per
// validation text (or the spec's default), and the contact editing mode's failure showing the validation code.
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { possibleTypes, typePolicies } from '../../../rules/cache/typePolicies';
import { currentToast } from '../../../components/toast/toastQueue';
import { clearToasts, dismissToast, toastQueueVar } from '../../../components/toast/toastStore';
import {
  AccountType,
  CreateApplicationDocument,
  CriterionStatus,
  GetApplicantDocument,
  UpdateApplicantBasicInformationDocument,
  ValidateApplicationDocument,
} from '../../../graphql/__generated__/hooks';
import { InterestDialog } from './InterestDialog';
import type { InterestHome } from './interestHome';

const ID = 'RO00001';
const envelope = { error: false, errorText: null, validationErrors: [] };
const home: InterestHome = {
  rentalObjectId: ID,
  street: 'Gredelbyvägen 58',
  isOpenForApplication: true,
  applicationTimeExpired: false,
  moveInDateFormated: '2027-01-01',
  showingType: 'Visning på plats',
  showingText: null,
  showingIsMandatory: false,
};

const applicant = {
  __typename: 'Applicant',
  applicantId: 1,
  firstName: 'Anna',
  lastName: 'Andersson',
  personalIdentityNumber: '199001012385',
  dateOfBirth: '1990-01-01',
  email: 'anna.andersson@example.se',
  emailSecondary: null,
  phone: null,
  mobile: '0701234567',
  hasPaid: true,
  queueDate: '2023-11-22',
  queueFeeValidToDate: '2027-07-22',
  pendingQueueFeeOrderDueDate: null,
  isStudent: false,
  subscribeNewsletter: false,
  doNotWantPhysicalMail: false,
  needToUpdateContact: false,
  identificationDocumentStatus: null,
  accountType: AccountType.QueueAccount,
  paymentPeriod: 'YEARLY',
  address: { __typename: 'Address', careOf: null, street: 'Dragarbrunnsgatan 12', zipcode: '753 20', city: 'Uppsala', country: 'Sverige' },
  applicantStatus: { __typename: 'ApplicantStatus', applicantStatusId: 1, name: 'QUEUE' },
};
const applicantMock = { request: { query: GetApplicantDocument }, result: { data: { getApplicant: { __typename: 'ApplicantResult', ...envelope, applicant } } } };

function validationMock(coApplicant: boolean) {
  const criterion = { __typename: 'Criterion', text: 'Inkomst minst 3 gånger hyran', textLong: null, status: CriterionStatus.Met, incomeCalculation: null };
  return {
    request: { query: ValidateApplicationDocument, variables: { rentalObjectId: ID } },
    result: {
      data: {
        validateApplication: {
          __typename: 'ApplicationValidationResult',
          ...envelope,
          validation: {
            __typename: 'ApplicationValidation',
            canCreate: true,
            canDelete: false,
            cantDeleteMessage: null,
            requiredUpdates: { __typename: 'RequiredUpdates', housing: false, capital: false, income: false, student: false, debt: false },
            errors: [],
            accepts: { __typename: 'ApplicationAccepts', showing: true, coApplicant, moveInDate: true, shortTime: false },
            coApplicants: coApplicant ? [{ __typename: 'ApplicationCoApplicant', applicantId: 2, name: 'Maria Eriksson', confirmed: true }] : [],
            criteria: { __typename: 'ApplicationCriteria', general: [], income: [criterion], special: [] },
          },
        },
      },
    },
  };
}

function createMock(validationErrors: { code: string; text: string }[]) {
  return {
    request: {
      query: CreateApplicationDocument,
      variables: { application: { rentalObjectId: ID, coApplicantConfirm: false, showingConfirm: true, moveInDateConfirm: true, shortTimeConfirm: false } },
    },
    result: {
      data: {
        createApplication: {
          __typename: 'ApplicationResult',
          error: true,
          errorText: null,
          validationErrors: validationErrors.map((e) => ({ __typename: 'ValidationError', ...e })),
          cancelledApplications: 0,
          application: null,
        },
      },
    },
  };
}

function setup(mocks: unknown[]) {
  const onClose = vi.fn();
  const onRegistered = vi.fn();
  render(
    <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ typePolicies, possibleTypes })}>
      <MemoryRouter>
        <InterestDialog home={home} onClose={onClose} onRegistered={onRegistered} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), onClose, onRegistered };
}

/** The error toasts in the order they are shown (one at a time: each is closed to see the next). */
function errorToasts(): string[] {
  const texts: string[] = [];
  for (let toast = currentToast(toastQueueVar()); toast; toast = currentToast(toastQueueVar())) {
    expect(toast.kind).toBe('error');
    texts.push(toast.message);
    dismissToast(toast.id);
  }
  return texts;
}

async function throughToTheLastStep(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  expect(await within(dialog).findByText('Steg 1 av 2')).toBeInTheDocument();
  expect(await within(dialog).findByText('Anna Andersson')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Nästa' }));
  expect(within(dialog).getByText('Steg 2 av 2')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Visning och inflyttning' })).toHaveFocus();
  expect(within(dialog).getByRole('checkbox', { name: 'Jag kan flytta in 2027-01-01' })).toBeChecked();
  // Said before registering: what the check and accepting an offer do to the applicant's other registrations.
  expect(dialog).toHaveTextContent(
    'Bra att veta: när du står först i tur till en bostad och vi börjar kontrollera att du uppfyller kraven, eller när du tackar ja till ett erbjudande, tas alla dina andra intresseanmälningar bort.',
  );
}

describe('InterestDialog', () => {
  beforeEach(() => clearToasts());

  it('asks for the showing confirmation, then shows every validation text of a refused registration as its own toast and closes', async () => {
    const { user, onClose, onRegistered } = setup([
      validationMock(false),
      applicantMock,
      createMock([
        { code: 'expired', text: 'Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.' },
        { code: 'idDocument', text: 'Din id-handling behöver vara godkänd innan du kan anmäla intresse.' },
      ]),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Anmäl intresse för Gredelbyvägen 58' });
    await throughToTheLastStep(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Skicka intresseanmälan' }));
    const summary = within(dialog).getByRole('group', { name: 'Formuläret innehåller fel' });
    expect(within(summary).getByRole('link', { name: 'Du behöver bekräfta att du har tagit del av informationen om visningen.' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: /^Jag har läst informationen om visningen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Skicka intresseanmälan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRegistered).not.toHaveBeenCalled();
    expect(errorToasts()).toEqual([
      'Tiden för intresseanmälan har gått ut och det går inte längre att anmäla intresse.',
      'Din id-handling behöver vara godkänd innan du kan anmäla intresse.',
    ]);
  });

  it('refuses an unticked move-in date in the dialog, as the server would, and keeps the dialog open', async () => {
    // No createApplication mock: a registration sent now would fail the test with an unmatched request.
    const { user, onClose } = setup([validationMock(false), applicantMock]);
    const dialog = screen.getByRole('dialog');
    await throughToTheLastStep(user, dialog);
    const moveIn = within(dialog).getByRole('checkbox', { name: 'Jag kan flytta in 2027-01-01' });
    expect(moveIn).toHaveAttribute('aria-required', 'true');
    expect(moveIn.closest('.checkbox')).toHaveTextContent('Jag kan flytta in 2027-01-01 *');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Jag har läst informationen om visningen/ }));
    await user.click(moveIn);
    await user.click(within(dialog).getByRole('button', { name: 'Skicka intresseanmälan' }));
    const summary = within(dialog).getByRole('group', { name: 'Formuläret innehåller fel' });
    expect(within(summary).getByRole('link', { name: 'Du behöver bekräfta att du kan flytta in på inflyttningsdagen.' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it("says 'Det gick inte att spara din intresseanmälan' when the refusal has no text", async () => {
    const { user, onClose } = setup([validationMock(false), applicantMock, createMock([])]);
    const dialog = screen.getByRole('dialog');
    await throughToTheLastStep(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Jag har läst informationen om visningen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Skicka intresseanmälan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(errorToasts()).toEqual(['Det gick inte att spara din intresseanmälan']);
  });

  it('has a step for the co-applicant, whose confirmation is asked for before the next step', async () => {
    const { user } = setup([validationMock(true), applicantMock]);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Steg 1 av 3')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Nästa' }));
    expect(within(dialog).getByText('Steg 2 av 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Maria Eriksson har bekräftat att ni söker bostad tillsammans.')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('checkbox', { name: /^Jag intygar att min medsökande ska flytta in/ });
    await user.click(within(dialog).getByRole('button', { name: 'Nästa' }));
    expect(within(dialog).getByText('Steg 2 av 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Du behöver bekräfta att du anmäler intresse tillsammans med din medsökande.')).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Nästa' }));
    expect(within(dialog).getByText('Steg 3 av 3')).toBeInTheDocument();
  });

  it("shows the validation code when the contact details' save is refused, and stays in the editing mode", async () => {
    const { user } = setup([
      validationMock(false),
      applicantMock,
      {
        request: {
          query: UpdateApplicantBasicInformationDocument,
          variables: { firstName: 'Anna', lastName: 'Andersson', email: 'anna.andersson@example.se', emailSecondary: null, mobile: '0701234568', phone: null },
        },
        result: {
          data: {
            updateApplicantBasicInformation: {
              __typename: 'ApplicantResult',
              error: true,
              errorText: null,
              validationErrors: [{ __typename: 'ValidationError', code: 'MOBILE_TAKEN', text: 'Mobilnumret används redan' }],
              applicant: null,
            },
          },
        },
      },
    ]);
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Ändra kontaktuppgifter' }));
    const mobile = within(dialog).getByLabelText('Mobilnummer *');
    await user.clear(mobile);
    await user.type(mobile, '0701234568');
    await user.click(within(dialog).getByRole('button', { name: 'Spara kontaktuppgifter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kontaktuppgifterna kunde inte sparas. Felkod: MOBILE_TAKEN');
    expect(within(dialog).getByRole('button', { name: 'Spara kontaktuppgifter' })).toBeInTheDocument();
  });
});
