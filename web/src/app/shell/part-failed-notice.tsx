import { CallLink } from '../../ui/controls/call-link';
import { useWords } from '../../platform/i18n/words';
import { useSiteBusiness } from '../../platform/site-business';
import './part-failed-notice.css';

/**
 * Rendered hidden: shown by the islands' script when a part of the page (a form, the map, the
 * gallery) cannot fetch its code, as when the phone's connection drops (app/islands.ts). Try again
 * (or the connection coming back) fetches it again; the phone is one tap away meanwhile.
 */
export function PartFailedNotice() {
  const t = useWords();
  const { phone } = useSiteBusiness();
  return (
    <div className="banner banner-error part-failed" role="alert" data-part-failed hidden>
      <p>{t('shell.partFailed')}</p>
      <p className="part-failed-actions">
        <button type="button" className="button button-primary" data-part-retry>
          {t('shell.tryAgain')}
        </button>
        <CallLink phone={phone} className="button button-secondary">
          {t('shell.callNumber', { phone })}
        </CallLink>
      </p>
    </div>
  );
}
