/**
 * What production insists on (config.ts) with nothing of the rails configured: real message
 * senders (pointing nowhere, so nothing is ever delivered from a test) and the shared secrets.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  SMS_SENDER: 'africastalking',
  AT_USERNAME: 'pesabridge',
  AT_API_KEY: 'at-key',
  AT_BASE_URL: 'http://127.0.0.1:9',
  EMAIL_SENDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SUPPORT_EMAIL: 'support@pesabridge.example',
};

/** Secrets both instances share, as several instances of one installation do. */
export const SHARED_SECRETS = {
  CHANNEL_CALLBACK_SECRET: 'rails-in-production-callback-secret',
  COBO_ADDRESS_SEED: 'rails-in-production-cobo-seed',
  API_SECRET_KEY: 'rails-in-production-api-secret-key-0123456789',
  FILE_URL_SECRET: 'rails-in-production-file-url-secret-0123456789',
};
