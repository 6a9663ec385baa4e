import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import './admin-theme.css';

// antd derives hover and active shades from real colours, so the brand palette of
// ui/base.css (--brand-primary, --brand-accent...) is repeated here as values.
const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b3d91',
    colorLink: '#0b3d91',
    colorWarning: '#c2410c',
    colorText: '#1a2433',
    // antd's own greys for hints and secondary text are below WCAG AA contrast on white (axe, issue #17).
    colorTextSecondary: '#4a5568',
    colorTextDescription: '#4a5568',
    borderRadius: 8,
    fontFamily: 'var(--font-sans)',
  },
};

/** Ant Design in the brand colours. Used only by the lazily loaded admin and sign-in screens. */
export function AdminTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={adminTheme}>{children}</ConfigProvider>;
}
