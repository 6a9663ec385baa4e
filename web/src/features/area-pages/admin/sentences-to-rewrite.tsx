import type { AreaSentence, SentencePlace } from '@plumbing/shared';

const placeName = (place: SentencePlace) =>
  place.part === 'intro' ? 'Introduction' : `${place.part === 'question' ? 'Question' : 'Answer'} ${place.entry + 1}`;

/** The sentences most of whose phrases another area's page has: the ones to write again for this area (issue #42). */
export function SentencesToRewrite({ sentences, language }: { sentences: readonly AreaSentence[]; language: string }) {
  if (sentences.length === 0) return <p className="area-editor-hint">No sentence in {language} is mostly found on another page.</p>;
  return (
    <ul className="area-rewrite" aria-label={`Sentences to rewrite, in ${language}`}>
      {sentences.map((sentence, index) => (
        <li key={index}>
          <span className="area-rewrite-place">{placeName(sentence.place)}:</span> <mark>{sentence.text}</mark>
        </li>
      ))}
    </ul>
  );
}
