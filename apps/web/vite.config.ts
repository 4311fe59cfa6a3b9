import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves dist/ in production (with an SPA fallback to index.html); in development Vite
// proxies /api to it so cookies, headers and paths are the same as in production.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the production build: served from dist/ they would hand out the client's source
    // (issue 11; docs/architecture.md "Client"); the API refuses *.map anyway. `npm run dev` still has them.
    sourcemap: false,
    // one long-lived vendor chunk: a release that only changes app code keeps it cached
    // (finer vendor splits create circular chunk imports between React and its libraries)
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      output: {
        manualChunks(id) {
          return id.includes('node_modules') ? 'vendor' : undefined;
        },
      },
    },
  },
});
