import './page-loading.css';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
