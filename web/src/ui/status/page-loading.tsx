import './page-loading.css';

/** Shown while something arrives: a lazily loaded screen, or what `label` says. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
