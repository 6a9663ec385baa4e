import { markServerAnswersAdopted, onServerAnswersAdopted, readServerAnswers } from './server-answers';

function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) doc.head.innerHTML = `<script id="app-data" type="application/json">${script}</script>`;
  return doc;
}

describe('server answers', () => {
  it('reads the answers the server rendered the page from, and nothing from a page without them', () => {
    expect(readServerAnswers(pageWith('{"ROOT_QUERY":{"__typename":"Query"}}'))).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
    expect(readServerAnswers(pageWith(null))).toBeUndefined();
  });

  it('ignores answers that are not JSON, saying so', () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readServerAnswers(pageWith('{"ROOT_QUERY":'))).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    report.mockRestore();
  });

  it('tells each waiting listener once when the screen has adopted them, and later ones at once', () => {
    const early = jest.fn();
    onServerAnswersAdopted(early);
    expect(early).not.toHaveBeenCalled();
    markServerAnswersAdopted();
    markServerAnswersAdopted();
    expect(early).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    onServerAnswersAdopted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
