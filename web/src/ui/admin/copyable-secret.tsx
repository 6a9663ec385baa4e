import { Alert, Button, Flex, Input, type InputRef } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useRef, useState, type ReactNode } from 'react';
import { useRevealOnChange } from '../use-reveal';
import './copyable-secret.css';

interface CopyableSecretProps {
  /** Said above it: that it is shown only now, and why (warning: lost for good if not copied). */
  intro: { tone: 'warning' | 'success'; title: string; description: string };
  /** The field's id and its label, e.g. "API token". */
  id: string;
  label: string;
  /** What it is in a sentence, e.g. "token": "the token is selected". */
  thing: string;
  value: string;
  /** What a successful copy says, e.g. where to paste it. */
  copiedText: string;
  /** Other buttons beside Copy. */
  children?: ReactNode;
}

/**
 * A secret the site shows once (a private calendar address, an API token): read-only and selected
 * on focus, with a Copy button; a browser that refuses the clipboard gets it selected to copy by hand.
 */
export function CopyableSecret({ intro, id, label, thing, value, copiedText, children }: CopyableSecretProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copiedRef = useRevealOnChange<HTMLDivElement>(copied);
  const inputRef = useRef<InputRef>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(copiedText);
    } catch {
      inputRef.current?.select();
      setCopied(`The browser did not allow copying: the ${thing} is selected, copy it from the box.`);
    }
  }

  return (
    <>
      <Alert type={intro.tone} showIcon role="status" title={intro.title} description={intro.description} />
      <label className="copyable-secret-label" htmlFor={id}>
        {label}
      </label>
      <Input id={id} ref={inputRef} readOnly value={value} className="copyable-secret-value" onFocus={(event) => event.target.select()} />
      <Flex wrap gap="small">
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy {thing}
        </Button>
        {children}
      </Flex>
      {copied && (
        <div ref={copiedRef} tabIndex={-1}>
          <Alert type={copied === copiedText ? 'success' : 'info'} showIcon role="status" title={copied} />
        </div>
      )}
    </>
  );
}
