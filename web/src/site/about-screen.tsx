import { siteConfig } from '../shell/site-config';
import { usePageTitle } from '../shell/use-page-title';
import { PageHero } from './page-hero';

export function AboutScreen() {
  usePageTitle('About Us');
  const { name } = siteConfig.business;
  return (
    <PageHero
      eyebrow={name}
      title={`About ${name}`}
      lead="Serving Tampa homeowners and businesses since 2017 with licensed, insured plumbers and honest pricing."
    />
  );
}
