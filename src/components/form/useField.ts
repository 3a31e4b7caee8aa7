// One hook wires a form control to its label, description and error message: ids,
// aria-invalid and aria-describedby, so every field of the app gets them the same way.
import { useId } from 'react';

export interface UseFieldOptions {
  /** A stable id, needed when an error summary links to the field. */
  id?: string;
  description?: string;
  error?: string;
}

export interface FieldWiring {
  id: string;
  labelProps: { htmlFor: string };
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  descriptionId: string | undefined;
  errorId: string | undefined;
}

export function useField({ id, description, error }: UseFieldOptions): FieldWiring {
  const generated = useId();
  const fieldId = id ?? `field${generated.replace(/:/gu, '')}`;
  const descriptionId = description ? `${fieldId}-description` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id: fieldId,
    labelProps: { htmlFor: fieldId },
    controlProps: { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
    descriptionId,
    errorId,
  };
}
