// The applicants' executable schema (schema.graphql with its resolvers), built once: Yoga serves it at /mypages/api,
// and the page data (server/graphql/page-data) runs the SPA's first queries on it as a page's HTML is served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { once } from '../../src/rules/once';
import type { GraphQLContext } from './context';
import { resolvers } from './resolvers';

export const applicantTypeDefs = readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8');

export const applicantSchema: () => GraphQLSchema = once(() => createSchema<GraphQLContext>({ typeDefs: applicantTypeDefs, resolvers: resolvers as never }));
