// The server-side entry (vite build --ssr): renders a public page to HTML as a signed-out visitor
// sees it, with its data, so the server can send a readable page before any JavaScript has run and
// the browser can adopt that markup without asking for the same data again.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { from } from 'rxjs';
import { createTranslator, en, es, localeOfPath, type PagePrerender, type Translator } from '@plumbing/shared';
import { answerKey, type ServerAnswers } from '../platform/hydration/server-answers';
import { Root } from './root';
import { WordsProvider } from '../platform/i18n/words';
import { siteConfig } from '../platform/site-config';

const CATALOGS = { en, es };
// A page's words, built once per language and time zone rather than at every render.
const translators = new Map<string, Translator>();
function wordsFor(url: string, timeZone: string): Translator {
  const locale = localeOfPath(url);
  const key = `${locale} ${timeZone}`;
  let words = translators.get(key);
  if (!words) translators.set(key, (words = createTranslator(locale, CATALOGS[locale], timeZone)));
  return words;
}

/** The markup of `url`'s page, for the inside of #root; lazily loaded screens and queries are waited for. */
export const prerender: PagePrerender<AbortSignal> = async (url, { business, openingStatus, areaPages }, runQuery, signal) => {
  siteConfig.business = business;
  siteConfig.openingStatus = openingStatus;
  siteConfig.areaPages = areaPages;
  let failed = false;
  const answers: ServerAnswers = {};
  const link = new ApolloLink((operation) =>
    from(
      runQuery({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then((result) => {
        if (result.errors?.length) failed = true;
        answers[answerKey(operation.query, operation.variables)] = result.data;
        return result as ApolloLink.Result;
      }),
    ),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  const { result, aborted } = await prerenderStatic({
    // The page's language is its path's; pages in either language render at once, each with its own words.
    tree: (
      <WordsProvider value={wordsFor(url, business.timeZone)}>
        <Root location={url} client={client} />
      </WordsProvider>
    ),
    signal,
    // One piece: React would otherwise move big sections behind an inline script, which the CSP forbids.
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, signal }),
  });
  return { html: result, data: answers, complete: !failed && !aborted };
};
