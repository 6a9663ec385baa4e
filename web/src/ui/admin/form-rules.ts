import type { FormItemProps } from 'antd';

/**
 * Form.Item props that hold a field to another one: `holds(value, otherValue)`, else `message`
 * under the field, checked again whenever the other one changes; `required`: the message when empty.
 */
export function comparedWith<Value, Other>(
  other: string,
  holds: (value: Value, otherValue: Other) => boolean,
  message: string,
  required?: string,
): Pick<FormItemProps, 'dependencies' | 'rules'> {
  return {
    dependencies: [other],
    rules: [
      ...(required ? [{ required: true, message: required }] : []),
      ({ getFieldValue }) => ({
        validator: (_, value: Value) => (holds(value, getFieldValue(other)) ? Promise.resolve() : Promise.reject(new Error(message))),
      }),
    ],
  };
}
