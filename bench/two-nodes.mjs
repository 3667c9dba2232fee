#!/usr/bin/env node
// Scale-out on one machine (decision 020): a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs), seeded once,
// two store processes on it and Debian nginx in front as a round-robin load balancer. Measures a product page
// through nginx with one upstream and with two (autocannon), then sends 1,000+ cart changes at once through nginx —
// many sessions plus a few hot carts changed from both nodes — kills one store process with SIGKILL mid-run, reads
// every cart back and checks each line against what the operations that answered 2xx imply. Exits 1 when a
// confirmed change is missing (or a cart holds a state no sequence of the sent changes explains). "Answered after
// the kill" counts responses the killed node had already sent when the signal went out.
//   node bench/two-nodes.mjs [sessions]
// Needs the PostgreSQL server binaries (see scripts/with-postgres.mjs) and nginx (NGINX=/usr/sbin/nginx by default).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { createCluster } from '../scripts/pg-cluster.mjs';
import { fmt, freePort, nginxBinary, root, startNginx, startStore } from './lib.mjs';

const SESSIONS = Number(process.argv[2] ?? 200);
const HOT_CARTS = 4;
const HOT_ADDS = 50; // +1 adds per hot cart, sent by HOT_WRITERS clients at once
const HOT_WRITERS = 5;
const HOT_UPDATES = 10; // quantity updates per hot cart (one after another, on another line)
const IN_FLIGHT = 64;
const KILL_AFTER = 0.4; // share of the operations answered before one node is killed
const CANDIDATES = 24; // the most a showcase lists
const NGINX = nginxBinary() ?? '/usr/sbin/nginx';
const appToken = process.env.APP_TOKEN ?? 'vitrine-local';
delete process.env.PUBLIC_URL;
delete process.env.DATABASE_URL;

const started = performance.now();
const cleanups = [];
const cleanup = async () => {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  cleanups.length = 0;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanup().then(() => process.exit(130)));
}

/** nginx with two listeners: `one` proxies to the first node only, `both` round-robins over the two. */
async function startBalancer(upstreams) {
  const ports = { one: await freePort(), both: await freePort() };
  const servers = (list) => list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  const base = { one: `http://127.0.0.1:${ports.one}`, both: `http://127.0.0.1:${ports.both}` };
  const http = `
  upstream one {
${servers(upstreams.slice(0, 1))}
    keepalive 64;
  }
  upstream both {
${servers(upstreams)}
    keepalive 64;
  }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  # A connection error or a timeout sends the request to the other node — for idempotent methods only (nginx never
  # repeats a POST it has already sent upstream; one refused before it was sent goes on).
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 2;
  proxy_connect_timeout 2s;
  proxy_read_timeout 30s;
  add_header X-Upstream $upstream_addr always;
  server { listen 127.0.0.1:${ports.one}; location / { proxy_pass http://one; } }
  server { listen 127.0.0.1:${ports.both}; location / { proxy_pass http://both; } }`;
  const ready = async () => (await fetch(`${base.both}/healthz`)).ok && (await fetch(`${base.one}/healthz`)).ok;
  const { stop } = await startNginx(NGINX, { http, workers: 2, ready });
  return { base, stop };
}

// ————— set-up —————

