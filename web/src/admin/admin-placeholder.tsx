import { Card, Empty, Typography } from 'antd';
import { usePageTitle } from '../shell/use-page-title';

/** Stands in for an admin screen that is not built yet. */
export function AdminPlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <Typography.Title level={1} className="admin-title">
        {title}
      </Typography.Title>
      <Card>
        <Empty description="This screen is coming soon." />
      </Card>
    </>
  );
}
