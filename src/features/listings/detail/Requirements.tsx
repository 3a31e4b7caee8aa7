// The landlord's requirements in the spec's three groups (spec 001 §3 ad criteria) and the incomes it accepts.
// A requirement with a longer explanation opens it in a <details>, so the list stays short to scan.
import type { RentalObjectDetail } from './rentalObjectView';

type Criterion = RentalObjectDetail['adCriteria']['general'][number];

const GROUPS = [
  { key: 'general', title: 'Allmänna krav' },
  { key: 'income', title: 'Inkomstkrav' },
  { key: 'special', title: 'Särskilda krav' },
] as const;

function CriterionItem({ criterion }: { criterion: Criterion }) {
  if (!criterion.textLong) return <li>{criterion.text}</li>;
  return (
    <li>
      <details className="requirement">
        <summary>{criterion.text}</summary>
        <p>{criterion.textLong}</p>
      </details>
    </li>
  );
}

export function Requirements({ adCriteria, incomeTypes }: Pick<RentalObjectDetail, 'adCriteria' | 'incomeTypes'>) {
  const groups = GROUPS.filter((g) => adCriteria[g.key].length > 0);
  if (groups.length === 0 && incomeTypes.length === 0) return null;
  return (
    <section className="rental-object__section" aria-labelledby="requirements-heading">
      <h2 id="requirements-heading">Krav för att hyra</h2>
      {groups.map((g) => (
        <div className="requirements__group" key={g.key}>
          <h3>{g.title}</h3>
          <ul className="requirements__list">
            {adCriteria[g.key].map((c, i) => (
              <CriterionItem key={`${i}-${c.text}`} criterion={c} />
            ))}
          </ul>
        </div>
      ))}
      {incomeTypes.length > 0 && (
        <div className="requirements__group">
          <h3>Godkända inkomster</h3>
          <ul className="requirements__list">
            {incomeTypes.map((t) => (
              <li key={t.incomeTypeId}>{t.name}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
