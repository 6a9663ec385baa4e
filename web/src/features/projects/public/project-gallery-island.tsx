import { useState } from 'react';
import { decodePath } from '@plumbing/shared';
import { graphql } from '../../../gql';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { useWords } from '../../../platform/i18n/words';
import { useNavigation } from '../../../platform/navigation/navigation';
import { ownerText } from '../project-format';
import { ProjectImage } from '../project-image';
import { ProjectLightbox } from './project-lightbox';

export const PublicProjectQueryDocument = graphql(`
  query PublicProject($id: ID!) {
    project(id: $id) {
      ...ProjectDetailFields
      areaPage {
        slug
        areaName
      }
    }
  }
`);

const THUMB_SIZES = '(min-width: 1024px) 15rem, (min-width: 640px) 30vw, 45vw';

/**
 * The project shown at /projects/{id} (/es/proyectos/{id}), by its path: the app's router and a page of islands both
 * give it. A malformed escape stays as it is, as React Router keeps it, and names no project.
 */
export function useShownProjectId(): string {
  const segment = useNavigation().pathname.split('/').at(-1) ?? '';
  return decodePath(segment) ?? segment;
}

/**
 * A project's gallery and its lightbox, the island of its page (app/islands.ts): the rest of a
 * project's page never changes after the server renders it. Adopted at the first press of a photo.
 */
export function ProjectGallery() {
  const t = useWords();
  // The owner's captions are English (issue #41: a project's Spanish version has none).
  const ownerLang = t.locale === 'en' ? undefined : 'en';
  const { data } = usePageQuery(PublicProjectQueryDocument, { variables: { id: useShownProjectId() } });
  const [shown, setShown] = useState<number | null>(null);
  const project = data?.project;
  if (!project || project.gallery.length === 0) return null;
  return (
    <>
      <section aria-labelledby="gallery-title">
        <h2 id="gallery-title" className="project-part-title">
          {t('project.gallery')}
        </h2>
        <ul className="project-gallery">
          {project.gallery.map((entry, index) => (
            <li key={`${index}-${entry.url}`}>
              {/* A plain button: a press before the island is adopted is held and replayed (app/islands.ts). */}
              <button
                type="button"
                className="project-thumb"
                onClick={() => setShown(index)}
                aria-label={
                  entry.caption
                    ? t('project.openPhotoCaption', { number: index + 1, count: project.gallery.length, caption: entry.caption })
                    : t('project.openPhoto', { number: index + 1, count: project.gallery.length })
                }
              >
                <ProjectImage picture={entry.picture} alt="" sizes={THUMB_SIZES} />
              </button>
              {entry.caption && (
                <p className="project-thumb-caption" lang={ownerLang}>
                  {entry.caption}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      {shown !== null && (
        <ProjectLightbox
          images={project.gallery}
          index={shown}
          title={ownerText(t.locale, project.title, project.es?.title).text}
          onIndexChange={setShown}
          onClose={() => setShown(null)}
        />
      )}
    </>
  );
}
