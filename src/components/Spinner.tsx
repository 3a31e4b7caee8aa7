// A loading indicator with text for screen readers ('Laddar…' unless told otherwise).
export function Spinner({ label = 'Laddar…' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
