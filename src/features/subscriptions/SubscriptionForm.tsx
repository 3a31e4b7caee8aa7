// The saved-search form (spec 001 §3 form view): name, housing type, extras, rooms, size, rent, landlord,
// municipality, residential area and the e-mail flag. Client rules from subscriptionFormSchema, errors under the
// fields and in a summary that takes focus; the server's field errors go there too, any other refusal (the limit
// of five) is an error toast that stays. Submit is never disabled; a second press while saving is ignored.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useController, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { useFocusOnShow } from '../../app/focus/useFocusOnShow';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { Field } from '../../components/form/Field';
import type { FieldIds } from '../../components/form/formSummary';
import { TextField } from '../../components/form/TextField';
import { useField } from '../../components/form/useField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import type { GetSubscriptionFilterQuery } from '../../graphql/__generated__/hooks';
import { districtOptions, sortByName } from '../../rules/listings';
import { formatKronor } from '../../rules/money';
import { isSubscriptionCategory, NAME_MAX_LENGTH, subscriptionMessages } from '../../rules/subscriptions';
import type { SaveSubscriptionOutcome } from './subscriptionMutations';
import { subscriptionFormSchema } from './subscriptionFormSchema';
import type { SubscriptionFormOutput, SubscriptionFormValues } from './subscriptionFormValues';

export type FilterOptions = NonNullable<GetSubscriptionFilterQuery['getSubscriptionFilter']['subscriptionFilter']>;

export const SUBSCRIPTION_FIELD_IDS = {
  name: 'subscription-name',
  roomsMin: 'subscription-rooms-min',
  roomsMax: 'subscription-rooms-max',
  areaMin: 'subscription-area-min',
  areaMax: 'subscription-area-max',
  rentMin: 'subscription-rent-min',
  rentMax: 'subscription-rent-max',
} as const satisfies FieldIds<SubscriptionFormValues>;

type ListName = 'categoryIds' | 'objectTypeIds' | 'landlordIds' | 'regionIds' | 'districtIds';
type BoundName = 'roomsMin' | 'roomsMax' | 'areaMin' | 'areaMax' | 'rentMin' | 'rentMax';
interface Option {
  value: string;
  label: string;
}

function CheckboxGroup({ control, name, legend, options, idPrefix }: { control: Control<SubscriptionFormValues, unknown, SubscriptionFormOutput>; name: ListName; legend: string; options: Option[]; idPrefix: string }) {
  const { field } = useController({ control, name });
  const chosen = field.value;
  if (options.length === 0) return null;
  return (
    <fieldset className="subscription-form__group">
      <legend className="subscription-form__legend">{legend}</legend>
      <div className={`subscription-form__choices${options.length > 8 ? ' subscription-form__choices--many' : ''}`}>
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <div className="checkbox" key={option.value}>
              <input
                id={id}
                className="checkbox__input"
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(event) => field.onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))}
                onBlur={field.onBlur}
              />
              <label className="checkbox__label" htmlFor={id}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function BoundSelect({ id, label, error, options, ...select }: { id: string; label: string; error?: string; options: Option[] } & UseFormRegisterReturn<BoundName>) {
  const field = useField({ id, error });
  return (
    <Field field={field} label={label} error={error}>
      <select className="field__input" {...select} {...field.controlProps}>
        <option value="">Ingen gräns</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The steps, plus a saved value that is not one of them (set elsewhere) so the select can still show it. */
function stepOptions(steps: readonly { value: number; label: string }[], current: string, format: (n: number) => string): Option[] {
  const options = steps.map((s) => ({ value: String(s.value), label: s.label }));
  if (current !== '' && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: format(Number(current)) });
    options.sort((a, b) => Number(a.value) - Number(b.value));
  }
  return options;
}

export interface SubscriptionFormProps {
  /** null: a new saved search. */
  subscriptionId: number | null;
  initialValues: SubscriptionFormValues;
  options: FilterOptions;
  save: (subscriptionId: number | null, values: SubscriptionFormOutput) => Promise<SaveSubscriptionOutcome>;
  onSaved: (subscriptionId: number) => void;
  onCancel: () => void;
}

