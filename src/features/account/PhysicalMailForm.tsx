// The physical mail preference: one checkbox, saved with its own button (no save on change, so
// nothing happens behind a keyboard user's back while moving through the form).
import { useState, type FormEvent } from 'react';
import { showToast } from '../../app/toast/toastStore';
import { useSavePhysicalMail } from './accountMutations';

export function PhysicalMailForm({ doNotWantPhysicalMail }: { doNotWantPhysicalMail: boolean }) {
  const save = useSavePhysicalMail();
  const [checked, setChecked] = useState(doNotWantPhysicalMail);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const outcome = await save(checked).finally(() => setSaving(false));
    if (outcome.ok) showToast('success', 'Ditt val om post är sparat');
    else showToast('error', outcome.message);
  };

  return (
    <section className="settings-section" aria-labelledby="physical-mail-heading">
      <h2 id="physical-mail-heading">Post</h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving || undefined}>
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
