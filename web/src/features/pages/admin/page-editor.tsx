import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Form, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageMessages } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useIdle } from '../../../ui/use-idle';
import { EditConflictAlert } from '../../../ui/admin/edit-conflict';
import { PageAdvancedTab, PageContentTab, PageSeoTab, PageSocialTab, PageSpanishSection } from './page-editor-tabs';
import type { EditablePageFragment } from '../../../gql/graphql';
import { NEW_PAGE, toValues, type PageFormValues } from './page-form-values';
import { pageToEditFetchPolicy } from './page-prefetch';
import { PageRevisions } from './page-revisions';
import { PageStateLine } from './page-state';
import { AdminPageQuery } from './pages-operations';
import { usePageForm, type SaveIntent } from './use-page-form';
import './page-editor.css';

/**
 * The tabs; those not shown are drawn once the browser is idle after the editor opens (a long
 * page's editor is interactive sooner, issue #52), and kept drawn: a refused field on another tab
 * is found. The saves read every value from the form's store, drawn or not (usePageForm).
 */
function pageTabs(drawHidden: boolean) {
  return [
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
    { key: 'seo', label: 'SEO', forceRender: drawHidden, children: <PageSeoTab /> },
    { key: 'social', label: 'Social', forceRender: drawHidden, children: <PageSocialTab /> },
    { key: 'advanced', label: 'Advanced', forceRender: drawHidden, children: <PageAdvancedTab /> },
  ];
}

/** /admin/pages/{id} and /admin/pages/new: the page editor with its four tabs (spec §2). */
export default function PageEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  // A new page's first draft saved: the editor moved to its address and says so, on this arrival only.
  const location = useLocation();
  const navigate = useNavigate();
  const draftSavedFor = useRef<string | null>(null);
  if ((location.state as { draftSaved?: boolean } | null)?.draftSaved) draftSavedFor.current = id;
  const draftSavedNow = draftSavedFor.current === id;
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  usePageTitle(isNew ? 'New Page' : 'Edit Page');
  // Spec §5: no query for a new page.
  const fetchPolicy = useMemo(() => pageToEditFetchPolicy(id), [id]);
  const { data, loading, error } = useQuery(AdminPageQuery, { variables: { id }, skip: isNew, fetchPolicy });

  let content;
  if (isNew) content = <PageForm />;
  else if (loading) content = <Card loading aria-busy="true" />;
  else if (error || !data?.pageToEdit)
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={error ? PageMessages.notFound(id) : 'This page does not exist (it may have been deleted).'}
        action={<Link to="/admin/pages">Back to pages</Link>}
      />
    );
  else content = <PageForm key={data.pageToEdit.id} page={data.pageToEdit} draftSavedNow={draftSavedNow} />;

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

/** The form of a new page, or of `page` as the owner edits it (its draft over what visitors read). */
function PageForm({ page, draftSavedNow = false }: { page?: EditablePageFragment; draftSavedNow?: boolean }) {
  const [initial] = useState(() => (page ? toValues(page) : NEW_PAGE));
  const drawHidden = useIdle();
  const editor = usePageForm({ id: page?.id, version: page?.updatedAt, initial, savedNow: draftSavedNow });
  const { form, saving, intent, showRefused, submit, checkedValues } = editor;
  const saved = editor.lastSaved ?? page;
  const tabs = useMemo(() => pageTabs(drawHidden), [drawHidden]);
  const press = (pressed: SaveIntent) =>
    checkedValues().then(
      (values) => submit(values, pressed),
      ({ errorFields }: { errorFields: Array<{ name: Array<string | number> }> }) => errorFields[0] && showRefused(errorFields[0].name),
    );
  return (
    <Card>
      {saved && <PageStateLine page={saved} />}
      {(editor.refusal || editor.conflict) && (
        <div ref={editor.refusalRef} tabIndex={-1}>
          {editor.conflict ? (
            <EditConflictAlert
              message={editor.conflict}
              busy={saving}
              onLoadSaved={editor.loadSaved}
              onOverwrite={() =>
                void checkedValues().then(
                  (values) => submit(values, intent, null),
                  () => undefined,
                )
              }
            />
          ) : (
            <Alert type="error" showIcon role="alert" title={editor.refusal} style={{ marginBottom: 16 }} />
          )}
        </div>
      )}
      <Form<PageFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={editor.onValuesChange}
        // Enter in a field saves the draft: publishing is a press of its own.
        // antd has checked the drawn fields; the draft takes every value.
        onFinish={() => submit(editor.allValues(), 'draft')}
        onFinishFailed={({ errorFields }) => errorFields[0] && showRefused(errorFields[0].name)}
      >
        <Tabs activeKey={editor.tab} onChange={editor.setTab} items={tabs} />
        {/* Kept in view while the owner writes: the save line says how the draft stands (issue #52). */}
        <Flex wrap gap="middle" align="center" className="page-editor-actions">
          <Button type="primary" loading={saving && intent === 'publish'} disabled={saving} onClick={() => void press('publish')}>
            Publish
          </Button>
          <Button htmlType="submit" loading={saving && intent === 'draft'} disabled={saving}>
            Save draft
          </Button>
          <Button loading={saving && intent === 'preview'} disabled={saving} onClick={() => void press('preview')}>
            Preview
          </Button>
          <Typography.Text role="status" type="secondary">
            {editor.saveStatus}
          </Typography.Text>
        </Flex>
      </Form>
      {page && <PageRevisions pageId={page.id} editor={editor} />}
      {editor.leaveWarning.prompt}
    </Card>
  );
}
