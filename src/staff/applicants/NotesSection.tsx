// The case handlers' notes on the applicant, the newest first, and the form for a new one (at most 2 000 characters,
// src/rules/staff-applicants.ts, which the server checks too).
import { zodResolver } from '@hookform/resolvers/zod';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSubmitForm } from '../../components/form/useSubmitForm';
import { formatDateTime } from '../../components/dateFormat';
import { STAFF_NOTE_MAX, staffNoteSchema, type StaffNoteInput } from '../../rules/staff-applicants';
import { useStaffAddNoteMutation } from '../../../operations/staff/applicants/__generated__/StaffAddNote';
import { applyChange, useReplaceCard, type ApplicantCard } from './applicantChange';

const fieldIds = { text: 'note-text' } as const;

export function NotesSection({ card }: { card: ApplicantCard }) {
  const replaceCard = useReplaceCard(card.applicantId);
  const [addNote] = useStaffAddNoteMutation();
  const { form, fieldProps, shellProps } = useSubmitForm<StaffNoteInput, StaffNoteInput>({
    resolver: zodResolver(staffNoteSchema),
    defaultValues: { text: '' },
    fieldIds,
    save: ({ text }) => applyChange(async () => (await addNote({ variables: { applicantId: card.applicantId, text } })).data?.staffAddNote, replaceCard),
    successMessage: 'Anteckningen är sparad',
    afterSave: () => ({ text: '' }),
  });
  const typed = form.watch('text') ?? '';
  return (
    <section aria-labelledby="notes-heading" className="staff-section">
      <h2 id="notes-heading">Anteckningar</h2>
      {card.notes.length === 0 ? (
        <p>Inga anteckningar.</p>
      ) : (
        <ul className="staff-notes">
          {card.notes.map((n) => (
            <li key={n.noteId}>
              <p className="staff-notes__meta">
                {formatDateTime(n.created)}, {n.staffName ?? 'okänd handläggare'}
              </p>
              <p className="staff-notes__text">{n.text}</p>
            </li>
          ))}
        </ul>
      )}
      <FormShell {...shellProps} submitLabel="Spara anteckningen">
        <TextAreaField label="Ny anteckning" rows={3} counter={{ left: STAFF_NOTE_MAX - typed.trim().length, max: STAFF_NOTE_MAX }} {...fieldProps('text')} />
      </FormShell>
    </section>
  );
}
