import { Spin } from 'antd';
import './auth.css';

/** A spinner with a line saying what is being waited for. */
export function AuthLoading({ label }: { label: string }) {
  return (
    <div className="auth-page" role="status">
      <Spin size="large" />
      <p className="auth-loading-label">{label}</p>
    </div>
  );
}
