import { Typography } from 'antd';

/**
 * A text written for docs in Markdown (a webhook event's description, which docs/webhooks.md is
 * generated from): its `backticked` names shown as code rather than with their backticks.
 */
export function WithInlineCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <Typography.Text code key={index}>
        {part}
      </Typography.Text>
    ) : (
      part
    ),
  );
}
