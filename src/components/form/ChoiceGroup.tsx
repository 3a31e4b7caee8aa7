// A group of radio buttons under one question (fieldset and legend), with the description and error wired like a
// Field's. The first option carries the group's id, so the error summary's link lands on the question.
import { useId, type InputHTMLAttributes } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> {
  /** The first option's id (an error summary's link target); generated when absent. */
  id?: string;
  legend: string;
  options: readonly ChoiceOption[];
  description?: string;
  error?: string;
}

/** The answers of a yes/no question, as the profile schemas read them ('true'/'false'). */
export const YES_NO_OPTIONS: readonly ChoiceOption[] = [
  { value: 'true', label: 'Ja' },
  { value: 'false', label: 'Nej' },
];

export function ChoiceGroup({ id: givenId, legend, options, description, error, ...inputProps }: ChoiceGroupProps) {
  const generated = useId();
  const id = givenId ?? `choice${generated.replace(/:/gu, '')}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`choice-group${error ? ' choice-group--invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="choice-group__legend">{legend}</legend>
      {description && (
        <p className="field__description" id={descriptionId}>
          {description}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div className="choice-group__option" key={option.value}>
              <input type="radio" id={optionId} value={option.value} aria-invalid={error ? true : undefined} {...inputProps} />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
