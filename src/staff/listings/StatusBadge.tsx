// A rental object's publication state in words (never by colour alone).
export function StatusBadge({ published, onApplicantList }: { published: boolean; onApplicantList: boolean }) {
  const text = !published ? 'Ej publicerad' : onApplicantList ? 'Publicerad, visas för sökande' : 'Publicerad, utanför publiceringsperioden';
  return <span className={`staff-listing__badge${onApplicantList ? ' staff-listing__badge--on' : ''}`}>{text}</span>;
}
