import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { inputTextRule } from './input-text-rule';

/** Deeper than any screen asks for; the deepest real query (appointments → emails) is 3. */
export const MAX_QUERY_DEPTH = 8;
/** Fields per operation, fragments counted at every spread: enough for the largest screen many times over. */
export const MAX_QUERY_FIELDS = 250;

/** Introspection is governed by its own setting, not by these limits. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

interface Measure {
  depth: number;
  fields: number;
}

/** Depth and field count of a selection set, following fragment spreads (each spread counted again). */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): Measure {
  let depth = 0;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    let inner: Measure = { depth: 0, fields: 0 };
    if (selection.kind === Kind.FIELD) {
      if (INTROSPECTION_FIELDS.has(selection.name.value)) continue;
      const below = selection.selectionSet ? measure(selection.selectionSet, fragments, visiting) : inner;
      inner = { depth: below.depth + 1, fields: below.fields + 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // Unknown or cyclic spreads are reported by graphql's own rules.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      inner = measure(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    depth = Math.max(depth, inner.depth);
    fields += inner.fields;
    // Stop early: a hostile document can be made to expand exponentially through fragments.
    if (fields > MAX_QUERY_FIELDS) break;
  }
  return { depth, fields };
}

/**
 * Refuses operations nested deeper than `maxDepth` or selecting more than `maxFields` fields, so a
 * single small request cannot make the server resolve an enormous answer.
 */
export function queryLimitsRule(maxDepth = MAX_QUERY_DEPTH, maxFields = MAX_QUERY_FIELDS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet, fragments, new Set());
        const name = operation.name ? `'${operation.name.value}'` : 'The operation';
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`${name} is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, { nodes: [operation] }));
        }
        if (fields > maxFields) {
          context.reportError(new GraphQLError(`${name} selects more than ${maxFields} fields; ask for less at a time.`, { nodes: [operation] }));
        }
      },
    };
  };
}

/** The rules every operation passes on top of graphql's own, over HTTP and WebSocket alike. */
export function requestRules(): ValidationRule[] {
  return [queryLimitsRule(), inputTextRule];
}
