import { Flex } from 'antd';
import type { ReactNode } from 'react';
import './record-card.css';

interface RecordCardProps {
  /** The person or thing the card is about: its heading. */
  title: string;
  /** Heading level inside the screen's outline. */
  level?: 2 | 3;
  /** A status badge beside the title. */
  badge?: ReactNode;
  /** The facts, one per line. */
  children: ReactNode;
  /** Buttons, wrapping onto more lines on a narrow phone. */
  actions: ReactNode;
  /** Marks the card the owner came to see (from a notification). */
  highlighted?: boolean;
}

/** One record of an admin list on a phone: everything needed to act on it, and the buttons to do so. */
export function RecordCard({ title, level = 3, badge, children, actions, highlighted = false }: RecordCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={highlighted ? 'record-card is-highlighted' : 'record-card'}>
      <div className="record-card-head">
        <Heading className="record-card-title">{title}</Heading>
        {badge}
      </div>
      <div className="record-card-facts">{children}</div>
      <Flex wrap gap="small" className="record-card-actions">
        {actions}
      </Flex>
    </article>
  );
}
