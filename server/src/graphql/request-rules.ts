import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { inputTextRule } from './input-text-rule';

/** Deeper than any screen asks for; the deepest real query (appointments → emails) is 3. */
export const MAX_QUERY_DEPTH = 8;
/** Fields per operation, fragments counted at every spread: enough for the largest screen many times over. */
export const MAX_QUERY_FIELDS = 250;

/**
 * Introspection selects the schema's own shape (a type's `ofType` nests as deep as the schema's
 * wrappers), so its depth is not limited; every field it selects counts like any other, so it
 * cannot ask for the schema hundreds of times over (issue #37).
 */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

interface Measure {
  depth: number;
  fields: number;
}

/**
 * Depth and field count of an operation, each fragment spread counting its fragment's fields
 * again. Every selection counts at least one, so a walk longer than `maxFields` selections has
 * found too many fields and stops; each fragment is walked once and its measure reused at every
 * spread, so fragments spread inside each other cannot make the walk itself exponential.
 */
function measure(operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>, maxFields: number): Measure {
  const measured = new Map<string, Measure>();
  const visiting = new Set<string>();
  let visited = 0;
  const walk = (selectionSet: SelectionSetNode): Measure => {
    let depth = 0;
    let fields = 0;
    for (const selection of selectionSet.selections) {
      visited += 1;
      if (visited > maxFields) return { depth, fields: Infinity };
      let inner: Measure = { depth: 1, fields: 1 };
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) {
          const below = walk(selection.selectionSet);
          inner = { depth: INTROSPECTION_FIELDS.has(selection.name.value) ? 1 : below.depth + 1, fields: below.fields + 1 };
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = walk(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        // Unknown or cyclic spreads count one; graphql's own rules report them.
        if (fragment && !visiting.has(name)) {
          let known = measured.get(name);
          if (!known) {
            visiting.add(name);
            known = walk(fragment.selectionSet);
            visiting.delete(name);
            measured.set(name, known);
          }
          inner = known;
        }
      }
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
    }
    return { depth, fields };
  };
  return walk(operation.selectionSet);
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
        const { depth, fields } = measure(operation, fragments, maxFields);
        const name = operation.name ? `'${operation.name.value}'` : 'The operation';
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`${name} is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, { nodes: [operation] }),
          );
        }
        if (fields > maxFields) {
          context.reportError(
            new GraphQLError(`${name} selects more than ${maxFields} fields; ask for less at a time.`, { nodes: [operation] }),
          );
        }
      },
    };
  };
}

/**
 * The rules every operation passes on top of graphql's own, over HTTP and WebSocket alike;
 * without `introspection` (GRAPHQL_EXPLORER off) `__schema` and `__type` are refused.
 */
export function requestRules({ introspection }: { introspection: boolean }): ValidationRule[] {
  return [queryLimitsRule(), inputTextRule, ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])];
}
