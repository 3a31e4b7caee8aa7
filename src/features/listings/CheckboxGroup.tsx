// A fieldset of checkboxes for one list filter (housing types, regions, districts, landlords …): any chosen value
// matches. Long lists scroll inside their box so the panel stays short on a phone.
import { Checkbox } from './Checkbox';

export interface Choice<T> {
  value: T;
  label: string;
}

export interface CheckboxGroupProps<T> {
  legend: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  /** Lets a long list scroll within a bounded height. */
  long?: boolean;
}

export function CheckboxGroup<T extends string | number>({ legend, choices, selected, onToggle, long = false }: CheckboxGroupProps<T>) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="listing-filter__group">
      <legend>{legend}</legend>
      <div className={`listing-filter__choices${long ? ' listing-filter__choices--long' : ''}`}>
        {choices.map((choice) => (
          <Checkbox key={choice.value} label={choice.label} checked={selected.includes(choice.value)} onChange={(checked) => onToggle(choice.value, checked)} />
        ))}
      </div>
    </fieldset>
  );
}
