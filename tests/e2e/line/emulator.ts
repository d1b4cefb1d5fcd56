// The LINE emulator: LINE's side of the LIFF SDK and of the server's ID-token check (ES256, a key
// made at start), and a stand-in for Twilio's Messages API, which the reference server sends its
// SMS to. The browser's LINE requests come via fixtures.ts; test-only: POST /__emulator/launch
// (the launch fragment's tokens), /__emulator/id-token, and GET /__emulator/sms?to= (the texts
// sent to a number).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { LINE_E2E } from './env';
import { decodeScenario, type LineEndpoint, type LineScenario, SCENARIO_HEADER } from './scenario';

const ISSUER = 'https://access.line.me';
const KID = randomBytes(8).toString('hex');
const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'ES256', use: 'sig' }] };
const ACCESS_TOKEN_LIFETIME_S = 30 * 24 * 3600;

/** The SMS Twilio's stand-in took, by the E.164 number they went to. */
const smsByNumber = new Map<string, string[]>();

/** Twilio's Messages API: basic auth with the account's sid and token, form To, From, Body. */
function twilio(req: IncomingMessage, body: string): Reply {
  const { accountSid, authToken, from } = LINE_E2E.twilio;
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  if (req.headers.authorization !== basic) {
    return { status: 401, json: { code: 20003, message: 'Authenticate' } };
  }
  const form = new URLSearchParams(body);
  const to = form.get('To') ?? '';
  if (form.get('From') !== from || !/^\+\d{8,15}$/.test(to)) {
    return { status: 400, json: { code: 21211, message: 'Invalid parameter' } };
  }
  smsByNumber.set(to, [...(smsByNumber.get(to) ?? []), form.get('Body') ?? '']);
  return { status: 201, json: { sid: `SM${random(16)}`, status: 'queued' } };
}

/** Authorization codes waiting for their exchange: the PKCE challenge they were issued for. */
const codes = new Map<string, { challenge: string; redirectUri: string }>();

const random = (bytes = 24) => randomBytes(bytes).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);

function idToken(s: LineScenario): Promise<string> {
  return new SignJWT({
    name: s.profile.displayName,
    picture: s.profile.pictureUrl,
    amr: ['linesso'],
  })
    .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(s.profile.userId)
    .setAudience(LINE_E2E.channelId)
    .setIssuedAt()
    .setExpirationTime(nowS() + s.idTokenLifetimeS)
    .sign(privateKey);
}

