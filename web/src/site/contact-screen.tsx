import { siteConfig } from '../shell/site-config';
import { usePageTitle } from '../shell/use-page-title';
import { PageHero } from './page-hero';

export function ContactScreen() {
  usePageTitle('Contact Us');
  const { name, email } = siteConfig.business;
  return (
    <PageHero
      eyebrow={name}
      title="Contact Us"
      lead="Available 24/7 for emergency plumbing services. Call us any time or write and we will get back to you shortly."
    >
      <a href={`mailto:${email}`} className="button button-light button-large">
        Email Us
      </a>
    </PageHero>
  );
}
