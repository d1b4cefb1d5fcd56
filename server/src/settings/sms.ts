import type { Environment } from './environment.ts';
import { ConfigError } from './errors.ts';
import { weakSecretReason } from './secrets.ts';
import { serviceUrl } from './serviceUrl.ts';

/**
 * How one-time codes reach a phone (SMS_MODE):
 * - console: printed in the server's output, for development only (refused in production);
 * - twilio: Twilio's Messages API (or any service with its shape) at `apiBase`;
 * - webhook: a signed JSON POST to the operator's own gateway.
 * `countryCode` turns the app's local numbers (0812345678) into E.164 (+66812345678).
 */
export type SmsSettings =
  | { mode: 'console' }
  | {
      mode: 'twilio';
      apiBase: string;
      accountSid: string;
      authToken: string;
      /** A sender number or id (TWILIO_FROM), or a Messaging Service (TWILIO_MESSAGING_SERVICE_SID). */
      sender: { from: string } | { messagingServiceSid: string };
      countryCode: string;
    }
  | { mode: 'webhook'; url: string; secret: string; countryCode: string };

const required = (env: NodeJS.ProcessEnv, name: string, mode: string): string => {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`SMS_MODE=${mode} needs ${name}.`);
  return value;
};

export function parseSms(env: NodeJS.ProcessEnv, environment: Environment): SmsSettings {
  const production = environment === 'production';
  const mode = env.SMS_MODE?.trim() || (production ? '' : 'console');
  const countryCode = env.SMS_COUNTRY_CODE?.trim() || '66';
  if (!/^[1-9]\d{0,3}$/.test(countryCode)) {
    throw new ConfigError(
      `SMS_COUNTRY_CODE must be a calling code such as 66, not "${countryCode}".`,
    );
  }
  switch (mode) {
    case '':
      throw new ConfigError(
        'SMS_MODE must be set in production: twilio or webhook (console would print the codes to the log).',
      );
    case 'console':
      if (production) {
        throw new ConfigError(
          'SMS_MODE=console is refused when NODE_ENV=production: it prints one-time codes to the log instead of sending them.',
        );
      }
      return { mode };
    case 'twilio': {
      const accountSid = required(env, 'TWILIO_ACCOUNT_SID', mode);
      const authToken = required(env, 'TWILIO_AUTH_TOKEN', mode);
      const from = env.TWILIO_FROM?.trim();
      const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim();
      if (!from === !messagingServiceSid) {
        throw new ConfigError(
          'SMS_MODE=twilio needs one of TWILIO_FROM (a sender number or id) and TWILIO_MESSAGING_SERVICE_SID.',
        );
      }
      return {
        mode,
        apiBase: serviceUrl(
          'TWILIO_API_BASE',
          env.TWILIO_API_BASE?.trim() || 'https://api.twilio.com',
          environment,
          'it carries one-time codes and the auth token',
        ),
        accountSid,
        authToken,
        sender: from ? { from } : { messagingServiceSid: messagingServiceSid as string },
        countryCode,
      };
    }
    case 'webhook': {
      const url = serviceUrl(
        'SMS_WEBHOOK_URL',
        required(env, 'SMS_WEBHOOK_URL', mode),
        environment,
        'it carries one-time codes',
      );
      const secret = required(env, 'SMS_WEBHOOK_SECRET', mode);
      const weak = weakSecretReason(secret);
      if (weak) throw new ConfigError(`SMS_WEBHOOK_SECRET is too weak: ${weak}.`);
      return { mode, url, secret, countryCode };
    }
    default:
      throw new ConfigError(`SMS_MODE must be console, twilio or webhook, not "${mode}".`);
  }
}
