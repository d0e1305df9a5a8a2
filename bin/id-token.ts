/**
 * `npm run id-token -- --sub S --email E [--name N] [--expires-in SECONDS] [--now ISO]`
 * Prints an HS256 ID token signed with ID_TOKEN_SECRET, or with the development secret `npm start`
 * generated in DATA_DIR. Use --now when the service runs a virtual clock far from the wall clock.
 */
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { loadConfig, withDevelopmentSecret } from '../engine/config.ts';

const { values } = parseArgs({
  options: {
    sub: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    'expires-in': { type: 'string', default: '3600' },
    now: { type: 'string' },
  },
});

if (!values.sub || !values.email) {
  process.stderr.write('usage: npm run id-token -- --sub SUBJECT --email EMAIL [--name NAME] [--expires-in SECONDS] [--now ISO]\n');
  process.exit(2);
}

const config = withDevelopmentSecret(loadConfig());
if (!config.idTokenSecret) {
  process.stderr.write('ID_TOKEN_JWKS is set: tokens come from your identity provider, not from this tool\n');
  process.exit(2);
}
const nowSeconds = Math.floor((values.now ? Date.parse(values.now) : Date.now()) / 1000);
const token = await new SignJWT({ email: values.email, ...(values.name ? { name: values.name } : {}) })
  .setProtectedHeader({ alg: 'HS256' })
  .setSubject(values.sub)
  .setIssuedAt(nowSeconds)
  .setExpirationTime(nowSeconds + Number(values['expires-in']))
  .sign(new TextEncoder().encode(config.idTokenSecret));
process.stdout.write(`${token}\n`);
