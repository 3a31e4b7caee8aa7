// A labelled text input with optional description and error message (wired by useField).
import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';
import { useField } from './useField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id?: string;
  label: string;
  description?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, description, error, className, ref, ...inputProps }: TextFieldProps) {
  const field = useField({ id, description, error });
  return (
    <Field field={field} label={label} description={description} error={error} className={className}>
      <input className="field__input" ref={ref} {...inputProps} {...field.controlProps} />
    </Field>
  );
}
