import { useEffect, useRef } from 'react';
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
          <h2 id="emergency-title">Plumbing Emergency?</h2>
          <button type="button" className="icon-button modal-close" aria-label="Close" onClick={onClose}>
            <Icon name="x" />
          </button>
        </div>
        <p id="emergency-lead" className="modal-lead">
          Call our 24/7 emergency line now. A licensed plumber answers day and night, weekends and holidays included.
        </p>
        <CallLink phone={emergencyPhone} className="button button-accent button-large button-block">
          <Icon name="phone" />
          Call {emergencyPhone} Now
        </CallLink>
        <h3 className="modal-subtitle">While you wait</h3>
        <ol className="steps">
          <li>
            <strong>Shut off the main water valve.</strong> It is usually where the water line enters the house: in the garage, near the
            water heater, or at the meter by the street. Turn it clockwise until it stops.
          </li>
          <li>
            <strong>Turn off the water heater:</strong> switch off its breaker, or set a gas heater to pilot.
          </li>
          <li>
            <strong>Stay away from water near outlets and appliances.</strong> If it is safe to reach, switch off the power to wet rooms at
            the breaker panel.
          </li>
          <li>
            <strong>Open a faucet at the lowest point</strong> of the house to drain the pipes, then move valuables out of the water's way.
          </li>
        </ol>
        <p className="modal-footnote">
          Not urgent?{' '}
          <AppLink to="/schedule" onClick={onClose}>
            Schedule a visit online
          </AppLink>
          .
        </p>
      </div>
    </dialog>
  );
}
