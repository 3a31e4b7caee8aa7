// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from '../../rules/zod';
import { clearToasts, toastQueueVar } from '../toast/toastStore';
import { ErrorSummary } from './ErrorSummary';
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

const toastTexts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('useSubmitForm', () => {
  beforeEach(() => clearToasts());

  it('checks the fields first: errors under them and a summary that takes focus, nothing sent', async () => {
    const save = vi.fn();
    const user = userEvent.setup();
    render(<KitForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByRole('group', { name: 'Formuläret innehåller fel' })).toHaveFocus();
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
});
