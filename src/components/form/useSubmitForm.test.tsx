// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { z } from '../../rules/zod';
import { clearToasts, toastQueueVar } from '../toast/toastStore';
import { ErrorSummary } from './ErrorSummary';
import { FailureAlert } from './FailureAlert';
import { FormShell } from './FormShell';
import { lazyResolver } from './lazyResolver';
import type { SaveOutcome } from './saveOutcome';
import { TextField } from './TextField';
import { useSubmitForm, type SubmitFormOptions } from './useSubmitForm';

const schema = z.object({ name: z.string().min(1, 'Skriv ett namn') });
type Values = z.infer<typeof schema>;
const FIELD_IDS = { name: 'kit-name' } as const;

function KitForm(props: Pick<SubmitFormOptions<Values, Values, object>, 'save' | 'onFailure' | 'successMessage'>) {
  const { form, summary, saving, onSubmit } = useSubmitForm<Values, Values>({ resolver: zodResolver(schema), defaultValues: { name: '' }, fieldIds: FIELD_IDS, ...props });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
      <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
      <TextField id={FIELD_IDS.name} label="Namn" error={form.formState.errors.name?.message} {...form.register('name')} />
      <button type="submit">Spara</button>
    </form>
  );
}

type AlertProps = Pick<SubmitFormOptions<Values, Values, object>, 'save' | 'initialFailure' | 'extraErrors'>;

/** A form with its own alert (alertOnFailure) and a file-like input outside its values (extraErrors). */
function AlertForm(props: AlertProps) {
  const { fieldProps, shellProps, failure } = useSubmitForm<Values, Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: 'Anna' },
    fieldIds: FIELD_IDS,
    alertOnFailure: true,
    ...props,
  });
  return (
    <form noValidate onSubmit={shellProps.onSubmit}>
      <ErrorSummary errors={shellProps.summary.errors} focusKey={shellProps.summary.focusKey} />
      <FailureAlert failure={failure} />
      <TextField label="Namn" {...fieldProps('name')} />
      <input id="kit-file" aria-label="Fil" />
      <button type="submit">Spara</button>
    </form>
  );
}

const toastTexts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('useSubmitForm', () => {
  beforeEach(() => clearToasts());

  it('checks the fields first: errors under them and a summary that takes focus, nothing sent', async () => {
    const save = vi.fn();
    const user = userEvent.setup();
    render(<KitForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    // The schema's check is asynchronous (the resolver): wait for the summary, then it must hold the focus.
    const summary = await screen.findByRole('group', { name: 'Formuläret innehåller fel' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Namn')).toHaveAccessibleDescription('Skriv ett namn');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends once while a save is under way (the button stays enabled), then shows the success toast', async () => {
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const save = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<KitForm save={save} successMessage="Sparat" />);
    await user.type(screen.getByLabelText('Namn'), 'Anna');
    const button = screen.getByRole('button', { name: 'Spara' });
    await user.click(button);
    expect(button).toBeEnabled();
    await user.click(button);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true }));
    expect(toastTexts()).toEqual(['success: Sparat']);
  });

  it('puts the server errors that name a field under it, any other failure in a toast or the page alert', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn<(v: Values) => Promise<SaveOutcome>>()
      .mockResolvedValueOnce({ ok: false, message: 'Namnet är upptaget', validationErrors: [{ code: 'name', text: 'Namnet är upptaget' }] })
      .mockResolvedValueOnce({ ok: false, message: 'Något gick fel', validationErrors: [] });
    const { unmount } = render(<KitForm save={save} />);
    await user.type(screen.getByLabelText('Namn'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('link', { name: 'Namnet är upptaget' })).toHaveAttribute('href', '#kit-name');
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['error: Något gick fel']));
    unmount();

    const onFailure = vi.fn();
    render(<KitForm save={async () => ({ ok: false, message: 'Länken har gått ut', validationErrors: [] })} onFailure={onFailure} />);
    await user.type(screen.getByLabelText('Namn'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('Länken har gått ut'));
  });

  it("alertOnFailure: the message in the form's alert, which takes focus on every failure, the field errors under the fields, no toast", async () => {
    const user = userEvent.setup();
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const save = vi
      .fn<(v: Values) => Promise<SaveOutcome>>()
      .mockResolvedValueOnce({ ok: false, message: 'Namnet är upptaget', validationErrors: [{ code: 'name', text: 'Namnet är upptaget' }] })
      .mockImplementationOnce(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    render(<AlertForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Namnet är upptaget');
    expect(screen.getByText('Namnet är upptaget', { selector: '.alert p' }).parentElement).toHaveFocus();
    expect(screen.getByLabelText('Namn')).toHaveAccessibleDescription('Namnet är upptaget');
    expect(screen.queryByRole('group', { name: 'Formuläret innehåller fel' })).not.toBeInTheDocument();

    // The next save clears the alert while it runs; its failure takes focus again.
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(async () => finish({ ok: false, message: 'Försök igen senare', validationErrors: [] }));
    expect(screen.getByText('Försök igen senare', { selector: '.alert p' }).parentElement).toHaveFocus();
    expect(toastTexts()).toEqual([]);
  });

  it('initialFailure: a failure from elsewhere on the page is shown, focused and put under its fields when the form appears', async () => {
    render(<AlertForm save={vi.fn()} initialFailure={{ ok: false, message: 'Namnet är upptaget', validationErrors: [{ code: 'name', text: 'Namnet är upptaget' }] }} />);
    expect(screen.getByText('Namnet är upptaget', { selector: '.alert p' }).parentElement).toHaveFocus();
    await vi.waitFor(() => expect(screen.getByLabelText('Namn')).toHaveAccessibleDescription('Namnet är upptaget'));
  });

  it('extraErrors: a standing error outside the values fails the submit and joins the summary, as it stood at the last submit', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    const fileError = [{ fieldId: 'kit-file', message: 'Filen är för stor' }];
    const { rerender } = render(<AlertForm save={save} extraErrors={[]} />);
    rerender(<AlertForm save={save} extraErrors={fileError} />);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Filen är för stor' })).toHaveAttribute('href', '#kit-file');

    // Fixed: it leaves the summary, and the next submit saves.
    rerender(<AlertForm save={save} extraErrors={[]} />);
    expect(screen.queryByRole('link', { name: 'Filen är för stor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(save).toHaveBeenCalledTimes(1);

    // A field error at the submit, no extra one: a file error chosen afterwards waits for the next submit.
    await user.clear(screen.getByLabelText('Namn'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    rerender(<AlertForm save={save} extraErrors={fileError} />);
    expect(screen.getByRole('link', { name: 'Skriv ett namn' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Filen är för stor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByRole('link', { name: 'Filen är för stor' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('useSubmitForm with a lazy resolver', () => {
  function LazyForm({ load }: { load: () => Promise<Resolver<Values, unknown, Values>> }) {
    const [resolver] = useState(() => lazyResolver(load));
    const { fieldProps, shellProps } = useSubmitForm<Values, Values>({ resolver, defaultValues: { name: '' }, fieldIds: FIELD_IDS, save: async () => ({ ok: true }) });
    return (
      <FormShell {...shellProps} submitLabel="Spara">
        <TextField label="Namn" {...fieldProps('name')} />
      </FormShell>
    );
  }

  it('starts loading the rules when focus enters the form, and validates with them on submit', async () => {
    const load = vi.fn(async () => zodResolver(schema));
    render(<LazyForm load={load} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Namn'));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findAllByText('Skriv ett namn')).not.toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
