// The housing situation (spec 001 §3 Housing): housing form, landlord type, the landlord's name and phone or e-mail
// (not for an owner), the move-in month, the household, and a description with a live counter of its 500 characters.
import { useState } from 'react';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormShell } from '../../../components/form/FormShell';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { stockholmDay } from '../../../rules/calendar';
import { HOUSING_DESCRIPTION_MAX, HOUSING_FORMS, housingDescriptionLeft, housingSchema, LANDLORD_TYPES, type HousingInput } from '../../../rules/profile';
import { housingInput } from './detailsValues';
import { detailsTexts as t } from './detailsTexts';
import { useSaveHousing } from './profileMutations';
import { useQuestionnaireForm } from './useQuestionnaireForm';

export const HOUSING_FIELD_IDS = {
  currentTypeId: 'housing-current-type',
  landlordTypeId: 'housing-landlord-type',
  landlordName: 'housing-landlord-name',
  landlordPhone: 'housing-landlord-phone',
  landlordEmail: 'housing-landlord-email',
  moveInDate: 'housing-move-in',
  adults: 'housing-adults',
  children: 'housing-children',
  housingDescription: 'housing-description',
} as const;

const asOptions = (list: readonly { id: string; label: string }[]) => list.map(({ id, label }) => ({ value: id, label }));
const housingForms = asOptions(HOUSING_FORMS);
const landlordTypes = asOptions(LANDLORD_TYPES);

export function HousingForm({ initial }: { initial: HousingInput }) {
  const save = useSaveHousing();
  // 'An earlier month' is judged on the day the page opened (Sweden's day), as the server judges it on its own.
  const [schema] = useState(() => housingSchema(stockholmDay(new Date())));
  const { form, fieldProps, shellProps } = useQuestionnaireForm({
    schema,
    defaultValues: initial,
    fieldIds: HOUSING_FIELD_IDS,
    save: (v) => save(housingInput(v)),
  });
  const { watch } = form;
  const owner = watch('landlordTypeId') === 'NONE';
  return (
    <FormShell {...shellProps} submitLabel={t.save}>
      <ChoiceGroup legend={t.housing.currentType} options={housingForms} {...fieldProps('currentTypeId')} />
      <SelectField label={t.housing.landlordType} placeholder={t.choose} options={landlordTypes} {...fieldProps('landlordTypeId')} />
      {!owner && (
        <>
          <TextField label={t.housing.landlordName} autoComplete="off" {...fieldProps('landlordName')} />
          <p className="field__description">{t.housing.landlordContactHint}</p>
          <div className="form__row">
            <TextField label={t.housing.landlordPhone} type="tel" autoComplete="off" {...fieldProps('landlordPhone')} />
            <TextField label={t.housing.landlordEmail} type="email" autoComplete="off" {...fieldProps('landlordEmail')} />
          </div>
        </>
      )}
      <TextField
        label={t.housing.moveIn}
        description={t.housing.moveInHint}
        type="month"
        {...fieldProps('moveInDate')}
      />
      <div className="form__row">
        <TextField label={t.housing.adults} inputMode="numeric" {...fieldProps('adults')} />
        <TextField label={t.housing.children} inputMode="numeric" {...fieldProps('children')} />
      </div>
      <TextAreaField
        label={t.housing.description}
        counter={{ left: housingDescriptionLeft(watch('housingDescription')), max: HOUSING_DESCRIPTION_MAX }}
        {...fieldProps('housingDescription')}
      />
    </FormShell>
  );
}
