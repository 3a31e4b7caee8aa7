// Step 1 of the connect dialog: the banks (getOpenBankingProviders) as a radio group, each with its icon; a skeleton of
// the list's size while they load. Next without a choice says so under the question and focuses the first bank.
import { useRef, useState } from 'react';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { useGetOpenBankingProvidersQuery, type GetOpenBankingProvidersQuery } from '../../graphql/__generated__/hooks';
import { bankTexts as t } from './bankTexts';
import { StepActions } from './StepActions';

export type Provider = GetOpenBankingProvidersQuery['getOpenBankingProviders']['providers'][number];

export interface ProviderStepProps {
  chosenId: string | null;
  onChoose: (provider: Provider) => void;
  onNext: () => void;
  onCancel: () => void;
}

export function ProviderStep({ chosenId, onChoose, onNext, onCancel }: ProviderStepProps) {
  const { data, loading } = useGetOpenBankingProvidersQuery();
  const result = data?.getOpenBankingProviders;
  const providers = result && !result.error ? result.providers : null;
  const [missing, setMissing] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const next = () => {
    if (chosenId) return onNext();
    setMissing(true);
    listRef.current?.querySelector('input')?.focus();
  };

  let list;
  if (providers) {
    list = (
      <fieldset className="bank-providers" aria-describedby={missing ? 'bank-provider-error' : undefined}>
        <legend className="bank-providers__legend">{t.chooseLegend}</legend>
        {missing && (
          <p className="field__error" id="bank-provider-error">
            {t.chooseRequired}
          </p>
        )}
        <div className="bank-providers__list" ref={listRef}>
          {providers.map((provider) => (
            <div className="bank-provider" key={provider.id}>
              <input
                type="radio"
                name="bank-provider"
                id={`bank-provider-${provider.id}`}
                value={provider.id}
                checked={chosenId === provider.id}
                aria-invalid={missing ? true : undefined}
                onChange={() => {
                  setMissing(false);
                  onChoose(provider);
                }}
              />
              <label htmlFor={`bank-provider-${provider.id}`}>
                <img src={provider.icon} alt="" width="32" height="32" />
                {provider.displayName}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  } else if (loading) {
    list = (
      <Skeleton>
        {[0, 1, 2, 3, 4].map((key) => (
          <SkeletonLine key={key} className="bank-provider--skeleton" />
        ))}
      </Skeleton>
    );
  } else {
    list = (
      <p className="alert alert--error" role="alert">
        {t.providersFailed}
      </p>
    );
  }

  return (
    <>
      {list}
      <StepActions onCancel={onCancel}>
        {providers && (
          <button type="button" className="button" onClick={next}>
            {t.next}
          </button>
        )}
      </StepActions>
    </>
  );
}
