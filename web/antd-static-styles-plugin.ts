import type { Plugin } from 'vite';

/** antd's static stylesheet, which the admin uses instead of styles made while rendering (src/ui/admin/admin-theme.tsx). */
const ANTD_CSS = /\/antd\/dist\/antd\.css$/;

/** A top-level rule: its selectors and its declarations. */
const TOP_LEVEL_RULE = /(?<=^|\})([^{}@]+)\{([^{}]*)\}/g;

/** A selector of every link of the page: `a`, `a:hover`, `a[disabled]`. */
const PAGE_LINK = /^a((?:\[[^\]]*\]|:[\w-]+)*)$/;

/** What antd gives each of its components' elements (`css-var-…`), whichever build made the styles. */
const ANTD_ELEMENT = ':where([class*="css-var-"])';

/**
 * antd.css with its link styles where antd puts them when it makes its styles while rendering: on
 * its components' links and the links inside them (`:where(.css-…) a`), not on every link of the
 * page, which took the colour and underline of the admin's menu, footer and notices. Specificity
 * stays that of the plain selector. The build fails if antd's file no longer has such rules, so an
 * upgrade is looked at, not guessed.
 */
export function antdStaticStylesPlugin(): Plugin {
  return {
    name: 'antd-static-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!ANTD_CSS.test(id.split('?')[0])) return null;
      let scoped = 0;
      const css = code.replace(TOP_LEVEL_RULE, (rule, selectors: string, declarations: string) => {
        const links = selectors.split(',').map((selector) => PAGE_LINK.exec(selector.trim()));
        if (links.some((link) => !link)) return rule;
        scoped += 1;
        const within = links.flatMap((link) => [`${ANTD_ELEMENT} a${link![1]}`, `a${ANTD_ELEMENT}${link![1]}`]);
        return `${within.join(',')}{${declarations}}`;
      });
      if (scoped === 0) throw new Error('antd.css has no rules for the page’s links any more: see antd-static-styles-plugin.ts');
      return { code: css, map: null };
    },
  };
}
