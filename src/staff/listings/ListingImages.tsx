// A rental object's photos: each shown with its alt text, moved up or down and removed; a new one uploaded (jpg or
// png, at most 10 MB) with the alt text it must have. The server decides the type from the file's content.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FileUpload } from '../../components/form/FileUpload';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { GENERIC_ERROR } from '../../components/resultText';
import { showToast } from '../../components/toast/toastStore';
import { LISTING_IMAGE_ACCEPT, listingEditorMessages as m, listingImageAltSchema } from '../../rules/listing-editor';
import { UPLOAD_MAX_BYTES, uploadMessages } from '../../rules/upload';
import { z } from '../../rules/zod';
import { useStaffListingLazyQuery } from '../../../operations/staff/listings/__generated__/StaffListing';
import { useStaffOrderListingImagesMutation } from '../../../operations/staff/listings/__generated__/StaffOrderListingImages';
import { useStaffRemoveListingImageMutation } from '../../../operations/staff/listings/__generated__/StaffRemoveListingImage';
import { apiRequest } from '../app/http';
import { listingChange, useReplaceListing, type StaffListing } from './listingChange';

const KINDS = [
  { value: 'primary', label: 'Huvudbild' },
  { value: 'other', label: 'Övrig bild' },
  { value: 'layout', label: 'Planritning' },
  { value: 'showing', label: 'Bild från visning' },
] as const;
const kindText = (kind: string) => KINDS.find((k) => k.value === kind)?.label ?? kind;

const imageFileSchema = z.custom<File | null>((v) => v === null || (typeof v === 'object' && v !== null && 'name' in v && 'size' in v)).superRefine((file, ctx) => {
  if (!file) ctx.addIssue({ code: 'custom', message: uploadMessages.fileRequired });
  else if (!/\.(jpe?g|png)$/i.test(file.name)) ctx.addIssue({ code: 'custom', message: m.imageType });
  else if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES) ctx.addIssue({ code: 'custom', message: uploadMessages.size });
});
const imageFormSchema = z.object({ file: imageFileSchema, description: listingImageAltSchema, kind: z.enum(['primary', 'other', 'layout', 'showing']) });
type ImageFormInput = z.input<typeof imageFormSchema>;
const fieldIds = { file: 'listing-image-file', description: 'listing-image-description', kind: 'listing-image-kind' } as const;

export function ListingImages({ listing }: { listing: StaffListing }) {
  const replace = useReplaceListing();
  const [order] = useStaffOrderListingImagesMutation();
  const [removeImage] = useStaffRemoveListingImageMutation();
  const [refetch] = useStaffListingLazyQuery({ fetchPolicy: 'network-only' });
  const [busy, setBusy] = useState(false);
  const images = listing.images;

  const change = async (run: Parameters<typeof listingChange>[0], done: string) => {
    if (busy) return;
    setBusy(true);
    const outcome = await listingChange(run, replace);
    setBusy(false);
    showToast(outcome.ok ? 'success' : 'error', outcome.ok ? done : outcome.message);
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.imageId);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void change(async () => (await order({ variables: { rentalObjectId: listing.rentalObjectId, imageIds: ids } })).data?.staffOrderListingImages, 'Bildernas ordning är sparad');
  };

  const { form, fieldProps, shellProps } = useSubmitForm<ImageFormInput, z.output<typeof imageFormSchema>>({
    resolver: zodResolver(imageFormSchema),
    defaultValues: { file: null, description: '', kind: images.length === 0 ? 'primary' : 'other' },
    fieldIds,
    successMessage: 'Bilden är uppladdad',
    afterSave: () => ({ file: null, description: '', kind: 'other' }),
    save: async ({ file, description, kind }) => {
      const body = new FormData();
      body.append('description', description);
      body.append('kind', kind);
      body.append('file', file!);
      try {
        const reply = await apiRequest(`/listings/${encodeURIComponent(listing.rentalObjectId)}/images`, { method: 'POST', body });
        const result = reply.body as { error?: boolean; errorText?: string | null; validationErrors?: { code: string; text: string }[] } | null;
        if (!reply.ok || !result || result.error) {
          return { ok: false, message: result?.validationErrors?.[0]?.text ?? result?.errorText ?? GENERIC_ERROR, validationErrors: result?.validationErrors ?? [] };
        }
        const fresh = await refetch({ variables: { rentalObjectId: listing.rentalObjectId } });
        if (fresh.data?.staffListing) replace(fresh.data.staffListing);
        return { ok: true };
      } catch {
        return { ok: false, message: GENERIC_ERROR, validationErrors: [] };
      }
    },
  });

  return (
    <section aria-labelledby="listing-images-heading">
      <h2 id="listing-images-heading">Bilder</h2>
      {images.length === 0 ? (
        <p>Bostaden har inga bilder än.</p>
      ) : (
        <ol className="staff-listing__images" aria-busy={busy || undefined}>
          {images.map((image, i) => (
            <li key={image.imageId} className="staff-listing__image">
              <img src={image.url} alt={image.description} width={160} height={107} loading="lazy" />
              <span>
                {i + 1}. {image.description} ({kindText(image.kind)})
              </span>
              <span>
                {i > 0 && (
                  <button type="button" className="button button--secondary button--small" onClick={() => move(i, -1)}>
                    Flytta upp <span className="visually-hidden">{image.description}</span>
                  </button>
                )}{' '}
                {i < images.length - 1 && (
                  <button type="button" className="button button--secondary button--small" onClick={() => move(i, 1)}>
                    Flytta ner <span className="visually-hidden">{image.description}</span>
                  </button>
                )}{' '}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => void change(async () => (await removeImage({ variables: { imageId: image.imageId } })).data?.staffRemoveListingImage, 'Bilden är borttagen')}
                >
                  Ta bort <span className="visually-hidden">{image.description}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <h3>Ladda upp en bild</h3>
      <FormShell {...shellProps} submitLabel="Ladda upp bilden">
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileUpload
              id={fieldIds.file}
              texts={{ label: 'Bild', description: 'En jpg- eller png-fil, högst 10 MB.', chosen: 'Vald bild:', remove: 'Ta bort vald bild', progress: 'Laddar upp' }}
              accept={LISTING_IMAGE_ACCEPT}
              file={field.value ?? null}
              error={fieldState.error?.message ?? null}
              onChange={(file) => field.onChange(file)}
            />
          )}
        />
        <TextField label="Bildtext (alternativtext)" description="Beskriv vad bilden visar för den som inte ser den" autoComplete="off" {...fieldProps('description')} />
        <SelectField label="Typ av bild" placeholder="Välj typ av bild" options={KINDS.map((k) => ({ value: k.value, label: k.label }))} {...fieldProps('kind')} />
      </FormShell>
    </section>
  );
}
