import { withoutSuggestions } from './production-hardening';

describe('withoutSuggestions', () => {
  it.each([
    ['Cannot query field "getApplicnt" on type "Query". Did you mean "getApplicant"?', 'Cannot query field "getApplicnt" on type "Query".'],
    ['Unknown argument "sorting". Did you mean "sort" or "skip"?', 'Unknown argument "sorting".'],
    ['Cannot query field "x" on type "Y". Did you mean "a", "b", or "c"?', 'Cannot query field "x" on type "Y".'],
    ['Value "rentasc" does not exist in "Sort" enum. Did you mean the enum value "rentAsc"?', 'Value "rentasc" does not exist in "Sort" enum.'],
    [
      'Variable "$c" got invalid value { stret: "Gatan 1" }; Field "stret" is not defined by type "ApplicantContactInput". Did you mean "street"?',
      'Variable "$c" got invalid value { stret: "Gatan 1" }; Field "stret" is not defined by type "ApplicantContactInput".',
    ],
    ['Syntax Error: Unexpected Name "x".', 'Syntax Error: Unexpected Name "x".'],
  ])('%s', (message, expected) => {
    expect(withoutSuggestions(message)).toBe(expected);
  });
});
