import { Typography } from 'antd';
import { MAX_AREA_SIMILARITY, MIN_AREA_OWN_WORDS, similarityPercent } from '@plumbing/shared';
import { ResemblanceList } from './resemblance-list';
import { SentencesToRewrite } from './sentences-to-rewrite';
import type { AreaSimilarity } from './use-area-similarity';

/**
 * The doorway gate's figures beside the text as it is typed (issue #42): how alike the page reads
 * to every other area's page, the sentences to rewrite, and whether search engines index it (each
 * language's page on its own words).
 */
export function SimilarityPanel({ area, similarity, projects }: { area: string; similarity: AreaSimilarity; projects: number }) {
  const { english, spanish, ownWords, indexable, spanishSearch } = similarity;
  return (
    <section className="area-similarity" aria-labelledby="area-similarity-title">
      <Typography.Title level={2} id="area-similarity-title" className="area-editor-heading">
        Is it {area}&apos;s own page?
      </Typography.Title>
      <p className="area-editor-hint">
        Pages that differ only by a city&apos;s name are doorway pages to search engines. A page more than{' '}
        {similarityPercent(MAX_AREA_SIMILARITY)} like another published page, by its three-word phrases (the area&apos;s name aside), is not
        published.
      </p>
      <Typography.Title level={3} className="area-editor-subheading">
        Similarity to the other pages
      </Typography.Title>
      <ResemblanceList resemblances={english.resemblances} language="English" />
      {spanish && <ResemblanceList resemblances={spanish.resemblances} language="Spanish" />}
      <Typography.Title level={3} className="area-editor-subheading">
        Sentences to rewrite
      </Typography.Title>
      <SentencesToRewrite sentences={english.toRewrite} language="English" />
      {spanish && <SentencesToRewrite sentences={spanish.toRewrite} language="Spanish" />}
      <Typography.Title level={3} className="area-editor-subheading">
        Search engines
      </Typography.Title>
      <p>
        {ownWords} words of your own, {projects} {projects === 1 ? 'project' : 'projects'} done in {area}:{' '}
        <IndexedNote indexable={indexable} />
      </p>
      {spanishSearch && (
        <p>
          The Spanish version: {spanishSearch.ownWords} words of its own: <IndexedNote indexable={spanishSearch.indexable} />
        </p>
      )}
    </section>
  );
}

function IndexedNote({ indexable }: { indexable: boolean }) {
  return indexable ? (
    <strong>indexed.</strong>
  ) : (
    <strong>not indexed (noindex) until it has {MIN_AREA_OWN_WORDS} words of its own or a project done there.</strong>
  );
}
