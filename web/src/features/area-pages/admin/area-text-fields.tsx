import { Button, Form, Input, Typography } from 'antd';
import { ContentEditor } from '../../pages/admin';
import { emptyFaqRow, type AreaTextValues, type FaqRow } from './area-page-form-values';

interface AreaTextFieldsProps {
  /** The language the owner writes in: the fields' lang, and the labels' prefix for Spanish. */
  language: 'en' | 'es';
  area: string;
  value: AreaTextValues;
  onChange: (value: AreaTextValues) => void;
}

/** The introduction and the questions with their answers, in one language (issue #42). */
export function AreaTextFields({ language, area, value, onChange }: AreaTextFieldsProps) {
  const spanish = language === 'es';
  const id = (field: string) => `area-${language}-${field}`;
  const label = (english: string) => (spanish ? `${english} in Spanish` : english);
  const setRow = (rowId: string, change: Partial<FaqRow>) =>
    onChange({ ...value, faq: value.faq.map((row) => (row.rowId === rowId ? { ...row, ...change } : row)) });
  return (
    <>
      <div className="area-intro-field">
        <ContentEditor
          htmlLabel={`${label('Introduction')} (HTML)`}
          visualLabel={label('Introduction')}
          lang={spanish ? 'es' : undefined}
          subject="introduction"
          value={value.intro}
          onChange={(intro) => onChange({ ...value, intro })}
        />
        {!spanish && (
          <Typography.Paragraph type="secondary">
            What you do in {area}, in your own words: its houses, its water, the jobs you do there.
          </Typography.Paragraph>
        )}
      </div>
      <fieldset className="area-faq-fields">
        <legend>{label('Questions and answers')}</legend>
        {value.faq.length === 0 && <p className="area-editor-hint">No questions yet.</p>}
        {value.faq.map((row, index) => (
          <div key={row.rowId} className="area-faq-row">
            <Form.Item label={label(`Question ${index + 1}`)} htmlFor={id(`question-${index}`)}>
              <Input
                id={id(`question-${index}`)}
                lang={language}
                value={row.question}
                onChange={(event) => setRow(row.rowId, { question: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={label(`Answer ${index + 1}`)} htmlFor={id(`answer-${index}`)}>
              <Input.TextArea
                id={id(`answer-${index}`)}
                lang={language}
                autoSize={{ minRows: 2 }}
                value={row.answer}
                onChange={(event) => setRow(row.rowId, { answer: event.target.value })}
              />
            </Form.Item>
            <Button
              danger
              aria-label={`Remove ${label(`question ${index + 1}`).toLowerCase()}`}
              onClick={() => onChange({ ...value, faq: value.faq.filter((other) => other.rowId !== row.rowId) })}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button onClick={() => onChange({ ...value, faq: [...value.faq, emptyFaqRow()] })}>
          {spanish ? 'Add a Spanish question' : 'Add a question'}
        </Button>
      </fieldset>
    </>
  );
}
