import { Tag } from 'antd';
import { similarityPercent } from '@plumbing/shared';
import type { Resemblance } from './use-area-similarity';

/** Each other area's page and how alike this one reads to it, the most alike first (issue #42). */
export function ResemblanceList({ resemblances, language }: { resemblances: readonly Resemblance[]; language: string }) {
  if (resemblances.length === 0) return <p className="area-editor-hint">No other area has a page in {language} to compare with.</p>;
  return (
    <ul className="area-resemblances" aria-label={`Similarity to the other pages, in ${language}`}>
      {resemblances.map(({ slug, name, published, similarity, blocks }) => (
        <li key={slug} className={blocks ? 'is-blocking' : undefined}>
          <span className="area-resemblance-name">{name}</span>
          <span className="area-resemblance-figure">{similarityPercent(similarity)} alike</span>
          {blocks ? (
            <Tag color="red">Too alike: publishing is refused</Tag>
          ) : published ? (
            <Tag color="green">Published</Tag>
          ) : (
            <Tag>Draft: compared once published</Tag>
          )}
        </li>
      ))}
    </ul>
  );
}
