import { Button, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { checkLinkAddress } from './link-address';

interface LinkDialogProps {
  open: boolean;
  /** The address of the link the cursor is in; empty for a new link. */
  href: string;
  onClose: () => void;
  /** The checked address to link the selection to; empty to remove the link. */
  onApply: (href: string) => void;
}

/** Where a link in the visual editor goes: checked as typed (link-address.ts), with the way to remove it. */
export function LinkDialog({ open, href, onClose, onApply }: LinkDialogProps) {
  const [typed, setTyped] = useState(href);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setTyped(href);
      setError(null);
    }
  }, [open, href]);

  const apply = () => {
    const checked = checkLinkAddress(typed);
    if ('error' in checked) setError(checked.error);
    else onApply(checked.href);
  };
  return (
    <Modal
      open={open}
      title={href ? 'Edit the link' : 'Add a link'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        href && (
          <Button key="remove" danger onClick={() => onApply('')}>
            Remove the link
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="apply" type="primary" onClick={apply}>
          {href ? 'Save the link' : 'Add the link'}
        </Button>,
      ]}
    >
      <label htmlFor="link-address">Address</label>
      <Input
        id="link-address"
        autoFocus
        value={typed}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby="link-address-help"
        placeholder="/schedule, https://…, a phone or an e-mail"
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={apply}
      />
      <Typography.Paragraph
        id="link-address-help"
        type={error ? 'danger' : 'secondary'}
        role={error ? 'alert' : undefined}
        style={{ marginTop: 8 }}
      >
        {error ?? 'A page of this site (/schedule), a web address (https://…), a phone number or an e-mail.'}
      </Typography.Paragraph>
    </Modal>
  );
}
