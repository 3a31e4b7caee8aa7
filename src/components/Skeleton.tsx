// A loading placeholder with the shape and size of what replaces it (docs/decisions.md 'No layout shift'), so the page
// does not jump when the data comes; screen readers get the text in a status role instead, as with Spinner.
import type { CSSProperties, ReactNode } from 'react';

export function Skeleton({ label = 'Laddar…', className = '', children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div className={`skeleton ${className}`} role="status">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A grey bar standing in for one line of text of the surrounding font size (`width` as a share of the line). */
export function SkeletonLine({ width = '100%', className = '' }: { width?: CSSProperties['width']; className?: string }) {
  return <span className={`skeleton__line ${className}`} style={{ width }} />;
}
