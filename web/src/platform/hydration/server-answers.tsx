import type { DocumentNode, ValueNode } from 'graphql';
import { useEffect } from 'react';
import { HeadElementId } from '@plumbing/shared';

/**
 * What the server rendered a page from (`<script id="app-data">`, written by web/src/app/prerender.tsx):
 * each query's answer as it came, by answerKey, for the screens to adopt the markup with, without
 * loading Apollo (platform/apollo/use-page-query.ts).
 */
export type ServerAnswers = Record<string, unknown>;

/**
 * The answers the server rendered this page from, so the app adopts the server's markup without
 * asking again and never flashes a loading state.
 */
export function readServerAnswers(doc: Document): ServerAnswers | undefined {
  const json = doc.getElementById(HeadElementId.appData)?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as ServerAnswers;
  } catch (error) {
    console.error('The app-data script is not valid JSON; the page asks the server again.', error);
    return undefined;
  }
}

const sorted = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      )
    : value;

/** A literal the operation writes as a variable's default (`$locale: Locale = en`); undefined for a list or an object. */
function literal(value: ValueNode): unknown {
  switch (value.kind as string) {
    case 'IntValue':
    case 'FloatValue':
      return Number((value as { value: string }).value);
    case 'StringValue':
    case 'EnumValue':
    case 'BooleanValue':
      return (value as { value: string | boolean }).value;
    case 'NullValue':
      return null;
    default:
      return undefined;
  }
}

/**
 * One query's key among the answers: its operation's name and its variables, the defaults it
 * writes included (Apollo sends them: the server's render keys its answer with them, and a screen
 * that leaves one out must find that answer).
 */
export function answerKey(query: DocumentNode, variables: object | undefined): string {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const defaults = (operation?.variableDefinitions ?? []).flatMap(({ variable, defaultValue }) => {
    const value = defaultValue && literal(defaultValue);
    return value === undefined ? [] : [[variable.name.value, value] as const];
  });
  return `${operation?.name?.value ?? ''}${JSON.stringify(sorted({ ...Object.fromEntries(defaults), ...variables }))}`;
}

let pageAnswers: ServerAnswers | undefined;

/** The answer the server rendered this page with for `key`, while the page adopts the server's markup. */
export function pageAnswer(key: string): unknown {
  if (adopted || typeof document === 'undefined') return undefined;
  pageAnswers ??= readServerAnswers(document) ?? {};
  return pageAnswers[key];
}

let adopted = false;
let outOfDate = false;

/**
 * What the server rendered this page from has changed since (app/islands.ts): screens adopting its
 * markup still take those answers, so nothing moves, and ask again at once (use-page-query.ts).
 */
export function markServerAnswersOutOfDate(): void {
  outOfDate = true;
}

/** Whether the answers the page was rendered with are out of date (markServerAnswersOutOfDate). */
export const serverAnswersOutOfDate = (): boolean => outOfDate;

/** The page's screen has adopted the server's markup (ServerAnswersAdopted): answers are asked for anew from now on. */
export function markServerAnswersAdopted(): void {
  adopted = true;
}

/**
 * Placed after the page's screen, inside its Suspense boundary, so its effect runs once that
 * screen has adopted the server's markup. Until then screens take the answers the server rendered
 * the page from as they are (pageAnswer); from then on they ask again as usual.
 */
export function ServerAnswersAdopted() {
  useEffect(markServerAnswersAdopted, []);
  return null;
}
