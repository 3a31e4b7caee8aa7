// The listing editor's form: every field the applicants' list and detail pages show, checked by the shared schema
// (src/rules/listing-editor.ts) before it is sent and again by the server, whose refusals land under the same fields.
// The requirements come in three groups (general, income, special), each a list the case handler adds to.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import {
  CRITERIA_GROUPS,
  CRITERIA_MAX,
  LANDLORD_INCOME_TYPES,
  listingEditorSchema,
  PROPERTIES_MAX,
  QUEUE_TYPE_OPTIONS,
  type CriteriaGroup,
  type ListingEditorInput,
  type ListingEditorValues,
} from '../../rules/listing-editor';
import type { StaffListingCatalogQuery } from '../../../operations/staff/listings/__generated__/StaffListingCatalog';

export type ListingCatalog = StaffListingCatalogQuery['staffListingCatalog'];

const TOP_FIELDS = [
  'street',
  'zipcode',
  'city',
  'objectNumber',
  'apartmentNumber',
  'districtId',
  'landlordId',
  'rooms',
  'roomsDescription',
  'area',
  'floor',
  'floorTotal',
  'elevator',
  'balcony',
  'maxNumberOfPeople',
  'description',
  'rent',
  'rentDescription',
  'agencyFee',
  'startDate',
  'endDate',
  'lastReplyDate',
  'moveInDate',
  'moveInEarlier',
  'openForApplication',
  'queueTypeId',
  'canCalculateQueueplace',
  'queueDefault',
  'queueTenant',
  'queueTransfer',
  'keepQueueDate',
  'showing',
  'hasDigitalShowing',
  'showingIsMandatory',
  'showingText',
  'categoryIds',
  'incomeTypeIds',
] as const;

/** Every field's element id, the requirements' too (the error summary links each problem to its field). */
const fieldIds: Record<string, string> = Object.fromEntries([
  ...TOP_FIELDS.map((name) => [name, `listing-${name}`]),
  ...Array.from({ length: PROPERTIES_MAX }, (_, i) => [
    [`properties.${i}.key`, `listing-properties-${i}-key`],
    [`properties.${i}.values`, `listing-properties-${i}-values`],
  ]).flat(),
  ...CRITERIA_GROUPS.flatMap((group) =>
    Array.from({ length: CRITERIA_MAX }, (_, i) => [
      [`criteria.${group}.${i}.text`, `listing-criteria-${group}-${i}-text`],
      [`criteria.${group}.${i}.textLong`, `listing-criteria-${group}-${i}-textLong`],
    ]).flat(),
  ),
]);

const GROUP_TEXTS: Record<CriteriaGroup, { legend: string; add: string }> = {
  general: { legend: 'Allmänna krav', add: 'Lägg till allmänt krav' },
  income: { legend: 'Inkomstkrav', add: 'Lägg till inkomstkrav' },
  special: { legend: 'Särskilda krav', add: 'Lägg till särskilt krav' },
};

const CATEGORY_LISTS: Record<string, string> = {
  boendeTyp: 'Boendetyp',
  bostadsTyp: 'Bostadstyp',
  kontraktsTyp: 'Kontraktstyp',
  formedlingsTyp: 'Förmedlingstyp',
  fastighetsStatus: 'Fastighetsstatus',
};

export interface ListingFormProps {
  catalog: ListingCatalog;
  defaultValues: ListingEditorInput;
  submitLabel: string;
  successMessage: string;
  save: (values: ListingEditorValues) => Promise<SaveOutcome>;
}

