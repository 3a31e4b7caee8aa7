// The postal address (spec 000 §5: street, postal code ≤ 100 characters, city and country required).
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { TextField } from '../../components/form/TextField';
import { addressSchema, type AddressInput } from '../../rules/contact';
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

export function AddressForm({ initial }: { initial: AddressValues }) {
  const saveAddress = useSaveAddress();
  const ids = ADDRESS_FIELD_IDS;
  const { form, summary, saving, onSubmit } = useSubmitForm<AddressValues, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial,
    fieldIds: ids,
    save: (v) => saveAddress({ careOf: v.careOf, street: v.street, zipcode: v.zipcode, city: v.city, country: v.country }),
    successMessage: 'Din adress är sparad',
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <section className="settings-section" aria-labelledby="address-heading">
      <h2 id="address-heading">Adress</h2>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <ErrorSummary errors={summary.errors} focusKey={summary.focusKey} />
        <TextField id={ids.careOf} label="c/o (frivilligt)" autoComplete="off" error={errors.careOf?.message} {...register('careOf')} />
        <TextField id={ids.street} label="Gatuadress" autoComplete="street-address" error={errors.street?.message} {...register('street')} />
        <div className="form__row">
          <TextField id={ids.zipcode} label="Postnummer" autoComplete="postal-code" error={errors.zipcode?.message} {...register('zipcode')} />
          <TextField id={ids.city} label="Ort" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        </div>
        <TextField id={ids.country} label="Land" autoComplete="country-name" error={errors.country?.message} {...register('country')} />
        <div className="form__actions">
          <button type="submit" className="button">
            Spara adress
          </button>
        </div>
      </form>
    </section>
  );
}
