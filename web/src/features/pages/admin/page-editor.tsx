import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Form, Input, Select, Space, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMessages } from '@plumbing/shared';
import type { EditablePageFragment, PageInput, PageType, TwitterCard } from '../../../gql/graphql';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { splitKeywords } from '../../../ui/admin/keywords';
import { cleanTypedSlug, slugAfterTitleChange, tidySlug, type SlugSource } from './page-editor-slug';
import { AdminPageQuery, AdminPagesQuery, SavePageMutation } from './pages-operations';
import { pageSavedState } from './page-saved';
import { PAGE_TYPE_LABELS } from './pages-screen';
import { fieldErrors, showFieldErrors, useRevealRefusal } from '../../../ui/admin/save-feedback';
import { EditConflictAlert, editConflictOf } from '../../../ui/admin/edit-conflict';
import { useLeaveWarning } from '../../../ui/admin/use-leave-warning';
import { PageContentField } from './page-content-field';

/** Spec §8: what the editor says besides the page's own messages (PageMessages, which the server's refusals share). */
export const PageEditorMessages = {
  saveFailed: 'Failed to save page. Please try again.',
} as const;

/** A network's card fields (seo.social.ogTitle, …); `extras` says, for the title, description and image, what an empty one becomes. */
function SocialCardFields({ network, label, extras: [title, description, image] }: { network: 'og' | 'twitter'; label: string; extras: [string, string, string] }) {
  return (
    <>
      <Form.Item label={`${label} Title`} name={['seo', 'social', `${network}Title`]} extra={title}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={`${label} Description`} name={['seo', 'social', `${network}Description`]} extra={description}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item label={`${label} Image URL`} name={['seo', 'social', `${network}Image`]} extra={image}>
        <Input placeholder="https://… or /…" inputMode="url" />
      </Form.Item>
    </>
  );
}

const ROBOT_FLAGS = ['noindex', 'nofollow', 'noarchive', 'nosnippet', 'noimageindex', 'notranslate'] as const;
type RobotFlag = (typeof ROBOT_FLAGS)[number];
const ROBOT_HINTS: Record<RobotFlag, string> = {
  noindex: 'keep this page out of search results and the sitemap',
  nofollow: 'do not follow the links on this page',
  noarchive: 'show no cached copy',
  nosnippet: 'show no text snippet or video preview',
  noimageindex: 'do not index the images on this page',
  notranslate: 'offer no translation',
};
const TWITTER_CARDS: TwitterCard[] = ['summary', 'summary_large_image', 'app', 'player'];

interface PageFormValues {
  title: string;
  slug: string;
  content: string;
  type: PageType;
  seo: {
    title: string;
    description: string;
    keywords: string;
    canonicalUrl: string;
    redirectUrl: string;
    schema: string;
    robots: RobotFlag[];
    social: EditablePageFragment['seo']['social'];
  };
}

const NEW_PAGE: PageFormValues = {
  title: '',
  slug: '',
  content: '',
  type: 'page',
  seo: {
    title: '',
    description: '',
    keywords: '',
    canonicalUrl: '',
    redirectUrl: '',
    schema: '',
    robots: [],
    social: { ogTitle: '', ogDescription: '', ogImage: '', twitterCard: 'summary', twitterTitle: '', twitterDescription: '', twitterImage: '' },
  },
};

function toValues({ title, slug, content, type, seo }: EditablePageFragment): PageFormValues {
  const { __typename, ...social } = seo.social as EditablePageFragment['seo']['social'] & { __typename?: string };
  return {
    title,
    slug,
    content,
    type,
    seo: {
      title: seo.title,
      description: seo.description,
      keywords: seo.keywords.join(', '),
      canonicalUrl: seo.canonicalUrl,
      redirectUrl: seo.redirectUrl,
      schema: seo.schema,
      robots: ROBOT_FLAGS.filter((flag) => seo.robots[flag]),
      social,
    },
  };
}

/** `expectedUpdatedAt`: the version the edit started from, so that a save over another tab's is refused; null saves regardless. */
function toInput(values: PageFormValues, id: string | undefined, expectedUpdatedAt: string | null): PageInput {
  const { seo } = values;
  return {
    id,
    expectedUpdatedAt,
    title: values.title,
    slug: tidySlug(values.slug),
    content: values.content,
    type: values.type,
    seo: {
      ...seo,
      keywords: splitKeywords(seo.keywords),
      robots: Object.fromEntries(ROBOT_FLAGS.map((flag) => [flag, seo.robots.includes(flag)])),
    },
  };
}

