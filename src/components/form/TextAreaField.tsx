// A labelled text area (wired by useField) that can count down the characters left of its limit as the user types;
// the count is announced politely, and only once it runs low, so a screen reader is not interrupted at every key.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';
import { useField } from './useField';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id?: string;
  label: string;
  description?: string;
  error?: string;
  /** The characters left (the caller counts as its rule does) and the limit; no counter when absent. */
  counter?: { left: number; max: number };
  ref?: Ref<HTMLTextAreaElement>;
}

/** The counter's text, e.g. '480 av 500 tecken kvar'. */
export const charactersLeftText = (left: number, max: number) => `${left} av ${max} tecken kvar`;

/** Below this share of the limit, the counter is announced. */
const ANNOUNCE_BELOW = 0.1;

export function TextAreaField({ id, label, description, error, counter, className, ref, ...areaProps }: TextAreaFieldProps) {
  const field = useField({ id, description, error });
  const counterId = `${field.id}-counter`;
  const describedBy = [field.controlProps['aria-describedby'], counter ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Field field={field} label={label} description={description} error={error} className={className}>
      <textarea className="field__input field__textarea" ref={ref} {...areaProps} {...field.controlProps} aria-describedby={describedBy} />
      {counter && (
        <p
          className={`field__counter${counter.left < 0 ? ' field__counter--over' : ''}`}
          id={counterId}
          aria-live={counter.left < counter.max * ANNOUNCE_BELOW ? 'polite' : 'off'}
        >
          {charactersLeftText(counter.left, counter.max)}
        </p>
      )}
    </Field>
  );
}