/** The LIFF context LINE hands the SDK: a JWT-shaped string the SDK decodes without checking. */
function contextToken(s: LineScenario): string {
  const context = {
    liffId: LINE_E2E.liffId,
    endpointUrl: `${LINE_E2E.origin}/`,
    permanentLinkPattern: 'concat',
    type: s.inClient ? s.contextType : 'external',
    viewType: 'full',
    scope: s.scopes,
    userId: s.profile.userId,
    ...(s.contextType === 'utou' && { utouId: 'UU-e2e' }),
    ...(s.contextType === 'group' && { groupId: 'C-e2e' }),
    ...(s.contextType === 'room' && { roomId: 'R-e2e' }),
    availability: {
      shareTargetPicker: { permission: true, minVer: '10.3.0' },
      multipleLiffTransition: { permission: false, minVer: '10.18.0' },
      subwindowOpen: { permission: true, minVer: '11.7.0' },
      scanCode: { permission: false, minVer: '9.4.0' },
      addToHomeScreen: { permission: false, minVer: '9.16.0' },
      addToHomeV2: { permission: true, minVer: '14.3.0' },
      addToHomeLineScheme: { permission: false, minVer: '14.3.0' },
    },
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(context)}.`;
}

async function launchTokens(s: LineScenario) {
  return {
    access_token: random(),
    context_token: contextToken(s),
    feature_token: random(),
    id_token: await idToken(s),
    client_id: LINE_E2E.channelId,
  };
}

interface Reply {
  status: number;
  json?: unknown;
  location?: string;
}

const error = (status: number, message: string): Reply => ({
  status,
  json: { error: status === 401 ? 'invalid_token' : 'invalid_request', error_description: message },
});

function failure(s: LineScenario, endpoint: LineEndpoint): Reply | undefined {
  const status = s.failures[endpoint];
  return status ? error(status, `The emulated LINE answers ${status} on purpose.`) : undefined;
}

async function answer(req: IncomingMessage, body: string): Promise<Reply> {
  const url = new URL(req.url ?? '/', LINE_E2E.emulatorOrigin);
  const path = url.pathname;
  const header = req.headers[SCENARIO_HEADER];

  // The reference server's ID-token check (LINE: POST /oauth2/v2.1/verify, form id_token and
  // client_id). No scenario: the answer depends on the token alone, as at LINE.
  if (req.method === 'POST' && path === '/oauth2/v2.1/verify') {
    const form = new URLSearchParams(body);
    try {
      const { payload } = await jwtVerify(form.get('id_token') ?? '', publicKey, {
        issuer: ISSUER,
        audience: form.get('client_id') ?? '',
      });
      return { status: 200, json: payload };
    } catch (e) {
      return error(400, e instanceof Error ? e.message : 'Invalid IdToken.');
    }
  }
  if (
    req.method === 'POST' &&
    path === `/2010-04-01/Accounts/${LINE_E2E.twilio.accountSid}/Messages.json`
  ) {
    return twilio(req, body);
  }
  if (path === '/__emulator/sms') {
    return {
      status: 200,
      json: { texts: smsByNumber.get(url.searchParams.get('to') ?? '') ?? [] },
    };
  }
  if (typeof header !== 'string')
    return error(400, 'No scenario: route requests through fixtures.ts.');
  const s = decodeScenario(header);
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  if (path === '/__emulator/launch') return { status: 200, json: await launchTokens(s) };
  if (path === '/__emulator/id-token') return { status: 200, json: { idToken: await idToken(s) } };

  // LINE Login for LIFF: back to the app with a code for the PKCE exchange.
  if (path === '/liff/v1/authorize') {
    const q = url.searchParams;
    if (q.get('app_id') !== LINE_E2E.liffId) return error(400, 'Unknown LIFF app.');
    const redirectUri = q.get('redirect_uri') || `${LINE_E2E.origin}/`;
    const code = random(12);
    codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    back.searchParams.set('liffClientId', LINE_E2E.channelId);
    back.searchParams.set('liffRedirectUri', redirectUri);
    return { status: 302, location: back.href };
  }

  const liffApp = /^\/liff\/v2\/apps\/([^/]+)\/(contextToken|featureToken)$/.exec(path);
  if (liffApp) {
    const [, liffId, what] = liffApp as unknown as [
      string,
      string,
      'contextToken' | 'featureToken',
    ];
    if (liffId !== LINE_E2E.liffId) return error(404, 'Unknown LIFF app.');
    const failed = failure(s, what);
    if (failed) return failed;
    if (what === 'contextToken') return { status: 200, json: { contextToken: contextToken(s) } };
    if (!bearer) return error(401, 'The access token is missing.');
    return { status: 200, json: { featureToken: random() } };
  }

  if (req.method === 'POST' && path === '/oauth2/v2.1/token') {
    const failed = failure(s, 'token');
    if (failed) return failed;
    const form = new URLSearchParams(body);
    const issued = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (
      !issued ||
      issued.challenge !== challenge ||
      issued.redirectUri !== form.get('redirect_uri') ||
      form.get('client_id') !== LINE_E2E.channelId ||
      form.get('grant_type') !== 'authorization_code'
    ) {
      return error(400, 'invalid authorization code');
    }
    return {
      status: 200,
      json: {
        access_token: random(),
        token_type: 'Bearer',
        refresh_token: random(),
        expires_in: ACCESS_TOKEN_LIFETIME_S,
        scope: s.scopes.join(' '),
        id_token: await idToken(s),
      },
    };
  }

  if (path === '/oauth2/v2.1/certs') return failure(s, 'certs') ?? { status: 200, json: jwks };

  if (req.method === 'GET' && path === '/oauth2/v2.1/verify') {
    return (
      failure(s, 'verify') ?? {
        status: 200,
        json: {
          scope: s.scopes.join(' '),
          client_id: LINE_E2E.channelId,
          expires_in: ACCESS_TOKEN_LIFETIME_S,
        },
      }
    );
  }

  // Everything below needs the access token.
  if (!bearer) return error(401, 'The access token is missing.');
  if (path === '/v2/profile') return failure(s, 'profile') ?? { status: 200, json: s.profile };
  if (path === '/friendship/v1/status') {
    return failure(s, 'friendship') ?? { status: 200, json: { friendFlag: s.friend } };
  }
  if (req.method === 'POST' && path === '/message/v3/share') {
    return failure(s, 'message') ?? { status: 200, json: { status: 'sent' } };
  }
  return error(404, `The emulated LINE has no ${req.method} ${path}.`);
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply) {
  // The app calls LINE from its own origin: LINE answers with CORS headers.
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-headers', 'authorization, content-type');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  if (reply.location) res.setHeader('location', reply.location);
  if (reply.json !== undefined) res.setHeader('content-type', 'application/json');
  res.writeHead(reply.status);
  res.end(reply.json === undefined ? undefined : JSON.stringify(reply.json));
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.method === 'OPTIONS') return send(req, res, { status: 204 });
    if (req.url === '/health') return send(req, res, { status: 200, json: { ok: true } });
    answer(req, body).then(
      (reply) => send(req, res, reply),
      (e) => send(req, res, error(500, String(e))),
    );
  });
});
// The page's LINE requests reach this server through Playwright's route.fetch, and the reference
// server's ID-token checks through fetch, both on kept-alive connections. With Node's 5 s default
// the server closed a connection just as a test reused it (ECONNRESET): the routed request was
// never answered and the app hung on its overlay.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(LINE_E2E.emulatorPort, '127.0.0.1');
