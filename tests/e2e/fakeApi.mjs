// A tiny stand-in for the backend on another origin (127.0.0.1:4174), so the browser test
// exercises real CORS and cookies before the reference server exists. A LINE user id starting
// with 'U-new' is unknown (login 401); every other one is a registered, finished user.
import { createServer } from 'node:http';

const PORT = Number(process.env.FAKE_API_PORT ?? 4174);
const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://127.0.0.1:4173';
const requests = [];

const user = (lineUserId) => ({
  id: 1,
  lineUserId,
  lineDisplayName: 'Demo User',
  linePictureUrl: '',
  firstname: 'Demo',
  lastname: 'User',
  tel: '0800000000',
  email: 'demo@example.com',
  birthDate: '1990-01-01',
  registered: true,
  points: 120,
  personalInfoConsent: true,
  campaignConsent1: true,
  campaignConsent2: false,
});

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!type.includes('multipart/form-data')) return {};
  const form = await new Request('http://x', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
}

createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', APP_ORIGIN);
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();

  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const send = (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname === '/__requests') return send(200, requests);

  const form = await readForm(req);
  requests.push({
    method: req.method,
    path: url.pathname,
    authorization: req.headers.authorization ?? null,
    form,
  });
  const route = `${req.method} ${url.pathname}`;
  const auth = req.headers.authorization ?? '';
  const lineUserId = auth.replace(/^Bearer token-/, '') || form.lineUserId;

  switch (route) {
    case 'POST /api/authorization/login':
      return form.lineUserId?.startsWith('U-new')
        ? send(401, { error: { code: 'UNKNOWN_USER', message: 'Please register.' } })
        : send(200, { userId: 1, accessToken: `token-${form.lineUserId}` });
    case 'POST /api/authorization/createuser':
      return send(200, { userId: 2 });
    case 'GET /api/user':
    case 'PUT /api/user/line':
      return auth
        ? send(200, user(lineUserId))
        : send(401, { error: { code: 'NO_TOKEN', message: 'Log in.' } });
    case 'GET /api/questionnaire/check':
      return send(200, { completedQuestionnaire: true, skipQuestionnaire: false });
    case 'POST /api/log/state':
    case 'POST /api/log/pageview':
    case 'POST /api/log/error':
      return send(204);
    case 'GET /api/home':
      return send(200, { banners: [], highlights: [] });
    default:
      return send(404, { error: { code: 'NOT_FOUND', message: `No fake for ${route}` } });
  }
}).listen(PORT, '127.0.0.1', () => console.log(`fake API on http://127.0.0.1:${PORT}`));
