import { activeFiltersText, floorText, loosenFiltersText, resultCountText, shownOfText } from './listingTexts';

describe('listing texts', () => {
  it.each([
    [0, '0 lediga bostäder'],
    [1, '1 ledig bostad'],
    [2, '2 lediga bostäder'],
    [380, '380 lediga bostäder'],
    [1250, '1\u00a0250 lediga bostäder'],
  ])('counts %i homes as %s', (n, text) => expect(resultCountText(n)).toBe(text));

  it.each([
    [20, 362, 'Visar 20 av 362 bostäder'],
    [1000, 1250, 'Visar 1\u00a0000 av 1\u00a0250 bostäder'],
    [0, 1, 'Visar 0 av 1 bostad'],
  ])('says %i of %i shown as %s', (shown, total, text) => expect(shownOfText(shown, total)).toBe(text));

  it('names the filters to loosen, or nothing without filters', () => {
    expect(loosenFiltersText(['Hyra', 'Antal rum'])).toBe('Prova att ändra eller ta bort: Hyra, Antal rum.');
    expect(loosenFiltersText([])).toBeNull();
  });

  it('words the badge and the floor', () => {
    expect(activeFiltersText(1)).toBe('1 filter valt');
    expect(activeFiltersText(3)).toBe('3 filter valda');
    expect(floorText(0)).toBe('Bottenvåning');
    expect(floorText(3)).toBe('Våning 3');
  });
});
