import { StatusScreen } from './status-screen';

/**
 * The global error screen. Its links are plain anchors: it can show outside the router,
 * and after a crash a full page load is the safest way home.
 */
export function ErrorScreen({ error }: { error: Error }) {
  return (
    <StatusScreen
      title="Something went wrong"
      message={error.message}
      actions={
        <>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
          <a className="button button-secondary" href="/">
            Return Home
          </a>
        </>
      }
    />
  );
}
