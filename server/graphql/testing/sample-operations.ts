// Test helper for the authorization matrices: every Query and Mutation field of a schema as a runnable document, its
// required arguments made up from their types (the smallest value the schema accepts), selecting `__typename` — and
// `error` where the result is the envelope — so a test can tell who was refused from what was answered.
import { GraphQLInputObjectType, GraphQLObjectType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';

export interface SampleOperation {
  name: string;
  kind: 'query' | 'mutation';
  query: string;
  variables: Record<string, unknown>;
}

/** A value of the input type, made up: the smallest that the schema accepts (required fields only). */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) return sampleObject(type);
  if (isScalarType(type)) {
    const byName: Record<string, unknown> = { Int: 1, Float: 1, ID: '1', Boolean: true, DateTime: '2026-11-25T10:00:00.000Z', Date: '2026-11-25' };
    return byName[type.name] ?? 'x';
  }
  return null;
}

function sampleObject(type: GraphQLInputObjectType): Record<string, unknown> {
  return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sampleValue(f.type)]));
}

const namedOutput = (type: GraphQLOutputType): GraphQLOutputType => (isNonNullType(type) || isListType(type) ? namedOutput(type.ofType) : type);

function selectionOf(type: GraphQLOutputType): string {
  const named = namedOutput(type);
  if (!(named instanceof GraphQLObjectType)) return '';
  return named.getInterfaces().some((i) => i.name === 'Result') ? ' { __typename error }' : ' { __typename }';
}

/** The field as a document taking the given arguments as variables of the same names. */
export function documentOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, args: readonly GraphQLArgument[] = field.args): string {
  const declared = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selectionOf(field.type)} }`;
}

/** The operation as a document: required arguments made up. */
function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): SampleOperation {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const variables = Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type)]));
  return { name: field.name, kind, query: documentOf(kind, field, required), variables };
}

/** Every Query and Mutation field of the schema, queries first, in the schema's order. */
export function sampleOperations(schema: GraphQLSchema): SampleOperation[] {
  return (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => operationOf(kind, field));
  });
}
