/** Where the LINE journeys' production build, reference server and LINE emulator run (shared by
 *  playwright.config.ts and the tests). Files live under .e2e/, which git ignores. */
export const LINE_E2E = {
  /** The reference server in AUTH_MODE=line, serving the production build. */
  port: 4190,
  origin: 'http://127.0.0.1:4190',
  /** The LINE emulator (tests/e2e/line/emulator.ts): the browser's LINE requests are routed to it,
   *  and the reference server verifies ID tokens with it. */
  emulatorPort: 4191,
  emulatorOrigin: 'http://127.0.0.1:4191',
  /** The LINE Login channel and the LIFF app in it (a LIFF id starts with its channel id). */
  channelId: '1657000000',
  liffId: '1657000000-e2eLiff',
  lineOaId: '@e2eoa',
  /** Twilio's Messages API as the emulator stands in for it (SMS_MODE=twilio): the reference
   *  server sends its one-time codes there, and the tests read them back. */
  twilio: {
    accountSid: 'AC00000000000000000000000000e2e000',
    authToken: 'e2e-twilio-token',
    from: '+15005550006',
  },
  appDir: '.e2e/line-app',
  dataDir: '.e2e/line-data',
  log: '.e2e/line-server.log',
} as const;
