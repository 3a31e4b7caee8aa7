// In production the schema is not handed out: introspection (__schema, __type) is refused and graphql's "Did you mean
// …?" suggestions, which leak field, argument and enum names one guess at a time, are cut from every error. Development
// and tests keep both (codegen reads schema.graphql from the file, not from the server).
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const INTROSPECTION_REFUSED = 'Schemat kan inte hämtas från den här servern.';

const introspectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(createGraphQLError(INTROSPECTION_REFUSED, { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } }));
    }
  },
});

/** graphql-js appends ` Did you mean "x"?`, `… "x" or "y"?` or `… the enum value "X"?`; names never contain "?". */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

interface MessageCarrier {
  message: string;
}

function stripAll(errors: readonly MessageCarrier[] | undefined): void {
  for (const error of errors ?? []) error.message = withoutSuggestions(error.message);
}

export function useProductionHardening(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(introspectionRule);
    },
    // Validation errors and variable coercion errors both reach the client through the result.
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) {
        if (one && typeof one === 'object' && 'errors' in one) stripAll(one.errors as MessageCarrier[] | undefined);
      }
    },
  };
}
