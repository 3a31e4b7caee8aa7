// What one GraphQL request may ask for: tokens (checked while parsing, so a huge document is dropped early), aliases,
// depth, a static cost and directives (validation rules). Every refusal is a GraphQL error in Swedish, before anything
// runs. graphql-armor's rules count; the errors are ours (made with Yoga's createGraphQLError so they are never masked).
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { DocumentNode, ParseOptions, Source, ValidationContext, ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The limits, with room above what the SPA sends (operations/**, with Apollo's __typename added): at most about 230
 * tokens, depth 7, cost 740, one alias (server/graphql/limits.test.ts measures them).
 */
export const GRAPHQL_LIMITS = {
  tokens: 1000,
  aliases: 15,
  depth: 10,
  cost: 3000,
  directives: 50,
} as const;

export const QUERY_LIMIT_CODE = 'QUERY_LIMIT';

export const LIMIT_MESSAGES = {
  tokens: `Frågan är för lång: högst ${GRAPHQL_LIMITS.tokens} delar är tillåtna.`,
  aliases: `Frågan har för många alias: högst ${GRAPHQL_LIMITS.aliases} är tillåtna.`,
  depth: `Frågan är för djupt nästlad: högst ${GRAPHQL_LIMITS.depth} nivåer är tillåtna.`,
  cost: 'Frågan begär för mycket på en gång. Dela upp den i mindre frågor.',
  directives: `Frågan har för många direktiv: högst ${GRAPHQL_LIMITS.directives} är tillåtna.`,
} as const;

type Limit = keyof typeof LIMIT_MESSAGES;

const limitError = (limit: Limit) => createGraphQLError(LIMIT_MESSAGES[limit], { extensions: { code: QUERY_LIMIT_CODE, limit } });

/** armor's callbacks: report our own error instead of armor's English one. */
const refuseAs = (limit: Limit) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(limitError(limit))],
});

/** The validation rules for aliases, depth, cost and directives. */
export function limitRules(): ValidationRule[] {
  return [
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...refuseAs('aliases') }),
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, ...refuseAs('depth') }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ...refuseAs('cost') }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...refuseAs('directives') }),
  ] as ValidationRule[];
}

/** graphql's parse, stopped as soon as the document passes the token limit. */
export function parseWithLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  const parser = new MaxTokensParserWLexer(source, {
    ...options,
    n: GRAPHQL_LIMITS.tokens,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw limitError('tokens');
      },
    ],
  });
  return parser.parseDocument();
}

/** The Yoga plugin: token-limited parsing and the limit rules on every request. */
export function useRequestLimits(): Plugin {
  const rules = limitRules();
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithLimits);
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
