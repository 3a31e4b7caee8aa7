// Every object type of the contract has a cache policy (DESIGN: explicit typePolicies, add each new
// type when it enters the schema), and every Result implementation is in possibleTypes.
import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType, isObjectType } from 'graphql';
import { possibleTypes, typePolicies } from './typePolicies';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
const objectTypes = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .map((t) => t.name)
  .filter((name) => !name.startsWith('__') && name !== 'Query' && name !== 'Mutation');

describe('typePolicies', () => {
  it.each(objectTypes)('has a policy for %s', (name) => {
    expect(typePolicies[name], `add ${name} to src/rules/cache/typePolicies.ts`).toBeDefined();
  });

  it('lists every implementation of Result in possibleTypes', () => {
    const result = schema.getType('Result');
    if (!isInterfaceType(result)) throw new Error('Result is not an interface');
    const implementations = schema.getPossibleTypes(result).map((t) => t.name).sort();
    expect([...possibleTypes.Result].sort()).toEqual(implementations);
  });

  it('keeps the indicators as one object per session', () => {
    expect(typePolicies.Indicators?.keyFields).toEqual([]);
  });
});
