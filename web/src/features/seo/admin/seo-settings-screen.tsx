import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Form, Input, Tabs, Typography } from 'antd';
import { RECOMMENDED_TITLE_LENGTH, SeoMessages } from '@plumbing/shared';
import { graphql } from '../../../gql';
import type { SeoSettingsQuery } from '../../../gql/graphql';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { splitKeywords } from '../../../ui/admin/keywords';
import { SettingsForm, SettingsPending, SettingsSave } from '../../../ui/admin/admin-screen-parts';
import { useSettingsSave } from '../../../ui/admin/save-feedback';

/** The settings as the screen reads them and as a save answers them. */
export const SeoSettingsFields = graphql(`
  fragment SeoSettingsFields on SeoSettings {
    title
    description
    keywords
  }
`);

const SeoSettingsQueryDocument = graphql(`
  query SeoSettings {
    seoSettings {
      ...SeoSettingsFields
    }
  }
`);

const SaveSeoSettingsMutation = graphql(`
  mutation SaveSeoSettings($input: SeoSettingsInput!) {
    saveSeoSettings(input: $input) {
      ...SeoSettingsFields
    }
  }
`);

interface SeoValues {
  title: string;
  description: string;
  keywords: string;
}

const toValues = ({ title, description, keywords }: SeoSettingsQuery['seoSettings']): SeoValues => ({
  title,
  description,
  keywords: keywords.join(', '),
});

/** /admin/settings: the global SEO settings, the defaults of every public page's head (spec §2). */
export default function SeoSettingsScreen() {
  usePageTitle('SEO Settings');
  const { data, error, refetch } = useQuery(SeoSettingsQueryDocument, { fetchPolicy: 'network-only' });

  const content = data ? (
    <SeoSettingsForm initial={toValues(data.seoSettings)} />
  ) : (
    <SettingsPending failure={error ? 'Failed to fetch SEO settings' : null} refetch={refetch} />
  );

  return (
    <>
      <Typography.Title level={1} className="admin-title">
        SEO Settings
      </Typography.Title>
      <Tabs items={[{ key: 'seo', label: 'Global SEO Settings', children: content }]} />
    </>
  );
}

function SeoSettingsForm({ initial }: { initial: SeoValues }) {
  const [form] = Form.useForm<SeoValues>();
  const [save, { loading: saving }] = useMutation(SaveSeoSettingsMutation);
  const { saved, saveError, runSave } = useSettingsSave();

  function submit(values: SeoValues) {
    return runSave(async () => {
      const { data } = await save({
        variables: { input: { title: values.title, description: values.description, keywords: splitKeywords(values.keywords) } },
        update(cache, { data: answer }) {
          if (answer) cache.writeQuery({ query: SeoSettingsQueryDocument, data: { seoSettings: answer.saveSeoSettings } });
        },
      });
      if (data) form.setFieldsValue(toValues(data.saveSeoSettings));
    });
  }

  return (
    <Card>
      <Typography.Paragraph type="secondary">
        Used on every public page that does not set its own: the home page title, the meta description and the keywords.
      </Typography.Paragraph>
      <SettingsForm<SeoValues> form={form} initialValues={initial} onFinish={submit}>
        <Form.Item
          label="Meta Title"
          name="title"
          extra={`Recommended: ${RECOMMENDED_TITLE_LENGTH.min}-${RECOMMENDED_TITLE_LENGTH.max} characters.`}
          rules={[{ required: true, whitespace: true, message: SeoMessages.titleRequired }]}
        >
          <Input showCount maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Meta Description"
          name="description"
          extra="Recommended: 150-160 characters."
          rules={[{ required: true, whitespace: true, message: SeoMessages.descriptionRequired }]}
        >
          <Input.TextArea showCount rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item label="Meta Keywords" name="keywords" extra="Comma separated.">
          <Input />
        </Form.Item>
        <SettingsSave saving={saving} saved={saved} error={saveError} />
      </SettingsForm>
    </Card>
  );
}
