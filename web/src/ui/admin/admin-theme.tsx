import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
// antd's styles as one static stylesheet (zeroRuntime below), not made by each component as it first
// renders: that was a quarter of the script of opening a long page in the editor
// (scripts/editor-bench.mjs). Its rules for the page's own links are left out at build time
// (antd-static-styles-plugin.ts).
import 'antd/dist/antd.css';
import './admin-theme.css';

// antd derives hover and active shades from real colours, so the brand palette of
// ui/base.css (--brand-primary, --brand-accent, --color-text-muted...) is repeated here as values.
// The text colours antd leaves under WCAG's 4.5:1 are darkened: secondary text and labels
// (#8c8c8c), danger buttons (#ff4d4f) and an empty table's text (#bfbfbf); the status tags' in
// admin-theme.css.
const adminTheme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#0b3d91',
    colorLink: '#0b3d91',
    colorWarning: '#c2410c',
    colorError: '#b42318',
    colorText: '#1a2433',
    // antd's own greys for hints and secondary text are below WCAG AA contrast on white (axe).
    colorTextSecondary: '#4b5565',
    colorTextDescription: '#4b5565',
    borderRadius: 8,
    fontFamily: 'var(--font-sans)',
  },
  components: {
    // "No open messages. Everything is handled." is read, not disabled.
    Table: { colorTextDisabled: '#4b5565' },
    // A description's label ("Last backup") is #8c8c8c by default: 3.4:1 on white.
    Descriptions: { labelColor: '#4b5565' },
  },
};

/** Ant Design in the brand colours. Used only by the lazily loaded admin and sign-in screens. */
export function AdminTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={adminTheme}>{children}</ConfigProvider>;
}
