// Serves a built dist/ at http://127.0.0.1:<port> as a static host with
// the build's precompressed files (issue 34): brotli where the browser
// takes it, else gzip, else the file itself.
//
//   node scripts/serve.mjs [dist] [port]
import path from 'node:path';
import { serve } from '../e2e/server.mjs';

const [root = 'dist', port = '8080'] = process.argv.slice(2);
await serve(path.resolve(root), { precompressed: ['br', 'gzip'], port: Number(port) });
console.log(`serving ${root} at http://127.0.0.1:${port}/ (the organiser's page: /competitie.html; Ctrl-C stops)`);
