import { Alert, Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { PageMessages, cleanTypedSlug, tidySlug } from '@plumbing/shared';
import type { TwitterCard } from '../../../gql/graphql';
import { siteConfig } from '../../../platform/site-config';
import { isJson, ROBOT_FLAGS, ROBOT_HINTS } from './page-form-values';
import { SpanishVersionIntro } from '../../../ui/admin/spanish-version-intro';
import { PageContentField } from './page-content-field';
import { LibraryImageInput } from '../../media/admin';
import { PAGE_TYPE_LABELS } from './pages-screen';

// The page editor's tabs (spec §2, and Spanish: issue #41), each a section of the one form (page-editor.tsx).

/** A network's card fields (seo.social.ogTitle, …); `extras` says, for the title, description and image, what an empty one becomes. */
function SocialCardFields({
  network,
  label,
  extras: [title, description, image],
}: {
  network: 'og' | 'twitter';
  label: string;
  extras: [string, string, string];
}) {
  return (
    <>
      <Form.Item label={`${label} Title`} name={['seo', 'social', `${network}Title`]} extra={title}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={`${label} Description`} name={['seo', 'social', `${network}Description`]} extra={description}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item label={`${label} Image URL`} name={['seo', 'social', `${network}Image`]} extra={image}>
        <LibraryImageInput label={`${label} image`} />
      </Form.Item>
    </>
  );
}

const TWITTER_CARDS: TwitterCard[] = ['summary', 'summary_large_image', 'app', 'player'];

/** A field's character count, and the length search engines show, read out with it. */
const counted = (recommended: string) => ({ showCount: true, 'aria-description': `Recommended ${recommended} characters` });

/** Title, slug (with the address it makes), type and the HTML content. */
export function PageContentTab() {
  return (
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
  );
}

/**
 * The page in Spanish (issue #41), shown at /es/paginas/{slug}: its own title, content and search
 * result. Left empty, the Spanish page shows the English one under a note that it is in English.
 */
export function PageSpanishSection() {
  return (
    <>
      <SpanishVersionIntro
        subject="page"
        shownAt={
          <Form.Item noStyle shouldUpdate={(before, after) => before.slug !== after.slug}>
            {({ getFieldValue }) => (
              <>
                <code>{`${siteConfig.seo.publicUrl}/es/paginas/${tidySlug(getFieldValue('slug') ?? '') || '…'}`}</code>.
              </>
            )}
          </Form.Item>
        }
        without="With no Spanish title and content, that address shows the English page with a note that it is in English."
      />
      <Form.Item
        label="Spanish Title"
        name={['es', 'title']}
        dependencies={[['es', 'content']]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value?.trim() || !(getFieldValue(['es', 'content']) as string | undefined)?.trim()
                ? Promise.resolve()
                : Promise.reject(new Error(PageMessages.spanishTitleRequired)),
          }),
        ]}
      >
        <Input maxLength={200} lang="es" placeholder="Título de la página" />
      </Form.Item>
      <PageContentField name={['es', 'content']} label="Content in Spanish (HTML)" visualLabel="Content in Spanish" lang="es" />
      <Form.Item label="Search Title in Spanish" name={['es', 'seoTitle']} extra="Recommended 50-60 characters. Empty: the Spanish title.">
        <Input {...counted('50 to 60')} maxLength={200} lang="es" />
      </Form.Item>
      <Form.Item label="Search Description in Spanish" name={['es', 'seoDescription']} extra="Recommended 150-160 characters.">
        <Input.TextArea {...counted('150 to 160')} rows={3} maxLength={500} lang="es" />
      </Form.Item>
    </>
  );
}

/** The search result: title, description, keywords, canonical and redirect addresses. */
export function PageSeoTab() {
  return (
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
      <Form.Item
        label="301 Redirect URL"
        name={['seo', 'redirectUrl']}
        extra="When set, visitors and search engines are sent there permanently."
      >
        <Input placeholder="https://… or /…" inputMode="url" />
      </Form.Item>
    </>
  );
}

/** The link previews: Open Graph and the Twitter card. */
export function PageSocialTab() {
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Open Graph (Facebook, LinkedIn, chat apps)
      </Typography.Title>
      <SocialCardFields
        network="og"
        label="Open Graph"
        extras={['Empty: the SEO title.', 'Empty: the meta description.', '1200 × 630 pixels works best.']}
      />
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
  );
}

/** Robots flags and the page's own JSON-LD, with the SEO tips. */
export function PageAdvancedTab() {
  return (
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
        <Input.TextArea
          rows={10}
          spellCheck={false}
          placeholder='{ "@context": "https://schema.org", "@type": "Service", … }'
          style={{ fontFamily: 'var(--font-mono, monospace)' }}
        />
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
  );
}
