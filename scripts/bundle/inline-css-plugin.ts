// Vite plugin: the entry's stylesheet inside index.html (a <style> element instead of a <link>), so the first paint —
// the static picture of the app's top (static-shell-plugin.ts) — needs the HTML alone, not a second request first.
// It is the same CSS (2.8 kB brotli), sent with the page instead of beside it. Lighthouse's simulation counts every
// script of high priority that finished before the observed first paint as blocking that paint: with the stylesheet
// as a request of its own the paint came after the start-up scripts had downloaded, so the 113 kB 'shell' chunk was
// counted into FCP and LCP (2.0 s instead of 1.4 s on the same build, depending on which finished first).
// The pages' own stylesheets still load with their modules. The Content-Security-Policy allows inline styles.
import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; source?: string | Uint8Array }>;

const LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/** index.html with each stylesheet the build linked replaced by its content; `base` is the build's public base. */
export function withInlineCss(html: string, bundle: Bundle, base: string): string {
  return html.replace(LINK, (link, href: string) => {
    const fileName = href.startsWith(base) ? href.slice(base.length) : href.replace(/^\//, '');
    const asset = bundle[fileName];
    if (!asset || asset.type !== 'asset' || asset.source === undefined) throw new Error(`inline-css: ${href} is not in the build`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${href} contains </style`);
    if (/url\(\s*(?!['"]?(?:data:|\/|#))/i.test(css)) throw new Error(`inline-css: ${href} has a relative url(), which would resolve against the page`);
    return `<style>${css.trim()}</style>`;
  });
}

export function inlineCssPlugin(): Plugin {
  let base = '/';
  return {
    name: 'bostadsko:inline-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? withInlineCss(html, ctx.bundle as unknown as Bundle, base) : html),
    },
  };
}
