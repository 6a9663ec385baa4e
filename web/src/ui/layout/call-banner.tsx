import type { ReactNode } from 'react';
import { CallLink } from '../controls/call-link';
import { Icon } from '../controls/icon';
import './call-banner.css';

interface CallBannerProps {
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  /** The number its button dials. */
  phone: string;
  /** The button's words, after the phone icon. */
  children: ReactNode;
  /** The orange band (an emergency) instead of the blue one. */
  accent?: boolean;
}

/** The call-now band between a public page's sections: a line or two, and a button that dials. */
export function CallBanner({ titleId, title, text, phone, children, accent = false }: CallBannerProps) {
  return (
    <div className="section">
      <section className={accent ? 'call-banner call-banner-accent' : 'call-banner'} aria-labelledby={titleId}>
        <div>
          <h2 id={titleId}>{title}</h2>
          <p>{text}</p>
        </div>
        <CallLink phone={phone} className="button button-light button-large">
          <Icon name="phone" />
          {children}
        </CallLink>
      </section>
    </div>
  );
}
