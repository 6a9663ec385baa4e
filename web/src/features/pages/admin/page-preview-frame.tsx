import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { APP_ROUTES, routePathIn, type Locale } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { editConflictOf } from '../../../ui/admin/edit-conflict';
import { pageSavedState } from './page-saved';
import { PageStateLine } from './page-state';
import { AdminPageQuery, AdminPagesQuery, PublishPageMutation } from './pages-operations';
import './page-preview-frame.css';

/** The widths a draft is looked at: a phone's and a desktop's, the widths the site is tested at. */
const WIDTHS = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } } as const;
type Width = keyof typeof WIDTHS;

/** The width of `element`, followed as the screen changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!ref.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * /admin/pages/{id}/preview (issue #52): the page's draft as a visitor will see it, in the site's
 * frame at a phone's or a desktop's width (a desktop's scaled down to fit), in English or in
 * Spanish; Publish makes it live from here.
 */
export default function PagePreviewFrame() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(AdminPageQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [publish, { loading: publishing }] = useMutation(PublishPageMutation, { refetchQueries: [AdminPagesQuery] });
  const [width, setWidth] = useState<Width>('phone');
  const [locale, setLocale] = useState<Locale>('en');
  const [failure, setFailure] = useState<string | null>(null);
  const stage = useWidth<HTMLDivElement>();
  const page = data?.pageToEdit;
  usePageTitle(page ? `Preview: ${page.title}` : 'Preview');

  const size = WIDTHS[width];
  const scale = stage.width ? Math.min(1, stage.width / size.width) : 1;
  const address = routePathIn(APP_ROUTES.pagePreview, locale)!.replace(':id', id);

  async function publishNow() {
    if (!page) return;
    setFailure(null);
    try {
      const { data: published } = await publish({ variables: { id, expectedUpdatedAt: page.updatedAt } });
      navigate('/admin/pages', { state: published && pageSavedState(published.publishPage) });
    } catch (thrown) {
      setFailure(editConflictOf(thrown) ?? 'Failed to publish the page. Please try again.');
    }
  }

  return (
    <>
      <div className="admin-heading">
        <Typography.Title level={1} className="admin-title">
          {page ? `Preview: ${page.title}` : 'Preview'}
        </Typography.Title>
        <Link to={`/admin/pages/${id}`}>Back to the editor</Link>
      </div>
      {error && <Alert type="error" showIcon role="alert" title="The page could not be loaded. Please try again." />}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Card>
        {page && <PageStateLine page={page} />}
        <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
          <Segmented<Width>
            aria-label="Width"
            value={width}
            onChange={setWidth}
            options={[
              { value: 'phone', label: 'Phone (375 px)' },
              { value: 'desktop', label: 'Desktop (1280 px)' },
            ]}
          />
          {page?.es && (
            <Segmented<Locale>
              aria-label="Language"
              value={locale}
              onChange={setLocale}
              options={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Spanish' },
              ]}
            />
          )}
          <Button type="primary" loading={publishing} disabled={!page} onClick={() => void publishNow()}>
            Publish
          </Button>
        </Flex>
        <div ref={stage.ref} className="page-preview-stage" style={{ height: size.height * scale }}>
          <iframe
            key={`${width}-${locale}`}
            src={address}
            title={`The draft as visitors will see it, at ${width === 'phone' ? 'a phone' : 'a desktop'}’s width${locale === 'es' ? ', in Spanish' : ''}`}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${scale})` }}
          />
        </div>
      </Card>
    </>
  );
}
