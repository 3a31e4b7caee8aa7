// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { FormShell } from './FormShell';

const noErrors = { errors: [], focusKey: 0 };

describe('FormShell', () => {
  it('renders the form frame the pages and their e2e and axe tests rely on', () => {
    const { container } = render(
      <FormShell onSubmit={() => {}} busy={false} summary={noErrors} submitLabel="Spara">
        <input id="field" />
      </FormShell>,
    );
    expect(container.innerHTML).toBe(
      '<form class="form" novalidate=""><input id="field"><div class="form__actions"><button type="submit" class="button">Spara</button></div></form>',
    );
  });

  it('adds its class, intro, busy state, summary and extra actions in that order', () => {
    const { container } = render(
      <FormShell
        onSubmit={() => {}}
        busy
        summary={{ errors: [{ fieldId: 'field', message: 'Fyll i fältet' }], focusKey: 1 }}
        submitLabel="Spara"
        className="income-form"
        intro={<p>Intro</p>}
        actions={<button type="button">Avbryt</button>}
      >
        <input id="field" />
      </FormShell>,
    );
    const form = container.querySelector('form')!;
    expect(form.className).toBe('form income-form');
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect([...form.children].map((el) => el.tagName + (el.className ? `.${el.className}` : ''))).toEqual([
      'P',
      'DIV.error-summary',
      'INPUT',
      'DIV.form__actions',
    ]);
    expect([...form.querySelector('.form__actions')!.children].map((el) => el.textContent)).toEqual(['Spara', 'Avbryt']);
  });
});
