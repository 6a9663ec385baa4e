import { richText, useWords } from '../../../platform/i18n/words';
import { CallLink, unbreakablePhone } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { Icon } from '../../../ui/controls/icon';
import { AppLink } from '../../../platform/navigation/navigation';
import './emergency-modal.css';

/** The dialog's id: its opener names it (`commandfor`). */
export const EMERGENCY_DIALOG_ID = 'emergency-dialog';

/** Opens the modal, unless it is open already. */
export function showEmergencyModal() {
  const dialog = document.getElementById(EMERGENCY_DIALOG_ID);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

/** Closes the dialog `element` is in. */
const closeDialogOf = (element: Element) => element.closest('dialog')?.close();

/**
 * "Emergency Service" on the home page: call the emergency line now, and what to do meanwhile.
 * A native modal <dialog> that the platform opens and closes itself (invoker commands, `closedby`):
 * it opens at the first press on the server's markup, before the home page's island is adopted,
 * or with no script at all. The page behind is inert, Escape or a press beside it closes it, and
 * the focus comes back to the opener.
 */
export function EmergencyModal() {
  const { emergencyPhone } = siteConfig.business;
  const t = useWords();

  return (
    <dialog
      id={EMERGENCY_DIALOG_ID}
      className="modal"
      aria-labelledby="emergency-title"
      aria-describedby="emergency-lead"
      closedby="any"
      onClick={(event) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it, where `closedby` is not known.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="modal-panel">
        <div className="modal-header">
          <span className="modal-icon">
            <Icon name="alert" size={28} />
          </span>
          <h2 id="emergency-title">{t('emergency.title')}</h2>
          <button
            type="button"
            className="icon-button modal-close"
            aria-label={t('emergency.close')}
            command="close"
            commandfor={EMERGENCY_DIALOG_ID}
            // The same where the platform has no invoker commands, once the island is adopted.
            onClick={(event) => closeDialogOf(event.currentTarget)}
          >
            <Icon name="x" />
          </button>
        </div>
        <p id="emergency-lead" className="modal-lead">
          {t('emergency.lead')}
        </p>
        <CallLink phone={emergencyPhone} className="button button-accent button-large button-block">
          <Icon name="phone" />
          {t('emergency.call', { phone: unbreakablePhone(emergencyPhone) })}
        </CallLink>
        <h3 className="modal-subtitle">{t('emergency.whileYouWait')}</h3>
        <ol className="steps">
          <li>{richText(t, 'emergency.step.valve')}</li>
          <li>{richText(t, 'emergency.step.heater')}</li>
          <li>{richText(t, 'emergency.step.power')}</li>
          <li>{richText(t, 'emergency.step.drain')}</li>
        </ol>
        <p className="modal-footnote">
          {richText(t, 'emergency.notUrgent', {
            link: (chunks) => (
              <AppLink to="/schedule" onClick={(event) => closeDialogOf(event.currentTarget)}>
                {chunks}
              </AppLink>
            ),
          })}
        </p>
      </div>
    </dialog>
  );
}