export function ListingForm({ catalog, defaultValues, submitLabel, successMessage, save }: ListingFormProps) {
  const { form, fieldProps, shellProps } = useSubmitForm<ListingEditorInput, ListingEditorValues>({
    resolver: zodResolver(listingEditorSchema),
    defaultValues,
    fieldIds: fieldIds as never,
    save,
    successMessage,
  });
  const field = (name: (typeof TOP_FIELDS)[number]) => fieldProps(name as never);
  const categoryError = form.formState.errors.categoryIds?.message;

  return (
    <FormShell {...shellProps} submitLabel={submitLabel} className="staff-listing-form">
      <fieldset>
        <legend>Adress och område</legend>
        <TextField label="Gatuadress" autoComplete="off" {...field('street')} />
        <TextField label="Postnummer" inputMode="numeric" autoComplete="off" {...field('zipcode')} />
        <TextField label="Ort" autoComplete="off" {...field('city')} />
        <TextField label="Objektsnummer" autoComplete="off" {...field('objectNumber')} />
        <TextField label="Lägenhetsnummer" autoComplete="off" {...field('apartmentNumber')} />
        <SelectField
          label="Område"
          placeholder="Välj område"
          options={catalog.districts.map((d) => ({ value: String(d.districtId), label: d.label }))}
          {...field('districtId')}
        />
        <SelectField
          label="Hyresvärd"
          placeholder="Välj hyresvärd"
          options={catalog.landlords.map((l) => ({ value: String(l.landlordId), label: l.name }))}
          {...field('landlordId')}
        />
      </fieldset>

      <fieldset>
        <legend>Bostaden</legend>
        <TextField label="Antal rum" inputMode="numeric" autoComplete="off" {...field('rooms')} />
        <TextField label="Rumsbeskrivning" description="Till exempel 2 rum och kök" autoComplete="off" {...field('roomsDescription')} />
        <TextField label="Boarea (m²)" inputMode="decimal" autoComplete="off" {...field('area')} />
        <TextField label="Våning" description="Lämna tomt om det inte är känt" inputMode="numeric" autoComplete="off" {...field('floor')} />
        <TextField label="Antal våningar i huset" inputMode="numeric" autoComplete="off" {...field('floorTotal')} />
        <CheckboxField label="Hiss" {...field('elevator')} />
        <CheckboxField label="Balkong" {...field('balcony')} />
        <TextField label="Högsta antal personer i hushållet" inputMode="numeric" autoComplete="off" {...field('maxNumberOfPeople')} />
        <TextAreaField label="Beskrivning" rows={5} {...field('description')} />
      </fieldset>

      <fieldset>
        <legend>Hyra och avgifter</legend>
        <TextField label="Hyra (kr per månad)" inputMode="decimal" autoComplete="off" {...field('rent')} />
        <TextField label="Om hyran" description="Till exempel vad som ingår" autoComplete="off" {...field('rentDescription')} />
        <TextField label="Förmedlingsavgift (kr)" description="Lämna tomt om ingen avgift tas ut" inputMode="decimal" autoComplete="off" {...field('agencyFee')} />
      </fieldset>

      <fieldset>
        <legend>Datum</legend>
        <TextField label="Publiceras från" description="ÅÅÅÅ-MM-DD" type="date" {...field('startDate')} />
        <TextField label="Publiceras till och med" description="ÅÅÅÅ-MM-DD" type="date" {...field('endDate')} />
        <TextField label="Sista anmälningsdag" description="ÅÅÅÅ-MM-DD" type="date" {...field('lastReplyDate')} />
        <TextField label="Inflyttningsdatum" description="ÅÅÅÅ-MM-DD, lämna tomt om det inte är bestämt" type="date" {...field('moveInDate')} />
        <CheckboxField label="Tidigare inflyttning kan vara möjlig" {...field('moveInEarlier')} />
        <CheckboxField label="Öppen för intresseanmälan" {...field('openForApplication')} />
      </fieldset>

      <fieldset>
        <legend>Kö och förmedling</legend>
        <SelectField label="Kö" placeholder="Välj kö" options={QUEUE_TYPE_OPTIONS} {...field('queueTypeId')} />
        <CheckboxField label="Förmedlas efter kötid" description="Annars går bostaden till den som först anmäler intresse och uppfyller kraven" {...field('canCalculateQueueplace')} />
        <CheckboxField label="Öppen för sökande i bostadskön" {...field('queueDefault')} />
        <CheckboxField label="Öppen för hyresgäster som vill flytta inom beståndet" {...field('queueTenant')} />
        <CheckboxField label="Öppen för byten" {...field('queueTransfer')} />
        <CheckboxField label="Sökanden behåller sin ködag" {...field('keepQueueDate')} />
      </fieldset>

      <fieldset>
        <legend>Visning</legend>
        <CheckboxField label="Visning på plats" {...field('showing')} />
        <CheckboxField label="Digital visning" {...field('hasDigitalShowing')} />
        <CheckboxField label="Visningen är obligatorisk" {...field('showingIsMandatory')} />
        <TextAreaField label="Visningsinformation" rows={3} {...field('showingText')} />
      </fieldset>

      <CheckboxGroupField id={fieldIds.categoryIds!} legend="Kategorier" error={categoryError}>
        {Object.entries(CATEGORY_LISTS).map(([list, name]) => {
          const options = catalog.categories.filter((c) => c.list === list);
          if (options.length === 0) return null;
          return (
            <fieldset key={list}>
              <legend>{name}</legend>
              {options.map((c) => (
                <CheckboxField key={c.rentalObjectCategoryId} id={`listing-category-${c.rentalObjectCategoryId}`} label={c.name} value={c.rentalObjectCategoryId} {...form.register('categoryIds')} />
              ))}
            </fieldset>
          );
        })}
      </CheckboxGroupField>

      <PropertyFields control={form.control} fieldProps={fieldProps as (name: string) => ReturnType<typeof field>} />

      <CheckboxGroupField id={fieldIds.incomeTypeIds!} legend="Godkända inkomster" error={form.formState.errors.incomeTypeIds?.message}>
        {LANDLORD_INCOME_TYPES.map((t) => (
          <CheckboxField key={t.incomeTypeId} id={`listing-income-type-${t.incomeTypeId}`} label={t.name} value={String(t.incomeTypeId)} {...form.register('incomeTypeIds')} />
        ))}
      </CheckboxGroupField>

      {CRITERIA_GROUPS.map((group) => (
        <CriteriaFields key={group} group={group} control={form.control} fieldProps={fieldProps as (name: string) => ReturnType<typeof field>} />
      ))}
    </FormShell>
  );
}

