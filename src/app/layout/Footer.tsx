// The site footer: up to three columns from the content service, hidden until loaded.
import { useReactiveVar } from '@apollo/client/react';
import { footerVar } from './contentStore';

export function Footer() {
  const columns = useReactiveVar(footerVar);
  if (!columns || columns.length === 0) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {columns.map((column, index) => (
          <div className="site-footer__column" key={index}>
            {column.title && <h2 className="site-footer__title">{column.title}</h2>}
            {/* Trusted HTML from the agency's own content database (spec 000 §3). */}
            <div className="site-footer__text" dangerouslySetInnerHTML={{ __html: column.html }} />
          </div>
        ))}
      </div>
    </footer>
  );
}
