// A labelled text input with optional description and error message (wired by useField).
import type { InputHTMLAttributes, Ref } from 'react';
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
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" {...field.labelProps}>
        {label}
      </label>
      {description && (
        <p className="field__description" id={field.descriptionId}>
          {description}
        </p>
      )}
      <input className="field__input" ref={ref} {...inputProps} {...field.controlProps} />
      {error && (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
