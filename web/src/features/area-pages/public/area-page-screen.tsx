import { useParams } from 'react-router-dom';
import type { PublicAreaPageQuery } from '../../../gql/graphql';
import { graphql } from '../../../gql';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { usePageHead } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { AppLink } from '../../../platform/navigation/navigation';
import { siteConfig } from '../../../platform/site-config';
import { ButtonLink } from '../../../ui/controls/button-link';
import { CallBanner } from '../../../ui/layout/call-banner';
import { OwnerContent } from '../../../ui/layout/owner-content';
import { PageHero } from '../../../ui/layout/page-hero';
import { Section } from '../../../ui/layout/section';
import { ServiceCards } from '../../../ui/layout/service-cards';
import { NotFoundScreen } from '../../../ui/status/not-found-screen';
import { PageLoading } from '../../../ui/status/page-loading';
import { ownerText, ProjectCard } from '../../projects';
import './area-page-screen.css';

const PublicAreaPageQuery = graphql(`
  query PublicAreaPage($slug: String!, $locale: Locale = en) {
    areaPage(slug: $slug) {
      id
      slug
      areaName
      introHtml(locale: $locale)
      ...AreaPageTextFields
      projects {
        ...ProjectCardFields
      }
      head(locale: $locale) {
        ...DocumentHeadFields
      }
    }
  }
`);

type AreaPage = NonNullable<PublicAreaPageQuery['areaPage']>;

/**
 * /service-areas/{slug} (issue #42): a service area's own page, as the owner wrote it (introduction
 * and FAQ), with the projects done there, the services, the phone and the way to book. At
 * /es/zonas/{slug} its Spanish version, or the owner's English under a note that says so.
 */
export default function AreaPageScreen() {
  const { slug = '' } = useParams();
  const t = useWords();
  const { locale } = t;
  // English is the query's default language: the English page asks without one.
  const variables = locale === 'en' ? { slug } : { slug, locale };
  const { data, loading } = usePageQuery(PublicAreaPageQuery, { variables, skip: !slug });
  const page = data?.areaPage;
  usePageHead(page?.head ?? null);

  if (loading && !page) return <PageLoading />;
  if (!page?.areaName) return <NotFoundScreen />;
  return <AreaPageContent page={page} area={page.areaName} />;
}

function AreaPageContent({ page, area }: { page: AreaPage; area: string }) {
  const t = useWords();
  const { name, phone } = siteConfig.business;
  const translated = t.locale === 'es' ? page.es : null;
  // The owner's words are English on a Spanish page they did not write in Spanish.
  const ownerLang = t.locale === 'en' || translated ? undefined : 'en';
  const { faq } = translated ?? page;
  return (
    <article className="area-page">
      <nav className="breadcrumb" aria-label={t('serviceArea.breadcrumb')}>
        <ol>
          <li>
            <AppLink to="/">{t('nav.home')}</AppLink>
          </li>
          <li>
            <AppLink to="/service-areas">{t('serviceAreas.heading')}</AppLink>
          </li>
          <li aria-current="page">{area}</li>
        </ol>
      </nav>
      <PageHero eyebrow={t('serviceAreas.heading')} title={t('serviceArea.heading', { area })} lead={t('serviceArea.lead', { name, area })}>
        <ButtonLink to="/schedule" className="button-secondary button-large">
          {t('serviceArea.book')}
        </ButtonLink>
      </PageHero>

      <div className="section area-intro" lang={ownerLang}>
        {ownerLang && (
          <p className="content-page-language-note" lang={t.locale}>
            {t('page.englishNotice')}
          </p>
        )}
        <OwnerContent html={page.introHtml} />
      </div>

      {page.projects.length > 0 && (
        <Section titleId="area-projects-title" title={t('serviceArea.projects', { area })}>
          <ul className="project-cards">
            {page.projects.map(({ es, ...project }) => (
              <ProjectCard
                key={project.id}
                project={{
                  ...project,
                  title: ownerText(t.locale, project.title, es?.title),
                  description: ownerText(t.locale, project.description, es?.description),
                }}
              />
            ))}
          </ul>
        </Section>
      )}

      <Section titleId="area-services-title" title={t('serviceArea.services', { area })}>
        <ServiceCards />
      </Section>

      {faq.length > 0 && (
        <Section titleId="area-faq-title" title={t('serviceArea.faq')}>
          <dl className="area-faq" lang={ownerLang}>
            {faq.map((entry, index) => (
              <div key={index} className="area-faq-entry">
                <dt>{entry.question}</dt>
                <dd>{entry.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <CallBanner
        titleId="area-call-title"
        title={t('serviceArea.cta.title', { area })}
        text={t('serviceArea.cta.text', { phone })}
        phone={phone}
      >
        {t('shell.callNumber', { phone })}
      </CallBanner>
    </article>
  );
}
