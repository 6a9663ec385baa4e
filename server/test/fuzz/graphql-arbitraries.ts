import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { anyJson, edgeNumber, hostileString } from './hostile-values';

/** The years the server accepts and well beyond them on both sides, in every shape a client may write a date-time. */
const dateTime: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.date({ min: new Date('1850-01-01'), max: new Date('2250-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0001-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '2201-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00Z',
      '2026-02-30T10:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-05-04T14:00:00+14:00',
      '2026-05-04',
      '2026-05-04T14:00',
    ),
  },
  { weight: 1, arbitrary: edgeNumber },
  { weight: 1, arbitrary: hostileString },
);

const scalars: Record<string, fc.Arbitrary<unknown>> = {
  String: hostileString,
  ID: fc.oneof(fc.uuid(), hostileString, fc.integer()),
  Int: edgeNumber,
  Float: edgeNumber,
  Boolean: fc.boolean(),
  DateTimeISO: dateTime,
  Upload: anyJson,
};

/**
 * A value for an input type: mostly of the declared type with hostile content, sometimes null
 * where it may not be, a wrong type, an unknown field or a list far longer than any screen sends.
 */
export function inputValue(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 30, arbitrary: inputValue(type.ofType) }, { weight: 1, arbitrary: fc.constant(null) });
  const value = fc.oneof({ weight: 12, arbitrary: definedValue(type) }, { weight: 1, arbitrary: anyJson });
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

function definedValue(type: Exclude<GraphQLInputType, { ofType: unknown }> | GraphQLInputType): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const item = inputValue(type.ofType);
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 100, maxLength: 600 }) },
    );
  }
  if (isEnumType(type))
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) },
      { weight: 1, arbitrary: hostileString },
    );
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).map((field) => field.name),
    });
    return fc.oneof(
      { weight: 8, arbitrary: record },
      { weight: 1, arbitrary: fc.tuple(record, hostileString, anyJson).map(([known, key, extra]) => ({ ...known, [key]: extra })) },
    );
  }
  const scalar = scalars[getNamedType(type).name];
  if (!scalar) throw new Error(`no arbitrary for the scalar ${getNamedType(type).name}: add one`);
  return scalar;
}

/** Every field of an answer to `depth` levels (fields needing arguments left out): the field resolvers run too. */
export function selectionOf(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '{ __typename }';
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter((field: GraphQLField<unknown, unknown>) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  return `{ __typename ${fields.map((field) => `${field.name} ${selectionOf(field.type, depth - 1)}`).join(' ')} }`;
}

/** A value written into the document itself: the printer a careless client would write (strings as JSON, which GraphQL reads alike). */
export function literal(value: unknown, type: GraphQLInputType): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return isEnumType(getNamedType(type)) && /^[_A-Za-z]\w*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, isListType(inner) ? inner.ofType : inner)).join(', ')}]`;
  const fields = isInputObjectType(inner) ? inner.getFields() : {};
  return `{ ${Object.entries(value as Record<string, unknown>)
    .filter(([key]) => /^[_A-Za-z]\w*$/.test(key))
    .map(([key, item]) => `${key}: ${literal(item, fields[key]?.type ?? inner)}`)
    .join(', ')} }`;
}
