import { Alert, Button, Card, Form, Typography, type AlertProps, type FormProps, type TablePaginationConfig } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRevealOnChange } from '../use-reveal';
import { SettingsMessages } from './save-feedback';
import './admin-screen-parts.css';

/** The top of an admin screen: its title, and its actions on the right. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-heading">
      <Typography.Title level={1} className="admin-title">
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

/**
 * Asks the server again; spins while its own ask is under way, or while the screen says it is
 * `busy` loading what it does not show yet. A list checked again in the background leaves it
 * still: spinning, it measures itself, which lays out the whole screen (the calendar's busy week).
 */
export function RefreshButton({ refetch, busy = false }: { refetch: () => Promise<unknown>; busy?: boolean }) {
  const [asking, setAsking] = useState(false);
  const ask = () => {
    setAsking(true);
    void refetch()
      .catch(() => undefined)
      .finally(() => setAsking(false));
  };
  return (
    <Button onClick={ask} loading={busy || asking}>
      Refresh
    </Button>
  );
}

/** Spec §8 'Failed to fetch …'; the list loaded earlier, if any, stays on screen below it. */
export function LoadFailure({ title, stale }: { title: string; stale: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={stale ? 'Showing the list as last loaded.' : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}

/** A warning above a form or list that the owner must act on, read out as it appears. */
export function WarningAlert(props: Pick<AlertProps, 'title' | 'description'>) {
  return <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} {...props} />;
}

/** Why what the owner just did failed, said as an alert where it was done; nothing when it did not fail. */
export function ActionFailure({ failure }: { failure: string | null }) {
  return (
    failure && (
      <Typography.Paragraph type="danger" role="alert">
        {failure}
      </Typography.Paragraph>
    )
  );
}

/** A read that failed (spec §8 'Failed to fetch …'), with a Try again button. */
export function RetryAlert({ title, refetch }: { title: string; refetch: () => Promise<unknown> }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
    />
  );
}

/** A settings screen before its form: a loading card, or the failure with a Try again button. */
export function SettingsPending({ failure, refetch }: { failure: string | null; refetch: () => Promise<unknown> }) {
  if (!failure) return <Card loading aria-busy="true" />;
  return <RetryAlert title={failure} refetch={refetch} />;
}

/** A save's result, brought into view and focused when it shows and each time `shown` changes. */
function SaveResultAlert({ shown, ...alert }: AlertProps & { shown: unknown }) {
  const ref = useRevealOnChange<HTMLDivElement>(shown);
  return (
    <div ref={ref} tabIndex={-1} className="admin-save-result">
      <Alert showIcon {...alert} />
    </div>
  );
}

/** What an action left: done (a status), or why not (an alert). */
export interface Outcome {
  type: 'success' | 'warning' | 'error';
  text: string;
}

/** An action's outcome, brought into view and focused each time it changes, with Dismiss. */
export function OutcomeBanner({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <SaveResultAlert
      shown={outcome}
      type={outcome.type}
      role={outcome.type === 'success' ? 'status' : 'alert'}
      title={outcome.text}
      closable={{ 'aria-label': 'Dismiss', onClose: onDismiss }}
    />
  );
}

/** A save's confirmation on the screen the editor returns to; a new object for each save, so each is brought into view. */
export interface SavedNotice {
  text: string;
  /** The public page of what was saved, opened in a new tab. */
  view: { href: string; label: string };
}

/** 'Page “Drain Cleaning” saved.', with a link to its public page at `href`. */
export function savedNotice(kind: 'Page' | 'Project', title: string, href: string): SavedNotice {
  return { text: `${kind} “${title}” saved.`, view: { href, label: `View ${kind.toLowerCase()}` } };
}

/**
 * The confirmation of a save on the list the owner returns to, brought into view and focused: on a
 * phone the owner may have opened the editor from far down the list.
 */
export function SavedNoticeBanner({ notice, onDismiss }: { notice: SavedNotice | null; onDismiss: () => void }) {
  if (!notice) return null;
  const { text, view } = notice;
  return (
    <SaveResultAlert
      shown={notice}
      type="success"
      role="status"
      title={text}
      action={
        <a href={view.href} target="_blank" rel="noreferrer" aria-label={`${view.label} (opens a new tab)`}>
          {view.label}
        </a>
      }
      closable={{ 'aria-label': 'Dismiss', onClose: onDismiss }}
    />
  );
}

/** Spec §9: admin lists show ten rows a page, as tables and as cards alike. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * How every admin list pages and fits: ten rows a page (spec §9), and the table fills its card down
 * to `minWidth`, its text wrapping, so a laptop beside the sidebar shows whole rows, actions
 * included; narrower, the table scrolls sideways.
 */
export function adminTableLayout(minWidth: number): { pagination: TablePaginationConfig; scroll: { x: number } } {
  return { pagination: { pageSize: ADMIN_PAGE_SIZE, showSizeChanger: false }, scroll: { x: minWidth } };
}

/**
 * The end of a settings form: the Save button, and above it, where the owner is looking, the save's
 * result (spec §8, §9 banners), brought into view and focused (useSettingsSave keeps it).
 */
export function SettingsSave({
  saving,
  saved,
  error,
  savedText = SettingsMessages.saved,
}: {
  saving: boolean;
  saved: boolean;
  error: string | null;
  savedText?: string;
}) {
  const text = error ?? (saved ? savedText : null);
  return (
    <>
      {text && <SaveResultAlert shown={text} type={error ? 'error' : 'success'} role={error ? 'alert' : 'status'} title={text} />}
      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        {saving ? 'Saving...' : 'Save Settings'}
      </Button>
    </>
  );
}

/** Enter in a field of a settings form finishes that field (a date, a number), not the form: only Save saves. */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/** A settings screen's form: labels above their fields, Enter finishing a field (only Save saves), a refused save brought into view at its first error. */
export function SettingsForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children: ReactNode }) {
  return <Form<Values> layout="vertical" onKeyDown={keepEnterInField} scrollToFirstError={{ block: 'center', focus: true }} {...props} />;
}
