import { Card, Form, Typography } from 'antd';
import { serviceAreaPath } from '@plumbing/shared';
import { SpanishVersionIntro } from '../../../ui/admin/spanish-version-intro';
import { AreaPageActions } from './area-page-actions';
import { AreaTextFields } from './area-text-fields';
import { SimilarityPanel } from './similarity-panel';
import { useAreaPageForm } from './use-area-page-form';
import type { EditableAreaPage, ProfileArea } from './use-area-pages';
import { useAreaSimilarity } from './use-area-similarity';

interface AreaPageFormProps {
  area: ProfileArea;
  /** Its page as saved; null before the first save. */
  page: EditableAreaPage | null;
  /** Every area page, to compare with. */
  pages: readonly EditableAreaPage[];
}

/** The page of one area (issue #42): its text in English and Spanish, the doorway gate's figures as it is typed, and its saves. */
export function AreaPageForm({ area, page, pages }: AreaPageFormProps) {
  const form = useAreaPageForm({ area, page });
  const { values, change } = form;
  const projects = page?.projects.length ?? 0;
  const similarity = useAreaSimilarity(area, values, pages, projects);
  return (
    <Form layout="vertical" component="div" className="area-editor">
      <Card className="area-editor-text">
        <AreaTextFields language="en" area={area.name} value={values} onChange={(english) => change({ ...values, ...english })} />
        <section aria-labelledby="area-spanish-title">
          <SpanishVersionIntro
            headingId="area-spanish-title"
            subject="page"
            shownAt={<Typography.Text code>{serviceAreaPath(area.slug, 'es')}</Typography.Text>}
            without="Without it, that address shows the English text in the Spanish frame."
          />
          <AreaTextFields language="es" area={area.name} value={values.es} onChange={(es) => change({ ...values, es })} />
        </section>
      </Card>
      <Card className="area-editor-panel">
        <SimilarityPanel area={area.name} similarity={similarity} projects={projects} />
      </Card>
      <AreaPageActions
        slug={area.slug}
        published={form.published}
        saving={form.saving}
        blocked={similarity.blocked}
        outcome={form.outcome}
        outcomeRef={form.outcomeRef}
        submit={(publish, expectedUpdatedAt) => void form.submit(publish, expectedUpdatedAt)}
        loadSaved={form.loadSaved}
      />
      {form.leaveWarning.prompt}
    </Form>
  );
}
