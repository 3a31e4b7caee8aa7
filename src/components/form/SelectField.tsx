// A labelled select (wired by useField like every field) with a first, empty option that asks for a choice.
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import { useField } from './useField';
import type { ChoiceOption } from './ChoiceGroup';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id?: string;
  label: string;
  options: readonly ChoiceOption[];
  /** Options in named groups (optgroup), after the ungrouped options. */
  groups?: readonly { label: string; options: readonly ChoiceOption[] }[];
  /** The empty first option's text. */
  placeholder: string;
  description?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, options, groups = [], placeholder, description, error, className, ref, ...selectProps }: SelectFieldProps) {
  const field = useField({ id, description, error });
  return (
    <Field field={field} label={label} description={description} error={error} className={className}>
      <select className="field__input" ref={ref} {...selectProps} {...field.controlProps}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}
