import type { ReactNode } from 'react';
import './status-screen.css';

interface StatusScreenProps {
  title: string;
  message: ReactNode;
  /** Buttons and links offering a way on. */
  actions: ReactNode;
}

/** A full-width notice (not found, crashed) with a way out. */
export function StatusScreen({ title, message, actions }: StatusScreenProps) {
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      <p className="status-message">{message}</p>
      <div className="button-row">{actions}</div>
    </section>
  );
}
