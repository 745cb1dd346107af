// `npm run sms:test -- 0917 123 4567`: sends one test SMS through the configured provider
// (SMS_PROVIDER and its variables, as the server reads them) and says whether it went.
// Not through the outbox: an operator checking a provider wants the answer now.
import { parsePhilippineMobile } from '@core/phone';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createSmsSender } from '../platform/sms/sms-sender';

const number = parsePhilippineMobile(process.argv.slice(2).join(' '));
if (!number) {
  console.error('Usage: npm run sms:test -- <Philippine mobile number, e.g. 0917 123 4567>');
  process.exit(2);
}
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const sender = createSmsSender({
  sms: config.sms,
  dataDir: config.dataDir,
  log: { info: (details) => console.log('Written to the outbox folder:', details) },
});
try {
  await sender.send({ to: number, text: 'Palengke: test SMS. Your SMS provider works.' });
  console.log(`Test SMS to ${number} taken by the ${sender.provider} provider.`);
} catch (error) {
  console.error(`Test SMS failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
