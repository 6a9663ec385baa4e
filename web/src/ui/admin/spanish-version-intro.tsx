import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The heading and note an editor's Spanish version (issue #41) starts with: optional, where it is
 * shown (`shownAt`, the text after "Shown at"), and what that address shows without it (`without`).
 */
export function SpanishVersionIntro({
  headingId,
  subject,
  shownAt,
  without,
}: {
  headingId?: string;
  subject: 'page' | 'project';
  shownAt: ReactNode;
  without: string;
}) {
  return (
    <>
      <Typography.Title level={5} id={headingId} style={{ marginTop: 8 }}>
        Spanish version
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`Optional: the ${subject} for Spanish-speaking visitors.`}
        description={
          <>
            Shown at {shownAt} {without}
          </>
        }
      />
    </>
  );
}
