import { GraphQLError, type ValidationRule } from 'graphql';
import { textFault } from '../lib/input-text';

/**
 * Text written into the document itself passes the same check as text in variables and bodies
 * (lib/input-text.ts): a `\u0000` escape would fail deep in a query as a 500. (graphql-js already
 * refuses a lone surrogate in a string literal as a syntax error.)
 */
export const inputTextRule: ValidationRule = (context) => ({
  StringValue(node) {
    const fault = textFault(node.value);
    if (fault) context.reportError(new GraphQLError(`${fault}.`, { nodes: [node] }));
  },
});
