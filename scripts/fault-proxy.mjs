#!/usr/bin/env node
// A Store API that fails some calls: forwards every request to TARGET, except paths matching FAULT_PATHS (a regular
// expression), which answer 503 as a Store API in trouble would. End-to-end tests put a storefront (API_URL) in front
// of it to see the empty states of B§8 / T§2 for one failing call while the rest of the page works.
// Usage: PORT=3103 TARGET=http://127.0.0.1:3100 FAULT_PATHS='^/v2/front/brands' node scripts/fault-proxy.mjs
import { createServer, request as forward } from 'node:http';

const port = Number(process.env.PORT ?? 3103);
const target = new URL(process.env.TARGET ?? 'http://127.0.0.1:3100');
const faults = new RegExp(process.env.FAULT_PATHS ?? '$^');

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    return;
  }
  if (faults.test(path)) {
    const body = { success: false, error: { code: 'unavailable', message: 'Serviço temporariamente indisponível.' } };
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    return;
  }
  const upstream = forward(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"success":false,"error":{"code":"unavailable","message":"Store API inalcançável."}}');
  });
  req.pipe(upstream);
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
