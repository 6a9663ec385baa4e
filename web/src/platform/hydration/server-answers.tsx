import type { NormalizedCacheObject } from '@apollo/client';
import { useEffect } from 'react';
import { HeadElementId } from '@plumbing/shared';

/**
 * The answers the server rendered this page from (`<script id="app-data">`, see web/src/app/prerender.tsx),
 * so the app adopts the server's markup without asking again and never flashes a loading state.
 */
export function readServerAnswers(doc: Document): NormalizedCacheObject | undefined {
  const json = doc.getElementById(HeadElementId.appData)?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as NormalizedCacheObject;
  } catch (error) {
    console.error('The app-data script is not valid JSON; the page asks the server again.', error);
    return undefined;
  }
}

let adopted = false;
const whenAdopted = new Set<() => void>();

/** The page's screen has adopted the server's markup (ServerAnswersAdopted): answers are asked for anew from now on. */
export function markServerAnswersAdopted(): void {
  adopted = true;
  for (const listener of whenAdopted) listener();
  whenAdopted.clear();
}

/** Runs `listener` once the page's screen has adopted the server's markup (at once if it has). */
export function onServerAnswersAdopted(listener: () => void): void {
  if (adopted) listener();
  else whenAdopted.add(listener);
}

/**
 * Placed after the page's screen, inside its Suspense boundary, so its effect runs once that
 * screen has adopted the server's markup. Until then the client takes the answers the server
 * rendered the page from as they are (apollo-client.ts); from then on screens ask again as usual.
 */
export function ServerAnswersAdopted() {
  useEffect(markServerAnswersAdopted, []);
  return null;
}
