import pino from 'pino';
import { ConfigError, loadConfig, type ServerConfig } from './env';
import { sandboxExposureWarning } from './exposure';
import { DEMO_ACCOUNT } from './modules/auth/demo-account';
import { handleSignals, startServer } from './server';

function banner(config: ServerConfig, port: number): string {
  const base = `http://localhost:${port}`;
  const otp = config.sandbox
    ? `${base}/api/dev/otp-outbox?msisdn=84…`
    : '(sandbox off: set VESO_SANDBOX=1)';
  return [
    '',
    `VeSo is running (${config.sandbox ? 'sandbox' : 'live'} mode, database: ${config.database.kind})`,
    `  Web shell:          ${base}/`,
    `  Embed shell:        ${base}/webview/?tab=1`,
    `  API docs:           ${base}/api/docs`,
    `  Sandbox OTP codes:  ${otp}`,
    ...(config.sandbox
      ? [`  Demo account:       ${DEMO_ACCOUNT.phone} / ${DEMO_ACCOUNT.password}`]
      : []),
    '',
    // One machine-readable line: the e2e harness waits for it.
    `VESO_READY http://127.0.0.1:${port}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  if (config.sandbox && config.nodeEnv === 'production') {
    logger.warn(
      'sandbox mode is on: /api/dev/* and sandbox providers are exposed; never serve real customers like this',
    );
  }
  const server = await startServer({ config, logger });
  handleSignals(server.shutdown, { logger });
  const devPaths = Object.keys(server.app.swagger().paths ?? {}).filter((p) =>
    p.startsWith('/api/dev/'),
  );
  const exposure = sandboxExposureWarning(config, devPaths);
  if (exposure) process.stderr.write(`\n${exposure}\n`);
  process.stdout.write(banner(config, server.port));
}

main().catch((error: unknown) => {
  console.error('VeSo server failed to start:', error);
  process.exit(1);
});
