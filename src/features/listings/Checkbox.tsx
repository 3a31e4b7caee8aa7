// One labelled checkbox of the filter panel.
import { useId } from 'react';

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Checkbox({ label, checked, onChange }: CheckboxProps) {
  const id = `cb${useId().replace(/:/gu, '')}`;
  return (
    <div className="checkbox">
      <input id={id} className="checkbox__input" type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label className="checkbox__label listing-filter__option" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
