// Step 1 of the interest dialog: the applicant confirms their contact details, or corrects them first (the editing
// mode). 'Nästa' waits while the details are being edited, so nothing half-typed is left behind.
import { useEffect, useRef, useState } from 'react';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import { useGetApplicantQuery } from '../../../graphql/__generated__/hooks';
import { basicInformationValuesOf } from '../../account';
import { CONTACT_FIELD_IDS, ContactEditForm } from './ContactEditForm';
import { interestTexts as t } from './interestTexts';

export function ContactStep({ editing, setEditing }: { editing: boolean; setEditing: (editing: boolean) => void }) {
  const { data } = useGetApplicantQuery();
  const applicant = data?.getApplicant.applicant;
  const [saved, setSaved] = useState(false);
  // Leaving the editing mode removes the control that had the focus: it goes back to 'Ändra kontaktuppgifter'.
  const editRef = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (editing) document.getElementById(CONTACT_FIELD_IDS.firstName)?.focus();
    else if (returning.current) editRef.current?.focus();
    returning.current = false;
  }, [editing]);
  const leave = () => {
    returning.current = true;
    setEditing(false);
  };
  if (!applicant) {
    return (
      <Skeleton>
        <SkeletonLine width="60%" />
        <SkeletonLine width="80%" />
        <SkeletonLine width="50%" />
      </Skeleton>
    );
  }
  if (editing) {
    return (
      <ContactEditForm
        initial={basicInformationValuesOf(applicant)}
        onSaved={() => {
          setSaved(true);
          leave();
        }}
        onCancel={leave}
      />
    );
  }
  const rows = [
    { label: t.contactLabels.name, value: `${applicant.firstName} ${applicant.lastName}` },
    { label: t.contactLabels.email, value: applicant.email || '–' },
    { label: t.contactLabels.mobile, value: applicant.mobile || '–' },
    { label: t.contactLabels.phone, value: applicant.phone || '–' },
  ];
  return (
    <>
      <p>{t.contactIntro}</p>
      <p role="status">{saved ? t.saved : ''}</p>
      <dl className="details">
        {rows.map((row) => (
          <div className="details__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <button type="button" className="button button--secondary" ref={editRef} onClick={() => setEditing(true)}>
          {t.edit}
        </button>
      </p>
    </>
  );
}
