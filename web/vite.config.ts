import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { graphqlDocumentsPlugin } from './graphql-documents-plugin';

// In development the API server runs beside Vite on port 4000.
const apiServer = 'http://localhost:4000';

export default defineConfig({
  plugins: [graphqlDocumentsPlugin(path.resolve(__dirname, 'src/gql')), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/graphql': { target: apiServer, ws: true },
      '/api': apiServer,
      '/healthz': apiServer,
      '/uploads': apiServer,
    },
  },
});
