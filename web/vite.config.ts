import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs beside Vite on port 4000.
const apiServer = 'http://localhost:4000';

/** Writes .br and .gz copies beside each script and stylesheet; the server sends them (http/precompressed.ts). */
function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!fs.existsSync(assetsDir)) return;
      for (const name of fs.readdirSync(assetsDir).filter((file) => /\.(js|css|svg)$/.test(file))) {
        const source = fs.readFileSync(path.join(assetsDir, name));
        fs.writeFileSync(path.join(assetsDir, `${name}.br`), zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(path.join(assetsDir, `${name}.gz`), zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

// `vite build --ssr src/prerender.tsx` builds the server's pre-renderer into dist-ssr/: one
// self-contained file (no node_modules needed at run time) that never touches a document.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: isSsrBuild
    ? { alias: [{ find: /^.*\/use-page-title$/, replacement: fileURLToPath(new URL('src/shell/use-page-title.server.ts', import.meta.url)) }] }
    : undefined,
  ssr: { noExternal: true },
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false } : { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/graphql': { target: apiServer, ws: true },
      '/api': apiServer,
      '/healthz': apiServer,
      '/uploads': apiServer,
    },
  },
}));
