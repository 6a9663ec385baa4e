import { Form, InputNumber, type FormItemProps } from 'antd';

interface WholeNumberFieldProps extends Pick<FormItemProps, 'label' | 'name' | 'extra' | 'rules' | 'dependencies'> {
  /** The bounds the server checks too (the shared package's ranges), and the arrows' step. */
  range: { min: number; max: number; step?: number };
}

/** A setting that is a whole number within `range`, e.g. hours or days: its label, hint and checks above and below a number box. */
export function WholeNumberField({ range, ...item }: WholeNumberFieldProps) {
  return (
    <Form.Item {...item}>
      <InputNumber min={range.min} max={range.max} step={range.step} precision={0} style={{ width: 180 }} />
    </Form.Item>
  );
}
