// The site footer: up to three columns from the content service, shown once loaded (spec 000 §2), and the way back to
// the cookie choice. The footer starts below the fold (the main area is at least a screen high), so neither its
// columns arriving nor the page's content arriving moves what is seen.
import { useReactiveVar } from '@apollo/client/react';
import { ConsentSettingsButton } from '../consent/ConsentBanner';
import { footerVar } from './contentStore';

export function Footer() {
  const columns = useReactiveVar(footerVar);
  return (
    <footer className="site-footer">
      {columns && columns.length > 0 && (
        <div className="site-footer__columns">
          {columns.map((column, index) => (
            <div className="site-footer__column" key={index}>
              {column.title && <h2 className="site-footer__title">{column.title}</h2>}
              {/* Trusted HTML from the agency's own content database (spec 000 §3). */}
              <div className="site-footer__text" dangerouslySetInnerHTML={{ __html: column.html }} />
            </div>
          ))}
        </div>
      )}
      <div className="site-footer__bottom">
        <ConsentSettingsButton />
      </div>
    </footer>
  );
}
