// A labelled checkbox with optional description and error message (wired by useField like every field of the
// kit). A required one (a confirmation that must be given) shows the asterisk and says so to assistive technology.
import type { InputHTMLAttributes, Ref } from 'react';
import { useField } from './useField';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'required'> {
  id?: string;
  label: string;
  description?: string;
  error?: string;
  /** Marked with an asterisk; the schema decides what is required. */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ id, label, description, error, required, ref, ...inputProps }: CheckboxFieldProps) {
  const field = useField({ id, description, error });
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input type="checkbox" className="checkbox__input" ref={ref} aria-required={required || undefined} {...inputProps} {...field.controlProps} />
        <label className="checkbox__label" {...field.labelProps}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      {description && (
        <p className="field__description" id={field.descriptionId}>
          {description}
        </p>
      )}
      {error && (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
