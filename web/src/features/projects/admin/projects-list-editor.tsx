import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';

interface ListEditorProps {
  /** The list's name, e.g. "Services Provided"; item labels derive from it. */
  label: string;
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  /** The language of the items, when not the admin's English. */
  lang?: string;
}

/** An editable list of short texts with add and remove (spec §2 Project Details). */
export function ListEditor({ label, itemLabel, items, onChange, placeholder, lang }: ListEditorProps) {
  return (
    <fieldset className="list-editor">
      <legend>{label}</legend>
      {items.map((item, index) => (
        <Flex key={index} gap="small" className="list-editor-row">
          <Input
            value={item}
            placeholder={placeholder}
            lang={lang}
            aria-label={`${itemLabel} ${index + 1}`}
            onChange={(event) => onChange(items.map((current, i) => (i === index ? event.target.value : current)))}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          />
        </Flex>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...items, ''])}>
        Add {itemLabel}
      </Button>
    </fieldset>
  );
}
