// The baseline: a bare Hono "hello" on @hono/node-server, measured next to the real server.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/hello', (c) => c.text('hello'));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) =>
  console.log(`Hello ready at http://127.0.0.1:${info.port}`),
);
process.on('SIGTERM', () => process.exit(0));
