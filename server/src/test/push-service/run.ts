// The push service stand-in as a process of its own, for the browser journeys:
// `node --import tsx server/src/test/push-service/run.ts <port>`. Tests use its own HTTP API
// (POST /subscribe, /get-notifications, /expire-subscription/<hash>) over TLS.
import { startPushService } from './index';

const port = Number(process.argv[2] ?? 8443);
const service = await startPushService(port);
console.log(`push service stand-in at ${service.origin}`);
const stop = () => void service.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
