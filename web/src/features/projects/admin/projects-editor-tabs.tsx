import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PROJECT_CATEGORIES } from '../project-format';
import { emptyGalleryRow, type GalleryRow, type ProjectFormErrors, type ProjectFormField, type ProjectFormValues } from './projects-form';
import { ListEditor } from './projects-list-editor';
import { PhotoPicker } from './projects-photo-picker';
import { ProjectAreaSelect } from './project-area-select';

// The project editor's three tabs (spec §2), each a part of the one form (projects-editor.tsx).

/** What each tab is given: the values, the errors found, and the way to change a field. */
export interface ProjectTabProps {
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  set: <K extends ProjectFormField>(field: K, value: ProjectFormValues[K]) => void;
}

/** The tabs' ways to lay out a labelled field, a text input and a text area. */
function fieldParts({ values, errors, set }: ProjectTabProps) {
  // Every message beside its field: spec §5 shows some and blocks silently on the others (issue #51).
  const shown = (field: ProjectFormField) => errors[field];
  const item = (field: ProjectFormField, label: string, control: ReactNode, required = true) => (
    <Form.Item
      label={label}
      htmlFor={`project-${field}`}
      required={required}
      validateStatus={shown(field) ? 'error' : undefined}
      help={shown(field)}
    >
      {control}
    </Form.Item>
  );
  const text = (field: 'title' | 'type' | 'duration' | 'location', placeholder?: string) => (
    <Input id={`project-${field}`} value={values[field]} placeholder={placeholder} onChange={(event) => set(field, event.target.value)} />
  );
  const area = (field: 'description' | 'challenge' | 'solution' | 'outcome', rows = 3) => (
    <Input.TextArea id={`project-${field}`} rows={rows} value={values[field]} onChange={(event) => set(field, event.target.value)} />
  );
  return { shown, item, text, area };
}

/** Title, category, card text, completion date and the main photo. */
export function BasicInfoTab(props: ProjectTabProps) {
  const { values, set } = props;
  const { shown, item, text, area } = fieldParts(props);
  return (
    <>
      <Form.Item>
        <Checkbox checked={values.tableOnly} onChange={(event) => set('tableOnly', event.target.checked)}>
          Table only (hide from cards view)
        </Checkbox>
      </Form.Item>
      {item('title', 'Title', text('title'))}
      {item(
        'category',
        'Category',
        <Select
          id="project-category"
          value={values.category}
          onChange={(value) => set('category', value)}
          options={PROJECT_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />,
      )}
      {item('description', 'Description', area('description'), !values.tableOnly)}
      {item('type', 'Type', text('type', 'e.g. Repiping'), !values.tableOnly)}
      {item(
        'completionDate',
        'Completion Date',
        <Input
          id="project-completionDate"
          value={values.completionDate}
          placeholder="06/22/2025"
          onChange={(event) => set('completionDate', event.target.value)}
        />,
      )}
      {item(
        'image',
        'Image',
        <PhotoPicker
          id="project-image"
          label="main photo"
          value={values.image}
          onChange={(photo) => set('image', photo)}
          invalid={Boolean(shown('image'))}
        />,
        !values.tableOnly,
      )}
    </>
  );
}

/** The job's specifications and story, and its lists. */
export function DetailsTab(props: ProjectTabProps) {
  const { values, set } = props;
  const { item, text, area } = fieldParts(props);
  return (
    <>
      {item('duration', 'Duration', text('duration', 'e.g. 24 hours'))}
      {item('location', 'Location', text('location', 'e.g. South Tampa'))}
      {item(
        'serviceArea',
        'Service area',
        <ProjectAreaSelect id="project-serviceArea" value={values.serviceArea} onChange={(slug) => set('serviceArea', slug)} />,
        false,
      )}
      {item('challenge', 'Challenge', area('challenge'))}
      {item('solution', 'Solution', area('solution'))}
      {item('outcome', 'Outcome', area('outcome'))}
      <ListEditor label="Services Provided" itemLabel="Service" items={values.services} onChange={(items) => set('services', items)} />
      <ListEditor label="Materials Used" itemLabel="Material" items={values.materials} onChange={(items) => set('materials', items)} />
      <ListEditor
        label="Project Highlights"
        itemLabel="Highlight"
        items={values.highlights}
        onChange={(items) => set('highlights', items)}
      />
    </>
  );
}

/** The gallery's photos with their captions. */
export function GalleryTab({ values, set }: ProjectTabProps) {
  const setGalleryRow = (rowId: string, change: Partial<GalleryRow>) =>
    set(
      'gallery',
      values.gallery.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)),
    );
  return (
    <>
      {values.gallery.length === 0 && <Typography.Paragraph type="secondary">No gallery photos yet.</Typography.Paragraph>}
      {values.gallery.map((row, index) => (
        <fieldset key={row.rowId} className="gallery-row">
          <legend>Gallery photo {index + 1}</legend>
          <PhotoPicker
            label={`gallery photo ${index + 1}`}
            removable={false}
            value={row.photo}
            onChange={(photo) => setGalleryRow(row.rowId, { photo })}
          />
          <Flex gap="small" className="gallery-row-caption">
            <Input
              value={row.caption}
              placeholder="Caption"
              aria-label={`Caption of gallery photo ${index + 1}`}
              onChange={(event) => setGalleryRow(row.rowId, { caption: event.target.value })}
            />
            <Button
              danger
              onClick={() =>
                set(
                  'gallery',
                  values.gallery.filter((r) => r.rowId !== row.rowId),
                )
              }
              aria-label={`Remove gallery photo ${index + 1}`}
            >
              Remove
            </Button>
          </Flex>
        </fieldset>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => set('gallery', [...values.gallery, emptyGalleryRow()])}>
        Add Gallery Image
      </Button>
    </>
  );
}
