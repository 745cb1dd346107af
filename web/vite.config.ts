import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@core': fileURLToPath(new URL('../core/src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
