// The postal address (spec 000 §5: street, postal code ≤ 100 characters, city and country required).
import type { z } from 'zod';
import { FormShell } from '../../components/form/FormShell';
import { lazyResolver } from '../../components/form/lazyResolver';
import { TextField } from '../../components/form/TextField';
import type { addressSchema, AddressInput } from '../../rules/contact';
import { useSaveAddress } from './accountMutations';
import { useSubmitForm } from '../../components/form/useSubmitForm';

export type AddressValues = AddressInput;

export const ADDRESS_FIELD_IDS = {
  careOf: 'address-care-of',
  street: 'address-street',
  zipcode: 'address-zipcode',
  city: 'address-city',
  country: 'address-country',
} as const;

/** The rules of src/rules/contact.ts, loaded when the form is first used. */
const resolveAddress = lazyResolver<AddressValues, unknown, z.output<typeof addressSchema>>(async () => (await import('./contactResolvers')).resolveAddress);

export function AddressForm({ initial }: { initial: AddressValues }) {
  const saveAddress = useSaveAddress();
  const ids = ADDRESS_FIELD_IDS;
  const { fieldProps, shellProps } = useSubmitForm<AddressValues, z.output<typeof addressSchema>>({
    resolver: resolveAddress,
    defaultValues: initial,
    fieldIds: ids,
    save: (v) => saveAddress({ careOf: v.careOf, street: v.street, zipcode: v.zipcode, city: v.city, country: v.country }),
    successMessage: 'Din adress är sparad',
  });

  return (
    <section className="settings-section" aria-labelledby="address-heading">
      <h2 id="address-heading">Adress</h2>
      <FormShell {...shellProps} submitLabel="Spara adress">
        <TextField label="c/o (frivilligt)" autoComplete="off" {...fieldProps('careOf')} />
        <TextField label="Gatuadress" autoComplete="street-address" {...fieldProps('street')} />
        <div className="form__row">
          <TextField label="Postnummer" autoComplete="postal-code" {...fieldProps('zipcode')} />
          <TextField label="Ort" autoComplete="address-level2" {...fieldProps('city')} />
        </div>
        <TextField label="Land" autoComplete="country-name" {...fieldProps('country')} />
      </FormShell>
    </section>
  );
}
