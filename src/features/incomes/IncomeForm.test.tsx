// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, toastQueueVar } from '../../components/toast/toastStore';
import { INCOME_CATEGORIES, incomeMessages } from '../../rules/incomes';
import { IncomeForm, incomeFormValues } from './IncomeForm';

// Room for a loaded machine: the save and the re-render can take more than vi.waitFor's default second.
const WAIT = { timeout: 5000 };

function setup(options: { initial?: Parameters<typeof incomeFormValues>[0]; outcome?: Awaited<ReturnType<Parameters<typeof IncomeForm>[0]['save']>> } = {}) {
  clearToasts();
  const save = vi.fn(async () => options.outcome ?? { ok: true as const });
  const onDone = vi.fn();
  render(
    <IncomeForm
      idPrefix="income"
      categories={INCOME_CATEGORIES}
      initial={incomeFormValues(options.initial)}
      applicantIncomeId={options.initial ? 7 : undefined}
      save={save}
      successMessage={options.initial ? incomeMessages.updated : incomeMessages.added}
      onDone={onDone}
    />,
  );
  return { save, onDone, user: userEvent.setup() };
}

const summary = () => screen.getByRole('group', { name: 'Formuläret innehåller fel' });
const toasts = () => toastQueueVar().map((t) => `${t.kind}: ${t.message}`);

describe('IncomeForm', () => {
  it('asks for a type and an amount, the summary taking focus, and saves nothing', async () => {
    const { save, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(summary()).toHaveFocus(), WAIT);
    expect(summary()).toHaveTextContent(incomeMessages.typeRequired);
    expect(summary()).toHaveTextContent(incomeMessages.required);
    expect(save).not.toHaveBeenCalled();
  });

  it('offers the types in their categories, asks the end date of temporary employment and the name under the type’s title', async () => {
    const { save, onDone, user } = setup();
    expect(screen.getByRole('group', { name: 'Arbete' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Anställningen slutar')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Typ av inkomst'), 'Tidsbegränsad anställning');
    await user.type(screen.getByLabelText('Inkomst per månad efter skatt (kr)'), '0');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(summary()).toHaveTextContent(incomeMessages.validToRequired), WAIT);
    expect(summary()).toHaveTextContent(incomeMessages.notPositive);

    await user.clear(screen.getByLabelText('Inkomst per månad efter skatt (kr)'));
    await user.type(screen.getByLabelText('Inkomst per månad efter skatt (kr)'), '25000');
    await user.type(screen.getByLabelText('Anställningen slutar'), '2099-06-30');
    expect(screen.getByLabelText('Arbetsgivare')).toHaveAttribute('placeholder', 'Till exempel Uppsala kommun');
    await user.type(screen.getByLabelText('Arbetsgivare'), 'Uppsala kommun');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled(), WAIT);
    expect(save).toHaveBeenCalledWith({ applicantIncomeId: undefined, incomeTypeId: 2, incomeMonthly: '25000', validTo: '2099-06-30', incomeName: 'Uppsala kommun' });
    expect(toasts()).toEqual([`success: ${incomeMessages.added}`]);
  });

  it('changes a saved income (kept in öre, typed in kronor) and shows the server’s field error under its field', async () => {
    const { save, onDone, user } = setup({
      initial: { incomeTypeId: 1, incomeMonthly: 2_500_000, validTo: null, incomeName: 'Uppsala kommun' },
      outcome: { ok: false, message: incomeMessages.tooLarge, validationErrors: [{ code: 'incomeMonthly', text: incomeMessages.tooLarge }] },
    });
    expect(screen.getByLabelText('Inkomst per månad efter skatt (kr)')).toHaveValue('25000');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Inkomst per månad efter skatt (kr)')).toHaveAccessibleDescription(incomeMessages.tooLarge), WAIT);
    expect(save).toHaveBeenCalledWith({ applicantIncomeId: 7, incomeTypeId: 1, incomeMonthly: '25000', validTo: null, incomeName: 'Uppsala kommun' });
    expect(onDone).not.toHaveBeenCalled();
  });
});
