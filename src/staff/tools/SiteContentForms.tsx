// What the applicants' pages show around their content, as an administrator edits it: the maintenance message (set or
// removed), the menu (two levels) and the footer's three columns (text lines and [links](/address), never HTML).
// Each form is checked by the shared rules (src/rules/site-content.ts) and again by the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { outcomeOf } from '../../components/form/saveOutcome';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { showToast } from '../../components/toast/toastStore';
import {
  footerSchema,
  maintenanceMessageSchema,
  MENU_ITEMS_MAX,
  menuSchema,
  siteContentMessages as m,
  stockholmLocal,
  type FooterInput,
  type MaintenanceMessageInput,
  type MenuInput,
} from '../../rules/site-content';
import type { z } from '../../rules/zod';
import { useStaffClearMaintenanceMessageMutation } from '../../../operations/staff/tools/__generated__/StaffClearMaintenanceMessage';
import { useStaffSaveFooterMutation } from '../../../operations/staff/tools/__generated__/StaffSaveFooter';
import { useStaffSaveMaintenanceMessageMutation } from '../../../operations/staff/tools/__generated__/StaffSaveMaintenanceMessage';
import { useStaffSaveMenuMutation } from '../../../operations/staff/tools/__generated__/StaffSaveMenu';
import { useStaffSiteContentQuery, type StaffSiteContentQuery } from '../../../operations/staff/tools/__generated__/StaffSiteContent';

type SiteContent = StaffSiteContentQuery['staffSiteContent'];
const refetch = { refetchQueries: ['StaffSiteContent'], awaitRefetchQueries: true };

export function SiteContentForms() {
  const { data, loading, error } = useStaffSiteContentQuery({ fetchPolicy: 'network-only' });
  if (loading && !data)
    return (
      <Skeleton label="Hämtar driftmeddelandet, menyn och sidfoten…">
        <SkeletonLine />
        <SkeletonLine />
      </Skeleton>
    );
  if (error || !data)
    return (
      <p className="alert alert--error" role="alert">
        Innehållet gick inte att hämta. Försök igen.
      </p>
    );
  const content = data.staffSiteContent;
  return (
    <>
      <MaintenanceMessageForm content={content} />
      <MenuForm content={content} />
      <FooterForm content={content} />
    </>
  );
}

const messageIds = { message: 'tools-message', start: 'tools-message-start', stop: 'tools-message-stop' } as const;

function MaintenanceMessageForm({ content }: { content: SiteContent }) {
  const [save] = useStaffSaveMaintenanceMessageMutation(refetch);
  const [clear] = useStaffClearMaintenanceMessageMutation(refetch);
  const [clearing, setClearing] = useState(false);
  const current = content.maintenanceMessage;
  const now = stockholmLocal(new Date());
  const { fieldProps, shellProps } = useSubmitForm<MaintenanceMessageInput, z.output<typeof maintenanceMessageSchema>>({
    resolver: zodResolver(maintenanceMessageSchema),
    defaultValues: current ?? { message: '', start: now, stop: '' },
    fieldIds: messageIds,
    successMessage: m.saved,
    save: (v) => outcomeOf(async () => (await save({ variables: { input: { message: v.message, start: stockholmLocal(v.start), stop: stockholmLocal(v.stop) } } })).data?.staffSaveMaintenanceMessage),
  });
  const remove = async () => {
    if (clearing) return;
    setClearing(true);
    const outcome = await outcomeOf(async () => (await clear()).data?.staffClearMaintenanceMessage);
    setClearing(false);
    showToast(outcome.ok ? 'success' : 'error', outcome.ok ? m.cleared : outcome.message);
  };
  return (
    <section aria-labelledby="tools-message-heading">
      <h2 id="tools-message-heading">Driftmeddelande</h2>
      <p role="status">{current ? `Visas för sökande från ${current.start.replace('T', ' ')} till ${current.stop.replace('T', ' ')}.` : 'Inget driftmeddelande visas.'}</p>
      <FormShell
        {...shellProps}
        submitLabel="Spara driftmeddelandet"
        actions={
          current ? (
            <button type="button" className="button button--secondary" aria-busy={clearing || undefined} onClick={() => void remove()}>
              Ta bort driftmeddelandet
            </button>
          ) : undefined
        }
      >
        <TextAreaField label="Meddelande" rows={2} {...fieldProps('message')} />
        <TextField label="Visas från" description="Datum och tid (svensk tid)" type="datetime-local" {...fieldProps('start')} />
        <TextField label="Visas till" description="Datum och tid (svensk tid)" type="datetime-local" {...fieldProps('stop')} />
      </FormShell>
    </section>
  );
}

