// A min/max pair of selects over fixed steps (size, rent, rooms) in one fieldset; an empty choice is no bound.
import { useId } from 'react';
import type { FilterStep } from '../../rules/listings';
import { boundFromValue } from './filterChanges';
import { listingTexts as t } from './listingTexts';

interface BoundSelectProps {
  label: string;
  steps: readonly FilterStep[];
  value: number | null;
  onChange: (value: number | null) => void;
}

function BoundSelect({ label, steps, value, onChange }: BoundSelectProps) {
  const id = `sel${useId().replace(/:/gu, '')}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value ?? ''} onChange={(event) => onChange(boundFromValue(event.target.value))}>
        <option value="">{t.noLimit}</option>
        {steps.map((step) => (
          <option key={step.value} value={step.value}>
            {step.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface RangeSelectsProps {
  legend: string;
  minLabel: string;
  maxLabel: string;
  steps: readonly FilterStep[];
  min: number | null;
  max: number | null;
  onChange: (range: { min: number | null; max: number | null }) => void;
}

export function RangeSelects({ legend, minLabel, maxLabel, steps, min, max, onChange }: RangeSelectsProps) {
  return (
    <fieldset className="listing-filter__group">
      <legend>{legend}</legend>
      <div className="listing-filter__range">
        <BoundSelect label={minLabel} steps={steps} value={min} onChange={(value) => onChange({ min: value, max })} />
        <BoundSelect label={maxLabel} steps={steps} value={max} onChange={(value) => onChange({ min, max: value })} />
      </div>
    </fieldset>
  );
}
