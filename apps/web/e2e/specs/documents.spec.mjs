/* global window, document */
import { readFileSync, statSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/a11y.mjs';
import { test } from '../support/harness.mjs';
import { moneyAccount, topUpViaApi } from '../support/money.mjs';

/** The words each language shows (apps/web/src/locales/{en,zh}). */
const WORDS = {
  en: {
    download: 'Download receipt',
    genuine: 'This is a genuine PesaBridge receipt',
    statement: 'Download statement',
  },
  zh: { download: '下载回单', genuine: '这是真实的 PesaBridge 回单', statement: '下载对账单' },
};

for (const locale of ['en', 'zh']) {
  test(`a receipt and a statement download, and the receipt's verify page shows it (${locale})`, async ({
    page,
    baseUrl,
  }) => {
    const words = WORDS[locale];
    const account = await moneyAccount(page, baseUrl, { locale });
    const order = await topUpViaApi(baseUrl, account.token, '1234.5');

    // The order link opens its detail drawer, as the send result's "View order" does.
    await page.goto(`/home/psp-order?sn=${order.sn}`);
    const drawer = page.locator('.order-receipt');
    const code = (await drawer.getByTestId('receipt-code').textContent())?.trim() ?? '';
    if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(code)) throw new Error(`receipt code: ${code}`);

    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: words.download }).click();
    const file = await download;
    if (file.suggestedFilename() !== `receipt-${order.sn}.pdf`)
      throw new Error(`file name: ${file.suggestedFilename()}`);
    const path = await file.path();
    if (readFileSync(path).subarray(0, 5).toString() !== '%PDF-')
      throw new Error('the receipt is not a PDF');
    if (statSync(path).size >= 150 * 1024) throw new Error(`receipt size: ${statSync(path).size}`);

    // This month's statement of the domestic KES wallet, from the transaction history.
    await page.goto('/home/assets-order');
    await page.getByTestId('statement-open').click();
    const statement = page.waitForEvent('download');
    await page.getByRole('button', { name: words.statement }).click();
    const saved = await statement;
    if (!/^statement-KES-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/.test(saved.suggestedFilename()))
      throw new Error(`statement name: ${saved.suggestedFilename()}`);
    if (
      readFileSync(await saved.path())
        .subarray(0, 5)
        .toString() !== '%PDF-'
    )
      throw new Error('the statement is not a PDF');

    // Whoever is handed the receipt checks it without signing in, on a phone.
    const visitor = await page
      .context()
      .browser()
      .newContext({ viewport: { width: 360, height: 740 } });
    try {
      const phone = await visitor.newPage();
      await phone.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
      await phone.goto(`${baseUrl}/verify/${code}`);
      await phone.getByText(words.genuine).waitFor();
      await phone.getByTestId('verify-amount').getByText('KES 1,234.50').waitFor();
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) throw new Error(`the verify page is ${overflow}px wider than the phone`);
      await expectNoAxeViolations(phone, { context: 'main', label: `verify page (${locale})` });
    } finally {
      await visitor.close();
    }
  });
}
