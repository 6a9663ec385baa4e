import { Alert, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { ShownSecret } from './use-webhook-endpoints';

/** The signing secret, this once: the server never answers it again. Focused, so a screen reader says it at once. */
export function SecretNotice({ shown, onDismiss }: { shown: ShownSecret; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [shown]);
  return (
    <div ref={ref} tabIndex={-1} className="webhook-secret" aria-label="Signing secret">
      <Alert
        type="warning"
        showIcon
        title={`Signing secret for ${shown.url}`}
        description={
          <>
            <Typography.Paragraph>
              Copy it into the receiving system now: it is shown only this once. It verifies that requests come from this site.
            </Typography.Paragraph>
            <Typography.Text code copyable={{ text: shown.secret, tooltips: ['Copy secret', 'Copied'] }} className="webhook-secret-value">
              {shown.secret}
            </Typography.Text>
          </>
        }
        closable={{ onClose: onDismiss, 'aria-label': 'I have copied it' }}
      />
    </div>
  );
}
