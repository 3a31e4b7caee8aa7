// The frame every field of the app shares: the label, the description and the error message around one control,
// wired by useField (ids, aria-invalid, aria-describedby). TextField, the selects and FileUpload are Fields.
import type { ReactNode } from 'react';
import type { FieldWiring } from './useField';

export interface FieldProps {
  field: FieldWiring;
  label: string;
  description?: string;
  error?: string;
  className?: string;
  /** The control, given the wiring's props by the caller; what follows it (a chosen file) comes after it. */
  children: ReactNode;
}

export function Field({ field, label, description, error, className, children }: FieldProps) {
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
      {children}
      {error && (
        <p className="field__error" id={field.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
