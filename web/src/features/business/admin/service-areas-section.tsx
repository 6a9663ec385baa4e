import { Button, Card, Form, Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';
import {
  BusinessMessages,
  MAX_SERVICE_AREAS,
  SLUG_PATTERN,
  ZIP_CODE_PATTERN,
  cleanTypedSlug,
  slugAfterTitleChange,
  tidySlug,
} from '@plumbing/shared';
import { useSiteBusiness } from '../../../platform/site-business';
import { commaList, type ServiceAreaValues } from './business-profile-values';

/** An area's name field, which tells `onRename` the name before and after each change (Form.Item hands it both). */
function AreaNameInput({
  value = '',
  onChange,
  onRename,
  ...rest
}: InputProps & { value?: string; onRename: (from: string, to: string) => void }) {
  return (
    <Input
      {...rest}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onRename(value, event.target.value);
        onChange?.(event);
      }}
    />
  );
}

/** The address of the area's page, as its slug reads now. */
function AreaPagePath({ field }: { field: number }) {
  const slug = Form.useWatch(['serviceAreas', field, 'slug']) as string | undefined;
  return <>Its page's address: /service-areas/{tidySlug(slug ?? '') || '…'}</>;
}

/**
 * The areas served (issue #42): each a name, the slug of its page (derived from the name until
 * edited by hand, or saved) and the ZIP codes booking requests are checked against. `error`: the
 * server's refusal of the list.
 */
export function ServiceAreasSection({ error }: { error: string | null }) {
  const form = Form.useFormInstance();
  // A saved slug is the address of the area's page and the area of its projects: renaming the area keeps it.
  const savedSlugs = new Set(useSiteBusiness().serviceAreas.map(({ slug }) => slug));
  const areaPath = (index: number, field: keyof ServiceAreaValues) => ['serviceAreas', index, field];
  const followName = (index: number) => (from: string, to: string) => {
    const slug = (form.getFieldValue(areaPath(index, 'slug')) as string | undefined) ?? '';
    form.setFieldValue(areaPath(index, 'slug'), slugAfterTitleChange(from, to, slug, savedSlugs.has(slug) ? 'loaded' : 'typed'));
  };
  return (
    <Card title="Service areas" className="business-section">
      <Form.List name="serviceAreas">
        {(areas, { add, remove }) => (
          <div className="business-areas">
            <p className="business-areas-hint">
              The cities, neighbourhoods and counties you serve (at most {MAX_SERVICE_AREAS}). A booking whose address has a ZIP code in
              none of the lists is flagged for you, and the customer is told it may be outside your area; areas without ZIP codes check
              nothing.
            </p>
            {areas.length === 0 && <p className="business-closed">No service areas listed.</p>}
            <ul className="business-area-list">
              {areas.map((area, index) => (
                <li key={area.key} className="business-area">
                  <Form.Item
                    label="Name"
                    name={[area.name, 'name']}
                    rules={[
                      { required: true, whitespace: true, message: BusinessMessages.serviceAreaName },
                      { max: 60, message: BusinessMessages.serviceAreaName },
                    ]}
                  >
                    <AreaNameInput
                      maxLength={60}
                      placeholder="Brandon"
                      aria-label={`Area ${index + 1}: name`}
                      onRename={followName(area.name)}
                    />
                  </Form.Item>
                  <Form.Item
                    label="URL slug"
                    name={[area.name, 'slug']}
                    normalize={cleanTypedSlug}
                    extra={<AreaPagePath field={area.name} />}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: async (_, slug: string = '') => {
                          if (!SLUG_PATTERN.test(tidySlug(slug))) throw new Error(BusinessMessages.serviceAreaSlug);
                          const areas = (getFieldValue('serviceAreas') as Array<ServiceAreaValues | undefined>) ?? [];
                          const others = areas.filter((_other, at) => at !== area.name).map((other) => tidySlug(other?.slug ?? ''));
                          if (others.includes(tidySlug(slug))) throw new Error(BusinessMessages.serviceAreaSlugTaken(tidySlug(slug)));
                        },
                      }),
                    ]}
                  >
                    <Input maxLength={60} aria-label={`Area ${index + 1}: URL slug`} />
                  </Form.Item>
                  <Form.Item
                    label="ZIP codes"
                    name={[area.name, 'zipCodes']}
                    rules={[
                      {
                        validator: async (_, text?: string) => {
                          if (!commaList(text).every((zipCode) => ZIP_CODE_PATTERN.test(zipCode)))
                            throw new Error(BusinessMessages.zipCodesInvalid);
                        },
                      },
                    ]}
                  >
                    <Input placeholder="33510, 33511" aria-label={`Area ${index + 1}: ZIP codes`} />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(area.name)} className="business-area-remove">
                    Remove<span className="visually-hidden"> area {index + 1}</span>
                  </Button>
                </li>
              ))}
            </ul>
            {error && (
              <p className="business-areas-error" role="alert">
                {error}
              </p>
            )}
            <Button onClick={() => add({ name: '', slug: '', zipCodes: '' })} disabled={areas.length >= MAX_SERVICE_AREAS}>
              Add an area
            </Button>
          </div>
        )}
      </Form.List>
    </Card>
  );
}
