import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { codeSplitting } from './vite.chunks.ts';
import { prerenderedLanding } from './vite.landing.ts';
import { progressiveWebApp } from './vite.pwa.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8788'}`;

/**
 * sonner injects its stylesheet as a <style> element at run time, which the Content-Security-Policy
 * (`style-src 'self'`, functions/http/csp.ts) refuses. This moves that very CSS text into a module
 * Vite bundles as a CSS file. A sonner release that changes the call fails the build loudly.
 */
function sonnerStylesheet(): Plugin {
  const virtualId = 'virtual:sonner-styles.css';
  let css = '';
  return {
    name: 'vidshelf:sonner-stylesheet',
    enforce: 'pre',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : null),
    load: (id) => (id === `\0${virtualId}` ? css : null),
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const call = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/;
      const match = call.exec(code);
      if (!match) this.error('sonner no longer calls __insertCSS("…"): update the sonnerStylesheet plugin in vite.config.ts');
      css = JSON.parse(match[1]!) as string;
      return { code: `import ${JSON.stringify(virtualId)};\n${code.replace(call, 'void 0')}`, map: null };
    },
  };
}

/**
 * React Router's build calls React.forwardRef / createContext at the top of its module and then
 * assigns each component's displayName: neither is marked pure, so every component, hook and
 * helper behind them stayed in the entry whether the SPA uses them or not (<Form>, useSubmit,
 * <NavLink>, <ScrollRestoration>…). Marking the calls pure and dropping the displayName lines
 * (read by React DevTools only) lets tree-shaking take out what is unused (~1.7 KB gzip of the
 * entry). A release that no longer matches fails the build loudly.
 */
function treeShakeReactRouter(): Plugin {
  const REACT_CALL = /\b(React\d*\.(?:forwardRef|createContext|memo))\(/g;
  const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
  let marked = 0;
  return {
    name: 'vidshelf:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const pure = code.replace(REACT_CALL, (_call, callee: string) => {
        marked++;
        return `/* @__PURE__ */ ${callee}(`;
      });
      return pure === code ? null : { code: pure.replace(DISPLAY_NAME, ''), map: null };
    },
    buildEnd() {
      if (!marked) this.error('react-router no longer calls React.forwardRef/createContext as expected: update treeShakeReactRouter in vite.config.ts');
    },
  };
}

const PRECOMPRESS = /\.(?:js|css|svg|json|html)$/;

/**
 * Writes .br (quality 11) and .gz next to each hashed asset of 1 KB or more, so the Node host
 * serves them precompressed instead of compressing per request (serveStatic `precompressed`).
 * Workers Assets compresses on its own; web/public/.assetsignore keeps these files off it.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'vidshelf:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && PRECOMPRESS.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.byteLength < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength } }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

// The SPA lives in web/; the built files go to web/dist, which both hosts serve.
export default defineConfig({
  root: 'web',
  // progressiveWebApp: the web app manifest and the service worker (vite.pwa.ts).
  // prerenderedLanding: the signed-out landing page as static HTML, web/landing.html (vite.landing.ts).
  plugins: [sonnerStylesheet(), treeShakeReactRouter(), react(), tailwindcss(), precompressAssets(), progressiveWebApp(), prerenderedLanding()],
  // Source maps are written for local debugging but never referenced from the bundles; neither
  // host serves them (functions/node-app.ts answers 404, web/public/.assetsignore skips upload).
  // The manifest (web/dist/.vite/manifest.json) is the chunk graph scripts/page-weight.mjs weighs.
  // Two pages: the SPA (index.html) and the prerendered landing page (landing.html).
  // codeSplitting (vite.chunks.ts): fewer, larger chunks where a first load takes them all anyway.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    // No modulepreload polyfill: it was a file of its own in every first load, for the few browsers
    // of the build's targets without <link rel="modulepreload"> (Safari before 17, Firefox before
    // 115), which load the same modules without it, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: resolve('web/index.html'), landing: resolve('web/landing.html') },
      output: { codeSplitting: codeSplitting() },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The feeds (/{handle}/feed.atom) are the server's too.
    proxy: { '/api': apiTarget, '/dev': apiTarget, '^/[^/]+(/[^/]+)?/feed\\.(atom|json)$': apiTarget },
  },
});
