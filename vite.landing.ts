import { resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

/** Where web/landing.html receives the prerendered page. */
export const LANDING_PLACEHOLDER = '<!--static-landing-->';
const RENDERER = '/src/features/landing/static-landing.tsx';

type Renderer = { renderStaticLanding(): Promise<string> };

/** Loads the renderer through a throwaway Vite server in SSR mode: the SPA's very resolution and JSX. */
async function renderOnce(root: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await ((await server.ssrLoadModule(RENDERER)) as Renderer).renderStaticLanding();
  } finally {
    await server.close();
  }
}

/**
 * The signed-out landing page as static HTML: web/landing.html is a second page of the
 * build, with its own tiny script (web/src/landing.ts) and the SPA's stylesheet, and this plugin
 * writes the SPA's landing view into it, rendered in both languages with react-dom/server
 * (web/src/features/landing/static-landing.tsx). One source for the markup and the texts. The
 * hosts serve it for "/" to requests without a session cookie (functions/http/landing-page.ts).
 * In `vite dev` /landing.html is rendered the same way, on each request.
 */
export function prerenderedLanding(): Plugin {
  let root = '';
  let devServer: ViteDevServer | undefined;
  return {
    name: 'vidshelf:prerendered-landing',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      devServer = server;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (resolve(context.filename) !== resolve(root, 'landing.html')) return html;
        if (!html.includes(LANDING_PLACEHOLDER)) throw new Error(`web/landing.html lacks ${LANDING_PLACEHOLDER}`);
        const body = devServer
          ? await ((await devServer.ssrLoadModule(RENDERER)) as Renderer).renderStaticLanding()
          : await renderOnce(root);
        // The Content-Security-Policy (style-src 'self') ignores style attributes in HTML; React
        // sets them through the DOM, where they apply, so only this page would lose them.
        const styled = /<[^>]+\sstyle="[^"]*"/.exec(body);
        if (styled) throw new Error(`The prerendered landing page has a style attribute, which the CSP blocks: use classes. ${styled[0].slice(0, 200)}`);
        return html.replace(LANDING_PLACEHOLDER, body);
      },
    },
  };
}
