import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new TypeError('Date must be YYYY-MM-DD');
  }
  return value;
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new TypeError('DateTime must be ISO 8601');
  return new Date(value).toISOString();
}

export const scalarResolvers: Resolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : parseDate(v)),
    parseValue: parseDate,
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : null),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (v) => (v instanceof Date ? v.toISOString() : parseDateTime(v)),
    parseValue: parseDateTime,
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDateTime(ast.value) : null),
  }),
};
