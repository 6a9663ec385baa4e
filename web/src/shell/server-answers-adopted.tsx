import { useEffect } from 'react';
import { markServerAnswersAdopted } from './server-answers';

/**
 * Placed after the page's screen, inside its Suspense boundary, so its effect runs once that
 * screen has adopted the server's markup. Until then the client takes the answers the server
 * rendered the page from as they are (apollo-client.ts); from then on screens ask again as usual.
 */
export function ServerAnswersAdopted() {
  useEffect(markServerAnswersAdopted, []);
  return null;
}
