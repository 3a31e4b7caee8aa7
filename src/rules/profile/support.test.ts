import { profileMessages } from './fields';
import { supportMessages as m, supportSchema } from './support';
import { problemsOf } from './testing';

describe('social support', () => {
  it.each([
    [{}, [`support: ${profileMessages.choiceRequired}`]],
    [{ support: '' }, [`support: ${profileMessages.choiceRequired}`]],
    [{ support: 'true' }, [`regionId: ${m.municipalityRequired}`]],
    [{ support: 'true', regionId: '' }, [`regionId: ${m.municipalityRequired}`]],
    [{ support: true, regionId: -4 }, [`regionId: ${m.municipalityRequired}`]],
    [{ support: 'true', regionId: '12' }, []],
    [{ support: 'false' }, []],
  ])('%o → %o', (input, problems) => {
    expect(problemsOf(supportSchema, input)).toEqual(problems);
  });

  it.each([
    [{ support: 'true', regionId: '12' }, { support: true, regionId: 12 }],
    [{ support: true, regionId: 12 }, { support: true, regionId: 12 }],
    [{ support: 'false', regionId: '12' }, { support: false, regionId: null }],
  ])('%o → %o', (input, output) => {
    expect(supportSchema.parse(input)).toEqual(output);
  });
});
