import { useEffect, useRef } from 'react';
import { richText, useWords } from '../../../platform/i18n/words';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { Icon } from '../../../ui/controls/icon';
import { AppLink } from '../../../platform/navigation/navigation';
import './emergency-modal.css';

interface EmergencyModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Emergency Service" on the home page: call the emergency line now, and what to do meanwhile.
 * A native modal <dialog>: the page behind is inert, Escape closes it, focus comes back to the opener.
 */
export function EmergencyModal({ open, onClose }: EmergencyModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { emergencyPhone } = siteConfig.business;
  const t = useWords();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby="emergency-title"
      aria-describedby="emergency-lead"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-panel">
        <div className="modal-header">
          <span className="modal-icon">
            <Icon name="alert" size={28} />
          </span>
          <h2 id="emergency-title">{t('emergency.title')}</h2>
          <button type="button" className="icon-button modal-close" aria-label={t('emergency.close')} onClick={onClose}>
            <Icon name="x" />
          </button>
        </div>
        <p id="emergency-lead" className="modal-lead">
          {t('emergency.lead')}
        </p>
        <CallLink phone={emergencyPhone} className="button button-accent button-large button-block">
          <Icon name="phone" />
          {t('emergency.call', { phone: emergencyPhone })}
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
              <AppLink to="/schedule" onClick={onClose}>
                {chunks}
              </AppLink>
            ),
          })}
        </p>
      </div>
    </dialog>
  );
}
