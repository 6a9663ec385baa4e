import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { richText, useWords } from '../../../platform/i18n/words';

/**
 * Said under the service ZIP code when its ZIP code is in no service area's list (issue #42): we
 * may not come there, the phone is a tap away, and the request can still be sent (the owner decides).
 * The live region is always there, so screen readers announce the notice when it appears.
 */
export function ServiceAreaNotice({ outside }: { outside: boolean }) {
  const t = useWords();
  const { phone } = siteConfig.business;
  return (
    <div aria-live="polite">
      {outside && (
        <p className="field-notice">
          {richText(t, 'booking.outsideArea', { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> }, { phone })}
        </p>
      )}
    </div>
  );
}
