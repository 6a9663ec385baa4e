import type { ReactNode } from 'react';
import { CallLink } from '../controls/call-link';
import { siteConfig } from '../../platform/site-config';
import { useWords } from '../../platform/i18n/words';
import './page-hero.css';

interface PageHeroProps {
  /** Small line above the heading. */
  eyebrow: string;
  title: string;
  /** None: the heading stands alone (a promise that does not hold now is left out). */
  lead?: string;
  /** Further calls to action after the call button. */
  children?: ReactNode;
  /** Whether the call button leads the actions (default); the home page offers its own pair instead. */
  showCall?: boolean;
  /** A panel beside the text on wide screens. */
  aside?: ReactNode;
  /** A short line above the actions (e.g. whether the office is open now). */
  status?: ReactNode;
}

/** The top band of a public page: heading, a short line and a call button. */
export function PageHero({ eyebrow, title, lead, children, showCall = true, aside, status }: PageHeroProps) {
  const { phone } = siteConfig.business;
  const t = useWords();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className={aside ? 'hero-inner hero-with-aside' : 'hero-inner'}>
        <div className="hero-text">
          <p className="hero-eyebrow">{eyebrow}</p>
          <h1 id="hero-title">{title}</h1>
          {lead && <p className="hero-lead">{lead}</p>}
          {status}
          <div className="button-row">
            {showCall && (
              <CallLink phone={phone} className="button button-accent button-large">
                {t('shell.callNumber', { phone })}
              </CallLink>
            )}
            {children}
          </div>
        </div>
        {aside}
      </div>
    </section>
  );
}
