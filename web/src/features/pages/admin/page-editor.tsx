import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { PageMessages } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { EditConflictAlert } from '../../../ui/admin/edit-conflict';
import { PageAdvancedTab, PageContentTab, PageSeoTab, PageSocialTab, PageSpanishSection } from './page-editor-tabs';
import { NEW_PAGE, toValues, type PageFormValues } from './page-form-values';
import { AdminPageQuery } from './pages-operations';
import { usePageForm } from './use-page-form';

// Rendered even while hidden: a refused field on another tab is found, and the form keeps every value.
const TABS = [
  // The Spanish version (issue #41) under the English content: a fifth tab would not fit a phone's width.
  {
    key: 'content',
    label: 'Content',
    forceRender: true,
    children: (
      <>
        <PageContentTab />
        <PageSpanishSection />
      </>
    ),
  },
  { key: 'seo', label: 'SEO', forceRender: true, children: <PageSeoTab /> },
  { key: 'social', label: 'Social', forceRender: true, children: <PageSocialTab /> },
  { key: 'advanced', label: 'Advanced', forceRender: true, children: <PageAdvancedTab /> },
];

/** /admin/pages/{id} and /admin/pages/new: the page editor with its four tabs (spec §2). */
export default function PageEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  usePageTitle(isNew ? 'New Page' : 'Edit Page');
  // Spec §5: no query for a new page.
  const { data, loading, error } = useQuery(AdminPageQuery, { variables: { id }, skip: isNew, fetchPolicy: 'network-only' });

  let content;
  if (isNew) content = <PageForm initial={NEW_PAGE} />;
  else if (loading) content = <Card loading aria-busy="true" />;
  else if (error || !data?.page)
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={error ? PageMessages.notFound(id) : 'This page does not exist (it may have been deleted).'}
        action={<Link to="/admin/pages">Back to pages</Link>}
      />
    );
  else content = <PageForm key={data.page.id} id={data.page.id} version={data.page.updatedAt} initial={toValues(data.page)} />;

  return (
    <>
      <div className="admin-heading">
        <Typography.Title level={1} className="admin-title">
          {isNew ? 'Create New Page' : 'Edit Page'}
        </Typography.Title>
        <Link to="/admin/pages">Back to pages</Link>
      </div>
      {content}
    </>
  );
}

function PageForm(props: { id?: string; version?: string; initial: PageFormValues }) {
  const { form, saving, tab, setTab, refusal, conflict, refusalRef, leaveWarning, showRefused, onValuesChange, submit, loadSaved } =
    usePageForm(props);
  return (
    <Card>
      {(refusal || conflict) && (
        <div ref={refusalRef} tabIndex={-1}>
          {conflict ? (
            <EditConflictAlert
              message={conflict}
              busy={saving}
              onLoadSaved={loadSaved}
              onOverwrite={() =>
                void form.validateFields().then(
                  (values) => submit(values, null),
                  () => undefined,
                )
              }
            />
          ) : (
            <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />
          )}
        </div>
      )}
      <Form<PageFormValues>
        form={form}
        layout="vertical"
        initialValues={props.initial}
        onValuesChange={onValuesChange}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => errorFields[0] && showRefused(errorFields[0].name)}
      >
        <Tabs activeKey={tab} onChange={setTab} items={TABS} />
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {saving ? 'Saving...' : 'Save Page'}
        </Button>
      </Form>
      {leaveWarning.prompt}
    </Card>
  );
}