const menuIds: Record<string, string> = Object.fromEntries(
  Array.from({ length: MENU_ITEMS_MAX }, (_, i) => [
    [`items.${i}.name`, `tools-menu-${i}-name`],
    [`items.${i}.url`, `tools-menu-${i}-url`],
    ...Array.from({ length: MENU_ITEMS_MAX }, (_c, j) => [
      [`items.${i}.children.${j}.name`, `tools-menu-${i}-${j}-name`],
      [`items.${i}.children.${j}.url`, `tools-menu-${i}-${j}-url`],
    ]).flat(),
  ]).flat(),
);

type FieldPropsOf = (name: string) => Record<string, unknown> & { id?: string; error?: string };

function MenuForm({ content }: { content: SiteContent }) {
  const [save] = useStaffSaveMenuMutation(refetch);
  const { form, fieldProps, shellProps } = useSubmitForm<MenuInput, z.output<typeof menuSchema>>({
    resolver: zodResolver(menuSchema),
    defaultValues: { items: content.menu.map((i) => ({ name: i.name, url: i.url, children: i.children.map((c) => ({ name: c.name, url: c.url })) })) },
    fieldIds: menuIds as never,
    successMessage: m.saved,
    save: (v) => outcomeOf(async () => (await save({ variables: { items: v.items } })).data?.staffSaveMenu),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const field = fieldProps as unknown as FieldPropsOf;
  return (
    <section aria-labelledby="tools-menu-heading">
      <h2 id="tools-menu-heading">Meny</h2>
      <p>Menyn i sökandenas sidhuvud. Adresser börjar med / eller https://.</p>
      <FormShell {...shellProps} submitLabel="Spara menyn">
        {fields.map((item, i) => (
          <fieldset key={item.id}>
            <legend>Menyval {i + 1}</legend>
            <TextField label="Namn" autoComplete="off" {...field(`items.${i}.name`)} />
            <TextField label="Adress" autoComplete="off" {...field(`items.${i}.url`)} />
            <MenuChildren control={form.control} index={i} field={field} />
            <button type="button" className="button button--secondary button--small" onClick={() => remove(i)}>
              Ta bort menyval {i + 1}
            </button>
          </fieldset>
        ))}
        {fields.length < MENU_ITEMS_MAX && (
          <button type="button" className="button button--secondary" onClick={() => append({ name: '', url: '/', children: [] })}>
            Lägg till menyval
          </button>
        )}
      </FormShell>
    </section>
  );
}

function MenuChildren({ control, index, field }: { control: Control<MenuInput>; index: number; field: FieldPropsOf }) {
  const { fields, append, remove } = useFieldArray({ control, name: `items.${index}.children` as 'items.0.children' });
  return (
    <>
      {fields.map((child, j) => (
        <fieldset key={child.id}>
          <legend>
            Undermeny {index + 1}.{j + 1}
          </legend>
          <TextField label="Namn" autoComplete="off" {...field(`items.${index}.children.${j}.name`)} />
          <TextField label="Adress" autoComplete="off" {...field(`items.${index}.children.${j}.url`)} />
          <button type="button" className="button button--secondary button--small" onClick={() => remove(j)}>
            Ta bort undermeny {index + 1}.{j + 1}
          </button>
        </fieldset>
      ))}
      {fields.length < MENU_ITEMS_MAX && (
        <button type="button" className="button button--secondary button--small" onClick={() => append({ name: '', url: '/' })}>
          Lägg till undermeny till menyval {index + 1}
        </button>
      )}
    </>
  );
}

const footerIds: Record<string, string> = Object.fromEntries(
  [0, 1, 2].flatMap((i) => [
    [`columns.${i}.title`, `tools-footer-${i}-title`],
    [`columns.${i}.body`, `tools-footer-${i}-body`],
  ]),
);

function FooterForm({ content }: { content: SiteContent }) {
  const [save] = useStaffSaveFooterMutation(refetch);
  const { fieldProps, shellProps } = useSubmitForm<FooterInput, z.output<typeof footerSchema>>({
    resolver: zodResolver(footerSchema),
    defaultValues: { columns: content.footer.map((c) => ({ title: c.title ?? '', body: c.body })) },
    fieldIds: footerIds as never,
    successMessage: m.saved,
    save: (v) => outcomeOf(async () => (await save({ variables: { columns: v.columns } })).data?.staffSaveFooter),
  });
  const field = fieldProps as unknown as FieldPropsOf;
  return (
    <section aria-labelledby="tools-footer-heading">
      <h2 id="tools-footer-heading">Sidfot</h2>
      <p>Tre spalter i sökandenas sidfot. Skriv vanlig text; en länk skrivs [text](/adress). En tom spalt visas inte.</p>
      <FormShell {...shellProps} submitLabel="Spara sidfoten">
        {[0, 1, 2].map((i) => (
          <fieldset key={i}>
            <legend>Spalt {i + 1}</legend>
            <TextField label="Rubrik" autoComplete="off" {...field(`columns.${i}.title`)} />
            <TextAreaField label="Text" rows={4} {...field(`columns.${i}.body`)} />
          </fieldset>
        ))}
      </FormShell>
    </section>
  );
}
