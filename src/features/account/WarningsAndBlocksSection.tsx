// Warnings and blocks (spec 000 §3, §4): shown only when there are any. The block notice on
// entering my pages links here (#account-blocks).
import type { GetApplicantWarningsAndBlocksQueryQuery } from '../../graphql/__generated__/hooks';

export const BLOCKS_ANCHOR = 'account-blocks';

type Standing = GetApplicantWarningsAndBlocksQueryQuery['getApplicantWarningsAndBlocksQuery']['warningsAndBlocks'];

export function WarningsAndBlocksSection({ standing }: { standing: Standing | undefined }) {
  if (!standing || (standing.blocks.length === 0 && standing.warnings.length === 0)) return null;
  return (
    <section className="account-section account-section--notice" id={BLOCKS_ANCHOR} tabIndex={-1} aria-labelledby="blocks-heading">
      <h2 id="blocks-heading">Varningar och spärrar</h2>
      {standing.blocks.length > 0 && (
        <>
          <h3>Spärrar</h3>
          <ul className="standing-list">
            {standing.blocks.map((b) => (
              <li key={`${b.landlord ?? ''}-${b.start}`}>
                <strong>{b.landlord ? `Spärrad hos ${b.landlord}` : 'Spärrad hos alla hyresvärdar'}</strong> {b.start} – {b.end}. {b.reason}
              </li>
            ))}
          </ul>
          <p>Under en spärr kan du inte anmäla intresse för bostäder hos hyresvärden.</p>
        </>
      )}
      {standing.warnings.length > 0 && (
        <>
          <h3>Varningar</h3>
          <ul className="standing-list">
            {standing.warnings.map((w) => (
              <li key={`${w.validFromDate}-${w.reason}`}>
                <strong>Varning</strong> {w.validFromDate} – {w.validToDate}. {w.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
