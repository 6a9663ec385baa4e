import { Form, Input } from 'antd';
import { siteConfig } from '../../../platform/site-config';
import { SpanishVersionIntro } from '../../../ui/admin/spanish-version-intro';
import type { ProjectTabProps } from './projects-editor-tabs';
import type { SpanishValues } from './projects-form';
import { ListEditor } from './projects-list-editor';

/** The server's limits: the English fields'. */
const LINE_LENGTH = 300;
const TEXT_LENGTH = 10_000;

const SPANISH_LISTS = [
  { field: 'services', label: 'Services Provided in Spanish', itemLabel: 'Spanish Service' },
  { field: 'materials', label: 'Materials Used in Spanish', itemLabel: 'Spanish Material' },
  { field: 'highlights', label: 'Project Highlights in Spanish', itemLabel: 'Spanish Highlight' },
] as const;
type SpanishText = Exclude<keyof SpanishValues, (typeof SPANISH_LISTS)[number]['field']>;

/**
 * The project in Spanish (issue #41), shown at /es/proyectos/{id}: its own title and texts, each one
 * left empty shown in English there. All empty, that page shows the English with a note that it is
 * in English.
 */
export function ProjectSpanishSection({ id, values, errors, set }: ProjectTabProps & { id: string }) {
  const { es } = values;
  const setSpanish = <K extends keyof SpanishValues>(field: K, value: SpanishValues[K]) => set('es', { ...es, [field]: value });
  const text = (field: SpanishText, label: string, rows?: number) => {
    const control = {
      id: `project-es-${field}`,
      lang: 'es',
      value: es[field],
      maxLength: rows ? TEXT_LENGTH : LINE_LENGTH,
      onChange: (event: { target: { value: string } }) => setSpanish(field, event.target.value),
    };
    // The one refusal the form makes here, a Spanish version without its title, shows at the title.
    const refusal = field === 'title' ? errors.es : undefined;
    return (
      <Form.Item label={label} htmlFor={control.id} validateStatus={refusal ? 'error' : undefined} help={refusal}>
        {rows ? <Input.TextArea rows={rows} {...control} /> : <Input {...control} />}
      </Form.Item>
    );
  };

  return (
    <section aria-labelledby="project-es-heading">
      <SpanishVersionIntro
        headingId="project-es-heading"
        subject="project"
        shownAt={<code>{`${siteConfig.seo.publicUrl}/es/proyectos/${id}`}</code>}
        without="A field left empty shows its English there; with nothing in Spanish, that page shows the English project with a note that it is in English."
      />
      {text('title', 'Spanish Title')}
      {text('description', 'Description in Spanish', 3)}
      {text('type', 'Type in Spanish')}
      {text('duration', 'Duration in Spanish')}
      {text('location', 'Location in Spanish')}
      {text('challenge', 'Challenge in Spanish', 3)}
      {text('solution', 'Solution in Spanish', 3)}
      {text('outcome', 'Outcome in Spanish', 3)}
      {SPANISH_LISTS.map(({ field, label, itemLabel }) => (
        <ListEditor
          key={field}
          label={label}
          itemLabel={itemLabel}
          items={es[field]}
          lang="es"
          onChange={(items) => setSpanish(field, items)}
        />
      ))}
    </section>
  );
}