function CriteriaFields({ group, control, fieldProps }: { group: CriteriaGroup; control: Control<ListingEditorInput>; fieldProps: (name: string) => ReturnType<ReturnType<typeof useSubmitForm>['fieldProps']> }) {
  const { fields, append, remove } = useFieldArray({ control, name: `criteria.${group}` as never });
  const texts = GROUP_TEXTS[group];
  return (
    <fieldset>
      <legend>{texts.legend}</legend>
      {fields.length === 0 && <p>Inga krav i den här gruppen.</p>}
      {fields.map((item, i) => (
        <div key={item.id} className="staff-listing__criterion">
          <TextField label={`Krav ${i + 1}`} autoComplete="off" {...fieldProps(`criteria.${group}.${i}.text`)} />
          <TextAreaField label={`Förklaring till krav ${i + 1}`} description="Visas när sökanden vill läsa mer" rows={2} {...fieldProps(`criteria.${group}.${i}.textLong`)} />
          <button type="button" className="button button--secondary button--small" onClick={() => remove(i)}>
            Ta bort krav {i + 1}
          </button>
        </div>
      ))}
      {fields.length < CRITERIA_MAX && (
        <button type="button" className="button button--secondary" onClick={() => append({ text: '', textLong: '' } as never)}>
          {texts.add}
        </button>
      )}
    </fieldset>
  );
}

/** A group of check boxes with its legend; its error (the server's, for the whole list) is read out with it. */
function CheckboxGroupField({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

function PropertyFields({ control, fieldProps }: { control: Control<ListingEditorInput>; fieldProps: (name: string) => ReturnType<ReturnType<typeof useSubmitForm>['fieldProps']> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'properties' as never });
  return (
    <fieldset>
      <legend>Egenskaper</legend>
      {fields.length === 0 && <p>Inga egenskaper.</p>}
      {fields.map((item, i) => (
        <div key={item.id} className="staff-listing__criterion">
          <TextField label={`Egenskap ${i + 1}`} description="Till exempel Kök eller Tvätt" autoComplete="off" {...fieldProps(`properties.${i}.key`)} />
          <TextField label={`Värden för egenskap ${i + 1}`} description="Skilj flera värden med komma" autoComplete="off" {...fieldProps(`properties.${i}.values`)} />
          <button type="button" className="button button--secondary button--small" onClick={() => remove(i)}>
            Ta bort egenskap {i + 1}
          </button>
        </div>
      ))}
      {fields.length < PROPERTIES_MAX && (
        <button type="button" className="button button--secondary" onClick={() => append({ key: '', values: '' } as never)}>
          Lägg till egenskap
        </button>
      )}
    </fieldset>
  );
}
