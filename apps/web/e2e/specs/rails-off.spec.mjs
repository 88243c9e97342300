import { test } from '../support/harness.mjs';
import { moneyAccount } from '../support/money.mjs';
import { operatorSignIn } from '../support/operators.mjs';
import { createOperator, startServer } from '../support/server.mjs';

/** A console session for a new admin of `server`, put into the page's sessionStorage. */
async function consoleOf(page, server, username) {
  const operator = { username, password: 'Rails-Console-2026' };
  createOperator(operator.username, operator.password, 'admin', server.dataDir);
  const token = await operatorSignIn(server.baseUrl, operator);
  await page
    .context()
    .addInitScript((value) => sessionStorage.setItem('pesa-ops-token', value), token);
}

async function absent(page, text) {
  if ((await page.getByText(text).count()) > 0) throw new Error(`"${text}" is offered`);
}

test('with the simulator off, the top-up page offers only the routes no rail carries, and shows Tigo Pesa and HaloPesa as not available yet, in English and Chinese', async ({
  page,
  distDir,
}) => {
  // Outside production so customers can sign up through the outbox; the rails are as production's.
  const server = await startServer({
    distDir,
    main: false,
    settings: () => ({ RAILS_SIMULATOR: 'off' }),
  });
  try {
    const { baseUrl } = server;
    await moneyAccount(page, baseUrl);
    await page.goto(`${baseUrl}/home/psp-recharge`);
    await page.getByText('Bank top-up · KES').waitFor();
    await page.getByText('Offline pay · KES').waitFor();
    await absent(page, 'M-Pesa STK push');

    const chinese = await page.context().browser().newContext({ locale: 'zh-CN' });
    const zhPage = await chinese.newPage();
    try {
      await moneyAccount(zhPage, baseUrl, { locale: 'zh' });
      await zhPage.goto(`${baseUrl}/home/psp-recharge`);
      await zhPage.getByText('银行充值 · KES').waitFor();
      await absent(zhPage, 'M-Pesa STK 推送');
    } finally {
      await chinese.close();
    }

    // Tigo Pesa and HaloPesa, which no provider carries yet, are shown as not available yet.
    for (const [locale, suffix] of [
      ['en', 'not available yet'],
      ['zh', '暂未开通'],
    ]) {
      const context = await page
        .context()
        .browser()
        .newContext({ locale: locale === 'zh' ? 'zh-CN' : 'en-US' });
      const tzPage = await context.newPage();
      try {
        await moneyAccount(tzPage, baseUrl, { locale, countryId: 255 });
        await tzPage.goto(`${baseUrl}/home/psp-recharge`);
        for (const wallet of ['Tigo Pesa', 'HaloPesa']) {
          const radio = tzPage.getByRole('radio', { name: `${wallet} · TZS · ${suffix}` });
          await radio.waitFor({ state: 'attached' });
          if (!(await radio.isDisabled())) throw new Error(`${wallet} can be chosen`);
        }
        await absent(tzPage, 'M-Pesa Tanzania');
      } finally {
        await context.close();
      }
    }

    // The console says the same: every rail is off.
    await consoleOf(page, server, 'e2e-rails-off');
    await page.goto(`${baseUrl}/ops/rails`);
    const modes = page.getByRole('region', { name: 'How each rail is served' });
    await modes.locator('[data-rail="banks"]').getByText('Off').waitFor();
    await modes.locator('[data-rail="mpesa-kenya"]').getByText('Off').waitFor();
    await absent(page, 'Development mode: simulated rails move no real money.');
  } finally {
    await server.stop();
  }
});

test('a production install with the simulator on shows operators a warning on the rails screen', async ({
  page,
  distDir,
}) => {
  const server = await startServer({
    distDir,
    main: false,
    settings: () => ({
      NODE_ENV: 'production',
      RAILS_SIMULATOR: 'on',
      SMS_SENDER: 'africastalking',
      AT_USERNAME: 'pesabridge',
      AT_API_KEY: 'e2e-at-key',
      AT_BASE_URL: 'http://127.0.0.1:9',
      EMAIL_SENDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:9',
      CHANNEL_CALLBACK_SECRET: 'e2e-staging-callback-secret',
      COBO_ADDRESS_SEED: 'e2e-staging-cobo-address-seed',
      API_SECRET_KEY: 'e2e-staging-api-secret-key-0123456789abcdef',
    }),
  });
  try {
    await consoleOf(page, server, 'e2e-rails-staging');
    await page.goto(`${server.baseUrl}/ops/rails`);
    await page
      .getByRole('alert')
      .getByText(/RAILS_SIMULATOR=on/)
      .waitFor();
    const modes = page.getByRole('region', { name: 'How each rail is served' });
    await modes.locator('[data-rail="tanzanian-wallets"]').getByText('Simulated').waitFor();
  } finally {
    await server.stop();
  }
});
