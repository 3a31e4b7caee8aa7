// The confirm-interest dialog when the pre-check says no: every reason the server gives (errors[].text), each unmet
// criterion as 'Du uppfyller inte kravet' with its text (and the income calculation for the income requirement),
// and links to where the applicant does what is missing. Following a link closes the dialog.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { IncomeCalculationLines } from './IncomeCalculationLines';
import { interestTexts as t } from './interestTexts';
import { isFinalRefusal, refusalReasons, todoLinks, unmetCriteria, type Validation } from './refusal';

export function RefusalContent({ validation, onClose }: { validation: Validation; onClose: () => void }) {
  const reasons = refusalReasons(validation);
  const final = isFinalRefusal(validation);
  const unmet = final ? [] : unmetCriteria(validation);
  const links = final ? [] : todoLinks(validation);
  // The answer takes the focus from the dialog, which had it while the pre-check was asked.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <h3 className="interest-dialog__title" tabIndex={-1} ref={headingRef}>
        {t.refusedTitle}
      </h3>
      {reasons.length > 0 && (
        <>
          <p>{t.refusedIntro}</p>
          <ul className="interest-dialog__list">
            {reasons.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {unmet.length > 0 && (
        <>
          <h4>{t.unmetHeading}</h4>
          <ul className="interest-dialog__list">
            {unmet.map((c) => (
              <li key={c.text}>
                <strong>{t.notMet}:</strong> {c.text}
                {c.textLong && <p>{c.textLong}</p>}
                {c.incomeCalculation && <IncomeCalculationLines calculation={c.incomeCalculation} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {links.length > 0 && (
        <>
          <h4>{t.todoHeading}</h4>
          <ul className="interest-dialog__list">
            {links.map((link) => (
              <li key={`${link.to}|${link.text}`}>
                <Link to={link.to} onClick={onClose}>
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </>
  );
}
