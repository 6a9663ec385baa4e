import { readToken } from '../../../platform/token-storage';

/**
 * Downloads a backup the way the browser downloads any file (its own progress, straight to disk,
 * nothing held in memory): a form posted with the owner's token, which the server checks.
 */
export function downloadBackup(name: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `/api/admin/backups/${encodeURIComponent(name)}`;
  form.hidden = true;
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = 'token';
  token.value = readToken() ?? '';
  form.append(token);
  document.body.append(form);
  form.submit();
  form.remove();
}
