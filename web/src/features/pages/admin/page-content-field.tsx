import { Form } from 'antd';
import { ContentEditor } from './content-editor';

/** A page's content (or its Spanish version's) as a field of the page's form: the form hands the editor its value. */
export function PageContentField({
  name = ['content'],
  label = 'HTML Content',
  visualLabel = 'Content',
  lang,
}: {
  /** The form field: the English content, or the Spanish version's (['es', 'content']). */
  name?: string[];
  /** The field's label as HTML, and in the visual editor. */
  label?: string;
  visualLabel?: string;
  /** The language of the words typed in, when not the admin's English. */
  lang?: string;
}) {
  return (
    <Form.Item name={name} noStyle>
      <ContentEditor htmlLabel={label} visualLabel={visualLabel} lang={lang} />
    </Form.Item>
  );
}