const cluster = await createCluster({ database: 'vitrine', prefix: 'vitrine-two-nodes-' });
cleanups.push(async () => cluster.remove());
let nginxErrors = '';
try {
  const seed = spawnSync('npm', ['run', 'seed', '--silent'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  // One worker under each node's supervisor: two store processes, as before the supervisor ran one per core.
  const env = { DATABASE_URL: cluster.url, LOG_LEVEL: 'warn', WORKERS: '1' };
  const nodes = await Promise.all([startStore(env), startStore(env)]);
  const alive = new Set(nodes);
  cleanups.push(() => Promise.all([...alive].map((node) => node.stop())));
  const nginx = await startBalancer(nodes.map((node) => node.port));
  cleanups.push(async () => {
    nginxErrors = await nginx.stop();
  });
  const nodeName = new Map(nodes.map((node, i) => [`127.0.0.1:${node.port}`, `node ${i + 1}`]));
  console.log(
    `${cpus().length} CPUs; ${cluster.version}; 2 store processes (ports ${nodes.map((n) => n.port).join(', ')}), nginx round-robin; ` +
      `seeded once`,
  );

  const BASE = nginx.base.both;
  const CART = `${BASE}/v2/front/checkout/cart`;
  const api = (path) => fetch(BASE + path, { headers: { 'app-token': appToken } }).then((r) => r.json());

  // ————— product page: one upstream vs two —————

  const showcase = await api(`/v2/front/showcase/products/mais-procurados?limit=${CANDIDATES}`);
  const productPage = showcase.data.produtos[0].rota;
  // Where the machine's CPU went during a run (cores busy): the store processes, this process (autocannon), and the
  // rest (PostgreSQL, nginx, the system). On a machine of N cores two store processes can only double one if
  // the rest fits in what is left.
  const machineJiffies = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return { busy: fields.reduce((a, b) => a + b, 0) - fields[3] - fields[4], all: fields.reduce((a, b) => a + b, 0) };
  };
  const processJiffies = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const cannon = async (url, duration) => {
    const before = {
      machine: machineJiffies(),
      nodes: nodes.map((n) => processJiffies(n.pid)),
      self: process.cpuUsage(),
    };
    const started = performance.now();
    const r = await autocannon({ url, connections: 16, duration });
    const seconds = (performance.now() - started) / 1000;
    const machine = machineJiffies();
    const cores = (jiffies) => jiffies / 100 / seconds;
    const self = process.cpuUsage(before.self);
    const storeCores = nodes.reduce((sum, n, i) => sum + cores(processJiffies(n.pid) - before.nodes[i]), 0);
    const benchCores = (self.user + self.system) / 1e6 / seconds;
    const busyCores = cores(machine.busy - before.machine.busy);
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bad: r.non2xx + r.errors + r.timeouts,
      cpu: `busy ${busyCores.toFixed(2)} of ${cpus().length} cores: stores ${storeCores.toFixed(2)}, autocannon ${benchCores.toFixed(2)}, rest (PostgreSQL, nginx, anything else) ${(busyCores - storeCores - benchCores).toFixed(2)}`,
    };
  };
  await cannon(nginx.base.both + productPage, 2); // warm both nodes' caches
  const one = await cannon(nginx.base.one + productPage, 10);
  const two = await cannon(nginx.base.both + productPage, 10);
  console.log(`\nproduct page ${productPage}, 16 connections, 10 s each, through nginx:`);
  console.log(
    `  one upstream   ${fmt(one.rps).padStart(7)} pages/s  p50 ${one.p50} ms  p99 ${one.p99} ms  non-2xx ${one.bad}  (${one.cpu})`,
  );
  console.log(
    `  two upstreams  ${fmt(two.rps).padStart(7)} pages/s  p50 ${two.p50} ms  p99 ${two.p99} ms  non-2xx ${two.bad}  (${two.cpu})`,
  );
  console.log(`  ratio          ${(two.rps / one.rps).toFixed(2)}×`);

  // ————— cart operations —————

  let inFlight = 0;
  const waiting = [];
  const acquire = () => {
    if (inFlight >= IN_FLIGHT) return new Promise((resolve) => waiting.push(resolve));
    inFlight += 1;
    return Promise.resolve();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };

  const records = [];
  let onAnswered = () => {};
  /** One cart call through nginx: { status (0 = no answer), session, node, body }. */
  async function cartCall(method, session, body, { record = true } = {}) {
    const headers = { 'app-token': appToken, 'content-type': 'application/json' };
    if (session) headers.session = session;
    await acquire();
    const t = performance.now();
    let result;
    try {
      const res = await fetch(CART, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json = await res.json().catch(() => null);
      const upstream = (res.headers.get('x-upstream') ?? '').split(', ').at(-1);
      result = { status: res.status, session: res.headers.get('session'), node: nodeName.get(upstream), body: json };
    } catch {
      result = { status: 0, session: null, node: undefined, body: null };
    } finally {
      release();
    }
    if (record) {
      records.push({
        method,
        status: result.status,
        node: result.node,
        ms: performance.now() - t,
        at: performance.now(),
      });
      onAnswered();
    }
    return result;
  }
  const addBody = (idProduto, quantidade) => ({
    tipo: 'produto',
    itens: [{ idProduto, idAtributoValor: null, quantidade }],
  });
  const hashOf = (id) => `p${id}-v0`;

  // Products a plain add accepts, with their stock (read from the cart line the probe made).
  const products = [];
  for (const product of showcase.data.produtos) {
    const probe = await cartCall('POST', null, addBody(product.id, 1), { record: false });
    const line = probe.body?.data?.itens?.find((item) => item.id === product.id);
    if (probe.status === 200 && line) products.push({ id: product.id, stock: line.estoque });
  }
  const sessionProducts = products.filter((p) => p.stock >= 4);
  const hotProduct = [...products].sort((a, b) => b.stock - a.stock)[0];
  if (sessionProducts.length < 4 || !hotProduct) throw new Error('not enough products a plain add accepts');
  const writerAdds = Math.floor(Math.min(HOT_ADDS, hotProduct.stock - 1) / HOT_WRITERS);
  const hotAddsPerCart = writerAdds * HOT_WRITERS;
  const other = sessionProducts.find((p) => p.id !== hotProduct.id);

  // Hot carts, made before the run: one line of the hot product (then +1 adds) and one line of another (then updates).
  const hot = [];
  for (let i = 0; i < HOT_CARTS; i += 1) {
    const first = await cartCall('POST', null, addBody(hotProduct.id, 1), { record: false });
    const second = await cartCall('POST', first.session, addBody(other.id, 1), { record: false });
    if (first.status !== 200 || second.status !== 200) throw new Error('could not make a hot cart');
    hot.push({ session: first.session, added: 0, addsUnknown: 0, updates: [] });
  }

  // Each session: three distinct products added with known quantities, the first set to 4, the second removed.
  const plans = Array.from({ length: SESSIONS }, (_, i) => {
    const [a, b, c] = [0, 1, 2].map((k) => sessionProducts[(i + k) % sessionProducts.length]);
    return [
      { method: 'POST', product: a, quantity: 1 + (i % 3) },
      { method: 'POST', product: b, quantity: 1 + ((i + 1) % 3) },
      { method: 'POST', product: c, quantity: 1 + ((i + 2) % 3) },
      { method: 'PUT', product: a, quantity: 4 },
      { method: 'DELETE', product: b },
    ];
  });
  const total = SESSIONS * 5 + HOT_CARTS * (hotAddsPerCart + HOT_UPDATES);

  // The node to kill: the second, once KILL_AFTER of the operations have answered.
  let killedAt = null;
  onAnswered = () => {
    if (killedAt === null && records.length >= total * KILL_AFTER) {
      killedAt = performance.now();
      nodes[1].killNode('SIGKILL');
      alive.delete(nodes[1]);
    }
  };

  /** The quantities each line may hold given every call and its answer (sequential calls on one session). */
  const sessions = [];
  async function runSession(plan) {
    const state = { session: null, lines: new Map(), ignored: 0 };
    sessions.push(state);
    for (const op of plan) {
      const body =
        op.method === 'POST'
          ? addBody(op.product.id, op.quantity)
          : {
              hash: hashOf(op.product.id),
              tipo: 'produto',
              ...(op.method === 'PUT' ? { quantidade: op.quantity } : {}),
            };
      const res = await cartCall(op.method, state.session, body);
      if (!state.session) {
        // No session yet: a call that failed may have made a session nobody holds; only a 2xx one starts the cart.
        if (res.status < 200 || res.status >= 300 || !res.session) {
          state.ignored += 1;
          continue;
        }
        state.session = res.session;
      }
      const before = state.lines.get(op.product.id) ?? new Set([0]);
      const ok = res.status >= 200 && res.status < 300;
      // An update or removal answered 404: the line was not there (a removal nginx sent again after the killed
      // node applied it answers 404 too). Any other 4xx changed nothing.
      const absent = res.status === 404 && op.method !== 'POST';
      const definite = ok || (res.status >= 400 && res.status < 500);
      const apply = (q) => {
        if (op.method === 'POST') return Math.min(q + op.quantity, op.product.stock);
        if (op.method === 'PUT') return q === 0 ? 0 : Math.min(op.quantity, op.product.stock);
        return 0;
      };
      const after = new Set();
      for (const q of before) {
        if (absent) after.add(0);
        else if (ok) after.add(apply(q));
        else if (definite) after.add(q);
        else {
          after.add(q);
          after.add(apply(q));
        }
      }
      state.lines.set(op.product.id, after);
    }
  }

  async function hotAdds(cart, count) {
    for (let i = 0; i < count; i += 1) {
      const res = await cartCall('POST', cart.session, addBody(hotProduct.id, 1));
      if (res.status >= 200 && res.status < 300) cart.added += 1;
      else if (res.status === 0 || res.status >= 500) cart.addsUnknown += 1;
    }
  }
  async function hotUpdates(cart) {
    for (let i = 0; i < HOT_UPDATES; i += 1) {
      const quantity = 1 + (i % 4);
      const res = await cartCall('PUT', cart.session, {
        hash: hashOf(other.id),
        tipo: 'produto',
        quantidade: quantity,
      });
      cart.updates.push({ quantity, status: res.status });
    }
  }

  const runStarted = performance.now();
  const work = [...plans.map(runSession), ...hot.map(hotUpdates)];
  for (let i = 0; i < HOT_WRITERS; i += 1) for (const cart of hot) work.push(hotAdds(cart, writerAdds));
  await Promise.all(work);
  const runSeconds = (performance.now() - runStarted) / 1000;

  // ————— read every cart back and compare —————

  const readCart = async (session) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await fetch(CART, { headers: { 'app-token': appToken, session } });
      if (res.ok) return new Map((await res.json()).data.itens.map((item) => [item.id, item.quantidade]));
    }
    throw new Error('could not read a cart back');
  };
  let cartsChecked = 0;
  let mismatches = 0;
  let lost = 0;
  let ambiguousLines = 0;
  const examples = [];
  for (const state of sessions) {
    if (!state.session) continue;
    cartsChecked += 1;
    const final = await readCart(state.session);
    for (const [id, possible] of state.lines) {
      const got = final.get(id) ?? 0;
      if (possible.size > 1) ambiguousLines += 1;
      if (!possible.has(got)) {
        mismatches += 1;
        if (got < Math.min(...possible)) lost += 1;
        if (examples.length < 5) examples.push(`session cart, product ${id}: ${got}, expected one of ${[...possible]}`);
      }
    }
    for (const id of final.keys()) {
      if (!state.lines.has(id)) {
        mismatches += 1;
        if (examples.length < 5) examples.push(`session cart holds product ${id}, never added to it`);
      }
    }
  }
  for (const cart of hot) {
    cartsChecked += 1;
    const final = await readCart(cart.session);
    const got = final.get(hotProduct.id) ?? 0;
    const min = Math.min(1 + cart.added, hotProduct.stock);
    const max = Math.min(1 + cart.added + cart.addsUnknown, hotProduct.stock);
    if (cart.addsUnknown > 0) ambiguousLines += 1;
    if (got < min || got > max) {
      mismatches += 1;
      if (got < min) lost += 1;
      examples.push(`hot cart: ${got} of the hot product, expected ${min}…${max} (1 + ${cart.added} confirmed adds)`);
    }
    // The updates were sent one after another: the line holds the last confirmed one, or a later unconfirmed one.
    let possible = new Set([1]);
    for (const update of cart.updates) {
      if (update.status >= 200 && update.status < 300) possible = new Set([update.quantity]);
      else if (update.status === 0 || update.status >= 500) possible.add(update.quantity);
    }
    const gotOther = final.get(other.id) ?? 0;
    if (possible.size > 1) ambiguousLines += 1;
    if (!possible.has(gotOther)) {
      mismatches += 1;
      lost += 1;
      examples.push(`hot cart: ${gotOther} of the updated line, expected one of ${[...possible]}`);
    }
  }

  // ————— report —————

  const byStatus = new Map();
  for (const r of records) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const confirmed = records.filter((r) => r.status >= 200 && r.status < 300);
  const failed = records.length - confirmed.length;
  const statusText = [...byStatus]
    .filter(([status]) => status < 200 || status >= 300)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`)
    .join(', ');
  const after = (r) => killedAt !== null && r.at >= killedAt;
  console.log(
    `\ncart operations through nginx: ${SESSIONS} sessions × 5 (3 adds, 1 update, 1 removal) + ${HOT_CARTS} hot carts × ` +
      `(${hotAddsPerCart} +1 adds from ${HOT_WRITERS} clients at once, ${HOT_UPDATES} updates); ${IN_FLIGHT} in flight; node 2 killed (SIGKILL) after ` +
      `${Math.round(KILL_AFTER * 100)}% had answered`,
  );
  console.log(`  operations sent       ${records.length} (${total} planned)`);
  console.log(`  confirmed (2xx)       ${confirmed.length}`);
  console.log(`  failed                ${failed}${statusText ? ` (${statusText})` : ''}`);
  const unknown = records.filter((r) => r.status === 0 || r.status >= 500).length;
  console.log(`  outcome unknown       ${unknown} (5xx or no answer: applied or not, the checks accept both)`);
  console.log(
    `  by method             ${['POST', 'PUT', 'DELETE']
      .map((m) => {
        const all = records.filter((r) => r.method === m);
        return `${m} ${all.filter((r) => r.status >= 200 && r.status < 300).length}/${all.length}`;
      })
      .join(', ')} confirmed`,
  );
  for (const name of ['node 1', 'node 2']) {
    const served = confirmed.filter((r) => r.node === name);
    const beforeKill = served.filter((r) => !after(r)).length;
    console.log(
      `  ${name} confirmed       ${String(served.length).padStart(4)} ` +
        `(${fmt(served.length / runSeconds)} ops/s over the run; ${beforeKill} before the kill, ` +
        `${served.length - beforeKill} answered after it)`,
    );
  }
  const killSeconds = killedAt === null ? NaN : (killedAt - runStarted) / 1000;
  const beforeAll = confirmed.filter((r) => !after(r)).length;
  console.log(
    `  throughput            ${fmt(confirmed.length / runSeconds)} confirmed ops/s overall; ` +
      `${fmt(beforeAll / killSeconds)} with two nodes, ${fmt((confirmed.length - beforeAll) / (runSeconds - killSeconds))} ` +
      `with one`,
  );
  const latencies = records.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `  latency               p50 ${fmt(latencies[Math.floor(latencies.length / 2)])} ms, ` +
      `max ${fmt(latencies.at(-1))} ms; run ${runSeconds.toFixed(1)} s (kill at ${killSeconds.toFixed(1)} s)`,
  );
  console.log(
    `  carts checked         ${cartsChecked} (${sessions.length - cartsChecked + HOT_CARTS} sessions never started)`,
  );
  console.log(`  lines left ambiguous  ${ambiguousLines} (a failed call that may or may not have been applied)`);
  console.log(`  mismatches            ${mismatches}`);
  console.log(`  confirmed-but-lost    ${lost}`);
  for (const example of examples) console.log(`    ${example}`);
  console.log(`\ntotal time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (lost > 0 || mismatches > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
  const notable = nginxErrors
    .split('\n')
    .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line))
    .map((line) => line.replace(/^.*?\[(\w+)\] \d+#\d+: \*?\d* ?/, '[$1] ').replace(/, client:.*$/, ''));
  if (notable.length) {
    const counts = new Map();
    for (const line of notable) counts.set(line, (counts.get(line) ?? 0) + 1);
    console.log('nginx errors:');
    for (const [line, n] of [...counts].slice(0, 8)) console.log(`  ${n}× ${line}`);
  }
}
