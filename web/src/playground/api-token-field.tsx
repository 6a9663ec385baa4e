import { API_TOKEN_PREFIX, isApiTokenText } from '@plumbing/shared';

interface ApiTokenFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Where a developer pastes an API token (issue #43): every request the playground then sends
 * carries it instead of the session in the headers. Kept in the page only, never stored: a reload forgets it.
 */
export function ApiTokenField({ value, onChange }: ApiTokenFieldProps) {
  const token = value.trim();
  const malformed = token !== '' && !isApiTokenText(token);
  return (
    <div className="playground-token">
      <label htmlFor="playground-api-token">API token</label>
      <input
        id="playground-api-token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={`${API_TOKEN_PREFIX}… (optional)`}
        value={value}
        aria-describedby="playground-api-token-hint"
        aria-invalid={malformed}
        onChange={(event) => onChange(event.target.value)}
      />
      {token && (
        <button type="button" onClick={() => onChange('')}>
          Clear
        </button>
      )}
      <span id="playground-api-token-hint" role="status">
        {malformed
          ? `API tokens start with ${API_TOKEN_PREFIX}: this one is sent anyway, and the server will say what it makes of it.`
          : token
            ? 'Every request carries this token (Authorization: Bearer …): it can do what its scopes allow.'
            : 'Paste a token the owner made in API tokens to try what it may do; it is kept in this page only.'}
      </span>
    </div>
  );
}
