// The physical mail preference: one checkbox, saved with its own button (no save on change, so
// nothing happens behind a keyboard user's back while moving through the form).
import { useState, type FormEvent } from 'react';
import { useSaveAction } from '../../components/form/useSaveAction';
import { useSavePhysicalMail } from './accountMutations';

export function PhysicalMailForm({ doNotWantPhysicalMail }: { doNotWantPhysicalMail: boolean }) {
  const save = useSavePhysicalMail();
  const [checked, setChecked] = useState(doNotWantPhysicalMail);
  const { busy: saving, save: run } = useSaveAction();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => save(checked), 'Ditt val om post är sparat');
  };

  return (
    <section className="settings-section" aria-labelledby="physical-mail-heading">
      <h2 id="physical-mail-heading">Post</h2>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <div className="checkbox">
          <input
            id="physical-mail"
            className="checkbox__input"
            type="checkbox"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <label className="checkbox__label" htmlFor="physical-mail">
            Jag vill inte få post hemskickad
          </label>
        </div>
        <div className="form__actions">
          <button type="submit" className="button">
            Spara postinställning
          </button>
        </div>
      </form>
    </section>
  );
}
