// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { UpdateApplicantBasicInformationDocument } from '../../graphql/__generated__/hooks';
import { contactMessages } from '../../rules/contact';
import { BasicInformationForm, withEmailRepeatRule, type BasicInformationValues } from './BasicInformationForm';
import type { SaveOutcome } from '../../components/form/saveOutcome';

// Room for a loaded machine: the mocked save and the re-render can take more than vi.waitFor's default second.
const WAIT = { timeout: 5000 };

const initial: BasicInformationValues = {
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@example.se',
  emailRepeat: '',
  emailSecondary: '',
  mobile: '0701234567',
  phone: '',
};

function setup(outcome: SaveOutcome = { ok: true }) {
  const save = vi.fn().mockResolvedValue(outcome);
  render(
    <MockedProvider>
      <BasicInformationForm initial={initial} save={save} />
    </MockedProvider>,
  );
  return { save, user: userEvent.setup(), submit: () => screen.getByRole('button', { name: 'Spara kontaktuppgifter' }) };
}

const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('BasicInformationForm', () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('shows the schema messages under the fields and in a focused summary; the button stays enabled', async () => {
    const { save, user, submit } = setup();
    await user.clear(screen.getByLabelText('Förnamn'));
    await user.clear(screen.getByLabelText('Mobilnummer'));
    await user.type(screen.getByLabelText('Mobilnummer'), '12');
    await user.type(screen.getByLabelText('Extra e-postadress (frivillig)'), 'ANNA@example.se');
    await user.click(submit());

    expect(screen.getByLabelText('Förnamn')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Förnamn')).toHaveAccessibleDescription(contactMessages.firstNameRequired);
    expect(screen.getByLabelText('Mobilnummer')).toHaveAccessibleDescription(contactMessages.mobileInvalid);
    expect(screen.getByLabelText('Extra e-postadress (frivillig)')).toHaveAccessibleDescription(
      `Får inte vara samma som din e-postadress. ${contactMessages.emailSecondarySame}`,
    );
    const summary = screen.getByRole('group', { name: 'Formuläret innehåller fel' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: contactMessages.firstNameRequired })).toHaveAttribute('href', '#basic-first-name');
    expect(submit()).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('limits names to 200 characters', async () => {
    const { user, submit } = setup();
    const lastName = screen.getByLabelText('Efternamn');
    await user.clear(lastName);
    await user.click(lastName);
    await user.paste('x'.repeat(201));
    await user.click(submit());
    expect(lastName).toHaveAccessibleDescription(contactMessages.lastNameTooLong);
  });

  it('asks for the e-mail again only when it changes', async () => {
    const { save, user, submit } = setup();
    const email = screen.getByLabelText('E-post');
    await user.clear(email);
    await user.type(email, 'ny@example.se');
    await user.click(submit());
    expect(screen.getByLabelText('Upprepa e-post')).toHaveAccessibleDescription(`Behövs bara när du ändrar e-postadressen. ${contactMessages.emailRepeatRequired}`);
    await user.type(screen.getByLabelText('Upprepa e-post'), 'annan@example.se');
    await user.click(submit());
    expect(screen.getByLabelText('Upprepa e-post')).toHaveAccessibleDescription(`Behövs bara när du ändrar e-postadressen. ${contactMessages.emailMismatch}`);
    expect(save).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Upprepa e-post'));
    await user.type(screen.getByLabelText('Upprepa e-post'), 'ny@example.se');
    await user.click(submit());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ email: 'ny@example.se', emailRepeat: 'ny@example.se' }));
  });

  it('saves unchanged e-mail without the repeat, trims, and shows a success toast', async () => {
    const { save, user, submit } = setup();
    await user.clear(screen.getByLabelText('Förnamn'));
    await user.type(screen.getByLabelText('Förnamn'), ' Anna-Karin ');
    await user.click(submit());
    expect(save).toHaveBeenCalledWith({
      firstName: 'Anna-Karin',
      lastName: 'Andersson',
      email: 'anna@example.se',
      emailRepeat: undefined,
      emailSecondary: null,
      mobile: '0701234567',
      phone: null,
    });
    expect(toasts()).toEqual(['success: Dina kontaktuppgifter är sparade']);
  });

  it('puts a server error that names a field under that field, with the summary', async () => {
    const text = 'E-postadressen används redan av ett annat konto';
    const { user, submit } = setup({ ok: false, message: text, validationErrors: [{ code: 'email', text }] });
    await user.click(submit());
    expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription(text);
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(toasts()).toEqual([]);
  });

  it('shows any other failure as an error toast that stays', async () => {
    const { user, submit } = setup({ ok: false, message: 'Något gick fel', validationErrors: [] });
    await user.click(submit());
    expect(toasts()).toEqual(['error: Något gick fel']);
  });
});

describe('BasicInformationForm with the real save', () => {
  beforeEach(() => clearToasts());
  afterEach(() => clearToasts());

  it('sends no emailRepeat while the e-mail is unchanged, and the typed repeat when it changes', async () => {
    const reply = (email: string) => ({
      data: {
        updateApplicantBasicInformation: {
          __typename: 'ApplicantResult',
          error: false,
          errorText: null,
          validationErrors: [],
          applicant: { __typename: 'Applicant', applicantId: 1, firstName: 'Anna', lastName: 'Andersson', email, emailSecondary: null, phone: null, mobile: '0701234567', needToUpdateContact: false },
        },
      },
    });
    const common = { firstName: 'Anna', lastName: 'Andersson', mobile: '0701234567', emailSecondary: null, phone: null };
    const mocks = [
      { request: { query: UpdateApplicantBasicInformationDocument, variables: { ...common, email: 'anna@example.se' } }, result: reply('anna@example.se') },
      {
        request: { query: UpdateApplicantBasicInformationDocument, variables: { ...common, email: 'ny@example.se', emailRepeat: 'ny@example.se' } },
        result: reply('ny@example.se'),
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <BasicInformationForm initial={initial} />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Spara kontaktuppgifter' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['success: Dina kontaktuppgifter är sparade']), WAIT);
    // The saved values return to the fields on the render that ends the save (react-hook-form's reset): wait for it,
    // as a person would see the form become idle, before typing again.
    const formElement = screen.getByRole('button', { name: 'Spara kontaktuppgifter' }).closest('form');
    await vi.waitFor(() => expect(formElement).not.toHaveAttribute('aria-busy'), WAIT);
    clearToasts();

    await user.clear(screen.getByLabelText('E-post'));
    await user.type(screen.getByLabelText('E-post'), 'ny@example.se');
    await user.type(screen.getByLabelText('Upprepa e-post'), 'ny@example.se');
    await user.click(screen.getByRole('button', { name: 'Spara kontaktuppgifter' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['success: Dina kontaktuppgifter är sparade']), WAIT);
    // The form resets to the saved values on React's next render.
    await vi.waitFor(() => expect(screen.getByLabelText('Upprepa e-post')).toHaveValue(''), WAIT);
    // Two saves with typed e-mails: simulated typing is slow on a loaded machine.
  }, 20_000);
});

describe('withEmailRepeatRule', () => {
  it.each([
    ['anna@example.se', '', undefined],
    ['ANNA@example.se ', '', undefined],
    ['anna@example.se', 'x@example.se', 'x@example.se'],
    ['ny@example.se', '', ''],
  ])('e-mail %j with repeat %j checks the repeat as %j', (email, emailRepeat, checked) => {
    expect(withEmailRepeatRule({ ...initial, email, emailRepeat }, 'anna@example.se').emailRepeat).toBe(checked);
  });
});