export function SubscriptionForm({ subscriptionId, initialValues, options, save, onSaved, onCancel }: SubscriptionFormProps) {
  const ids = SUBSCRIPTION_FIELD_IDS;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { form, fieldProps, saving, summary, onSubmit } = useSubmitForm<SubscriptionFormValues, SubscriptionFormOutput, { subscriptionId: number }>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues: initialValues,
    fieldIds: ids,
    save: (values) => save(subscriptionId, values),
    successMessage: subscriptionMessages.saved,
    onSaved: (outcome) => onSaved(outcome.subscriptionId),
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;

  // The form opens where the page was: its heading takes focus so keyboard and screen-reader users land in it.
  useFocusOnShow(headingRef, []);

  const regionIds = useWatch({ control, name: 'regionIds' });
  const bounds = useWatch({ control, name: ['roomsMin', 'roomsMax', 'areaMin', 'areaMax', 'rentMin', 'rentMax'] });
  const districtChoices = useMemo(() => districtOptions(options.districts, regionIds.map(Number)), [options.districts, regionIds]);

  // Areas follow the chosen municipalities: an area outside them would match nothing, so it is unchosen.
  useEffect(() => {
    const allowed = new Set(districtChoices.map((d) => String(d.districtId)));
    const current = getValues('districtIds');
    const kept = current.filter((id) => allowed.has(id));
    if (kept.length !== current.length) setValue('districtIds', kept);
  }, [districtChoices, getValues, setValue]);

  const categoryOptions = sortByName(options.categories.filter(isSubscriptionCategory)).map((c) => ({ value: c.rentalObjectCategoryId, label: c.name }));
  const objectTypeOptions = sortByName(options.objectTypes.filter(isSubscriptionCategory)).map((c) => ({ value: c.rentalObjectCategoryId, label: c.name }));
  const landlordOptions = sortByName(options.landlords).map((l) => ({ value: String(l.landlordId), label: l.name }));
  const regionOptions = sortByName(options.regions).map((r) => ({ value: String(r.regionId), label: r.name }));
  const districtOptionList = districtChoices.map((d) => ({ value: String(d.districtId), label: d.label }));

  const [roomsMin, roomsMax, areaMin, areaMax, rentMin, rentMax] = bounds;
  const rooms = (n: number) => `${n} rum`;
  const area = (n: number) => `${n} m²`;
  const rent = (n: number) => formatKronor(n * 100);
  const boundSelect = (name: BoundName, label: string, steps: readonly { value: number; label: string }[], current: string, format: (n: number) => string) => (
    <BoundSelect id={ids[name]} label={label} error={errors[name]?.message} options={stepOptions(steps, current, format)} {...register(name)} />
  );

  const title = subscriptionId ? 'Ändra bevakning' : 'Ny bevakning';

  return (
    <section className="subscription-form" aria-labelledby="subscription-form-heading">
      <h2 id="subscription-form-heading" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
        <TextField label="Namn" autoComplete="off" maxLength={NAME_MAX_LENGTH} {...fieldProps('name')} />
        <CheckboxGroup control={control} name="categoryIds" legend="Boendetyp" options={categoryOptions} idPrefix="subscription-category" />
        <CheckboxGroup control={control} name="objectTypeIds" legend="Objekttyp" options={objectTypeOptions} idPrefix="subscription-object-type" />
        <fieldset className="subscription-form__group">
          <legend className="subscription-form__legend">Tillval</legend>
          <div className="subscription-form__choices">
            <div className="checkbox">
              <input id="subscription-balcony" className="checkbox__input" type="checkbox" {...register('balcony')} />
              <label className="checkbox__label" htmlFor="subscription-balcony">
                Balkong/uteplats
              </label>
            </div>
            <div className="checkbox">
              <input id="subscription-elevator" className="checkbox__input" type="checkbox" {...register('elevator')} />
              <label className="checkbox__label" htmlFor="subscription-elevator">
                Hiss
              </label>
            </div>
          </div>
        </fieldset>
        <fieldset className="subscription-form__group">
          <legend className="subscription-form__legend">Antal rum</legend>
          <div className="form__row">
            {boundSelect('roomsMin', 'Minsta antal rum', options.roomSteps, roomsMin, rooms)}
            {boundSelect('roomsMax', 'Högsta antal rum', options.roomSteps, roomsMax, rooms)}
          </div>
        </fieldset>
        <fieldset className="subscription-form__group">
          <legend className="subscription-form__legend">Storlek</legend>
          <div className="form__row">
            {boundSelect('areaMin', 'Minsta storlek', options.areaSteps, areaMin, area)}
            {boundSelect('areaMax', 'Största storlek', options.areaSteps, areaMax, area)}
          </div>
        </fieldset>
        <fieldset className="subscription-form__group">
          <legend className="subscription-form__legend">Hyra per månad</legend>
          <div className="form__row">
            {boundSelect('rentMin', 'Lägsta hyra', options.rentSteps, rentMin, rent)}
            {boundSelect('rentMax', 'Högsta hyra', options.rentSteps, rentMax, rent)}
          </div>
        </fieldset>
        <CheckboxGroup control={control} name="landlordIds" legend="Hyresvärd" options={landlordOptions} idPrefix="subscription-landlord" />
        <CheckboxGroup control={control} name="regionIds" legend="Kommun" options={regionOptions} idPrefix="subscription-region" />
        <CheckboxGroup control={control} name="districtIds" legend="Bostadsområde" options={districtOptionList} idPrefix="subscription-district" />
        <div className="checkbox">
          <input id="subscription-notifications" className="checkbox__input" type="checkbox" {...register('sendNotifications')} />
          <label className="checkbox__label" htmlFor="subscription-notifications">
            Skicka e-post när nya bostäder matchar
          </label>
        </div>
        <div className="form__actions">
          <button type="submit" className="button">
            Spara bevakning
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Avbryt
          </button>
        </div>
      </form>
    </section>
  );
}