/** Which tab holds a field, to open it when that field is refused. */
const TAB_OF: Array<[RegExp, string]> = [
  [/^seo\.social\./, 'social'],
  [/^seo\.(robots|schema)/, 'advanced'],
  [/^seo\./, 'seo'],
  [/./, 'content'],
];
const tabOf = (path: Array<string | number>) => TAB_OF.find(([pattern]) => pattern.test(path.join('.')))![1];

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

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

function PageForm({ id, version, initial }: { id?: string; version?: string; initial: PageFormValues }) {
  const [form] = Form.useForm<PageFormValues>();
  const navigate = useNavigate();
  const client = useApolloClient();
  // The version these edits started from; a save over a newer one (another tab's) is refused.
  const editedVersion = useRef(version ?? null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SavePageMutation, { refetchQueries: [AdminPagesQuery] });
  const [tab, setTab] = useState('content');
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // What a refused save shows next: its first field (once that field's tab is open), else the refusal.
  const revealRefusal = useRevealRefusal(form, refusalRef);
  // Spec §4: loaded pages count as a hand-made slug; a new page's slug follows its title.
  const slugSource = useRef<SlugSource>(id ? 'loaded' : 'title');
  const previousTitle = useRef(initial.title);
  const [edited, setEdited] = useState(false);
  const leaveWarning = useLeaveWarning(edited);

  function showRefused(field?: Array<string | number>) {
    if (field) setTab(tabOf(field));
    revealRefusal(field);
  }

  function onValuesChange(changed: Partial<PageFormValues>) {
    setEdited(true);
    if (changed.slug !== undefined) slugSource.current = 'typed';
    if (changed.title !== undefined) {
      const slug = slugAfterTitleChange(previousTitle.current, changed.title, form.getFieldValue('slug'), slugSource.current);
      previousTitle.current = changed.title;
      form.setFieldValue('slug', slug);
      void form.validateFields(['slug']).catch(() => undefined);
    }
    // Spec §5: the schema message clears when the schema is edited.
    if (changed.seo?.schema !== undefined) form.setFields([{ name: ['seo', 'schema'], errors: [] }]);
  }

  async function submit(values: PageFormValues, expectedUpdatedAt = editedVersion.current) {
    setRefusal(null);
    setConflict(null);
    try {
      const { data } = await save({ variables: { input: toInput(values, id, expectedUpdatedAt) } });
      leaveWarning.release();
      navigate('/admin/pages', { state: data && pageSavedState(data.savePage) });
    } catch (thrown) {
      const conflictMessage = editConflictOf(thrown);
      if (conflictMessage) {
        setConflict(conflictMessage);
        showRefused();
        return;
      }
      // No answer (offline, a dropped connection, a proxy's error page): the form keeps every edit
      // for another try, where the spec's reloading panel would have thrown them away.
      if (!CombinedGraphQLErrors.is(thrown)) {
        setRefusal(PageEditorMessages.saveFailed);
        showRefused();
        return;
      }
      const fields = fieldErrors(thrown).filter((field) => field.path[0] !== 'id');
      showFieldErrors(form, fields);
      showRefused(fields[0]?.path);
      setRefusal(fields.length ? PageEditorMessages.saveFailed : `${PageEditorMessages.saveFailed} ${thrown.errors.map((e) => e.message).join(' ')}`);
    }
  }

  /** The conflict's way back: the form shows the version saved elsewhere, and saves count from it. */
  async function loadSaved() {
    const { data } = await client.query({ query: AdminPageQuery, variables: { id: id! }, fetchPolicy: 'network-only' });
    if (!data?.page) throw new Error('The page is gone');
    form.resetFields();
    form.setFieldsValue(toValues(data.page));
    editedVersion.current = data.page.updatedAt;
    previousTitle.current = data.page.title;
    slugSource.current = 'loaded';
    setEdited(false);
  }

  const counted = (recommended: string) => ({ showCount: true, 'aria-description': `Recommended ${recommended} characters` });

  const tabs = [
    {
      key: 'content',
      label: 'Content',
      forceRender: true,
      children: (
        <>
          <Form.Item label="Page Title" name="title" rules={[{ required: true, whitespace: true, message: PageMessages.titleRequired }]}>
            <Input placeholder="Untitled Page" maxLength={200} />
          </Form.Item>
          <Form.Item
            label="URL Slug"
            name="slug"
            normalize={cleanTypedSlug}
            rules={[{ required: true, message: PageMessages.slugRequired }]}
            extra={
              <>
                Only lowercase letters, numbers and hyphens.{' '}
                <Form.Item noStyle shouldUpdate={(before, after) => before.slug !== after.slug}>
                  {({ getFieldValue }) => (
                    <span className="slug-preview">
                      Page address: <code>{`${siteConfig.seo.publicUrl}/pages/${tidySlug(getFieldValue('slug') ?? '') || '…'}`}</code>
                    </span>
                  )}
                </Form.Item>
              </>
            }
          >
            <Input maxLength={100} autoCapitalize="off" spellCheck={false} />
          </Form.Item>
          <Form.Item label="Type" name="type">
            <Select options={Object.entries(PAGE_TYPE_LABELS).map(([value, label]) => ({ value, label }))} style={{ width: 160 }} />
          </Form.Item>
          <PageContentField />
        </>
      ),
    },
    {
      key: 'seo',
      label: 'SEO',
      forceRender: true,
      children: (
        <>
          <Form.Item label="SEO Title" name={['seo', 'title']} extra="Recommended 50-60 characters. Empty: the page title.">
            <Input {...counted('50 to 60')} maxLength={200} />
          </Form.Item>
          <Form.Item label="Meta Description" name={['seo', 'description']} extra="Recommended 150-160 characters.">
            <Input.TextArea {...counted('150 to 160')} rows={3} maxLength={500} />
          </Form.Item>
          <Form.Item label="Meta Keywords" name={['seo', 'keywords']} extra="Comma separated.">
            <Input placeholder="water heater repair, tankless water heater" />
          </Form.Item>
          <Form.Item label="Canonical URL" name={['seo', 'canonicalUrl']} extra="Empty: this page's own address.">
            <Input placeholder="https://… or /pages/…" inputMode="url" />
          </Form.Item>
          <Form.Item label="301 Redirect URL" name={['seo', 'redirectUrl']} extra="When set, visitors and search engines are sent there permanently.">
            <Input placeholder="https://… or /…" inputMode="url" />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'social',
      label: 'Social',
      forceRender: true,
      children: (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Open Graph (Facebook, LinkedIn, chat apps)
          </Typography.Title>
          <SocialCardFields network="og" label="Open Graph" extras={['Empty: the SEO title.', 'Empty: the meta description.', '1200 × 630 pixels works best.']} />
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Twitter
          </Typography.Title>
          <Form.Item label="Twitter Card Type" name={['seo', 'social', 'twitterCard']}>
            <Select options={TWITTER_CARDS.map((card) => ({ value: card, label: card }))} style={{ width: 240 }} />
          </Form.Item>
          <SocialCardFields
            network="twitter"
            label="Twitter"
            extras={['Empty: the Open Graph title.', 'Empty: the Open Graph description.', 'Empty: the Open Graph image.']}
          />
        </>
      ),
    },
    {
      key: 'advanced',
      label: 'Advanced',
      forceRender: true,
      children: (
        <>
          <Form.Item label="Robots" name={['seo', 'robots']} extra="None checked: index, follow.">
            <Checkbox.Group>
              <Space orientation="vertical">
                {ROBOT_FLAGS.map((flag) => (
                  <Checkbox key={flag} value={flag}>
                    <code>{flag}</code> – {ROBOT_HINTS[flag]}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item
            label="JSON-LD Schema Markup"
            name={['seo', 'schema']}
            validateTrigger={[]}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || isJson(value) ? Promise.resolve() : Promise.reject(new Error(PageMessages.invalidSchema)),
              },
            ]}
            extra="Structured data for search engines, e.g. a Service or FAQPage. The business itself is described on every page already."
          >
            <Input.TextArea rows={10} spellCheck={false} placeholder='{ "@context": "https://schema.org", "@type": "Service", … }' style={{ fontFamily: 'var(--font-mono, monospace)' }} />
          </Form.Item>
          <Alert
            type="info"
            title="SEO tips"
            description={
              <ul className="seo-tips">
                <li>Keep the SEO title between 50 and 60 characters and put the main phrase first.</li>
                <li>Write a meta description of 150 to 160 characters that makes people want to click.</li>
                <li>Use one clear topic per page and mention the area you serve (for example Tampa).</li>
                <li>Give every image in the content a short alt text.</li>
                <li>Check the schema with the Rich Results Test before relying on it.</li>
              </ul>
            }
          />
        </>
      ),
    },
  ];

  return (
    <Card>
      {(refusal || conflict) && (
        <div ref={refusalRef} tabIndex={-1}>
          {conflict ? (
            <EditConflictAlert
              message={conflict}
              busy={saving}
              onLoadSaved={loadSaved}
              onOverwrite={() => void form.validateFields().then((values) => submit(values, null), () => undefined)}
            />
          ) : (
            <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />
          )}
        </div>
      )}
      <Form<PageFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => errorFields[0] && showRefused(errorFields[0].name)}
      >
        <Tabs activeKey={tab} onChange={setTab} items={tabs} />
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {saving ? 'Saving...' : 'Save Page'}
        </Button>
      </Form>
      {leaveWarning.prompt}
    </Card>
  );
}
