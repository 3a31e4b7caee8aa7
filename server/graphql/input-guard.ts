// Refuses, before anything runs, a GraphQL operation with a forbidden character in any string it carries: variables
// (nested input objects and lists included) and literals written in the document. One check for every transport
// (JSON, multipart uploads, GET), since Yoga hands the parsed operation to this hook whatever came in.
import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { FORBIDDEN_TEXT_MESSAGE, findForbiddenText, isAllowedText, MULTILINE_FIELDS } from '../domain/forbidden-text';

/** The name of the argument or input field a literal string belongs to, and whether that literal is allowed. */
function forbiddenLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, _parent, _path, ancestors) {
      if (found) return;
      const owner = [...ancestors]
        .reverse()
        .find((a): a is ASTNode & { name: { value: string } } => !Array.isArray(a) && ((a as ASTNode).kind === Kind.ARGUMENT || (a as ASTNode).kind === Kind.OBJECT_FIELD));
      const name = owner?.name.value ?? '(värde)';
      if (!isAllowedText(node.value, MULTILINE_FIELDS.has(name))) found = name;
    },
  });
  return found;
}

export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const field = findForbiddenText(args.variableValues ?? {}) ?? forbiddenLiteral(args.document);
      if (field) {
        setResultAndStopExecution({
          errors: [createGraphQLError(FORBIDDEN_TEXT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', field } })],
        });
      }
    },
  };
}
