// `npm run dev`: Vite with hot reload on :5173, proxying /api and /dev to the Node host on :8788,
// which restarts when server code changes.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8788';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173' };
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'functions/server.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
