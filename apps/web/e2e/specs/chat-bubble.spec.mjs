/* global document, window, getComputedStyle */
import assert from 'node:assert/strict';
import { addMpesaPayeeViaApi, moneyAccount } from '../support/money.mjs';
import { test } from '../support/harness.mjs';

// The test server names a chat link (CHAT_URL in e2e/support/server.mjs), so the bubble shows.
const widths = [
  { width: 360, height: 740 },
  { width: 1366, height: 800 },
];

/**
 * Every visible control (link, button, field) whose centre lies in the viewport, probed with
 * elementFromPoint at its centre: the names of those the chat bubble covers there, or covers in
 * part (the control shows at its centre, and its box meets the bubble's). The page must be
 * scrolled where the caller wants it first. Also says how many controls it probed: a stop may
 * show none (a run of cards on a phone), but every page must show some somewhere.
 */
function coveredControls() {
  const bubble = document.querySelector('.chat-link');
  if (!bubble) return { covered: ['(no chat link on the page)'], probed: 0 };
  const tab = bubble.getBoundingClientRect();
  const meets = (box) =>
    box.left < tab.right && box.right > tab.left && box.top < tab.bottom && box.bottom > tab.top;
  const selector = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'textarea',
    'select',
    '[role=button]',
    '[role=link]',
    '[role=combobox]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=tab]',
    '[role=switch]',
  ].join(',');
  const covered = [];
  let probed = 0;
  for (const control of document.querySelectorAll(selector)) {
    if (bubble.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (getComputedStyle(control).visibility === 'hidden') continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    probed++;
    const hit = document.elementFromPoint(x, y);
    const onBubble = hit && (hit === bubble || bubble.contains(hit));
    const shows = hit && (hit === control || control.contains(hit) || hit.contains(control));
    if (onBubble || (shows && meets(box))) {
      const name = (control.innerText || control.getAttribute('aria-label') || control.name || '')
        .trim()
        .slice(0, 40);
      covered.push(
        `${control.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)}`,
      );
    }
  }
  return { covered, probed };
}

/**
 * Scrolls the page to `y` (clamped to what it can scroll) and waits until it is there. A page
 * still loading grows under the scroll (the dashboard's chart and lists), so each check scrolls
 * again to where the page's height now allows.
 */
async function scrollTo(page, y) {
  await page.waitForFunction((top) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = Math.max(0, Math.min(top, max));
    if (Math.abs(window.scrollY - wanted) < 1) return true;
    window.scrollTo(0, wanted);
    return false;
  }, y);
  // One frame, so that sticky headers and the bubble are laid out at the new position.
  await page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
}

/** Scroll positions to probe: the top, every quarter of a screen down, and the very end. */
async function scrollStops(page) {
  const { max, step } = await page.evaluate(() => ({
    max: document.documentElement.scrollHeight - window.innerHeight,
    step: Math.floor(window.innerHeight / 4),
  }));
  const stops = [];
  for (let y = 0; y < max; y += step) stops.push(y);
  stops.push(Math.max(0, max));
  return stops;
}

/** Opens `path` (or runs `open`) at each width and asserts the bubble covers no control. */
async function expectNothingCovered(page, label, open) {
  const problems = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await open();
    await page.locator('.chat-link').waitFor();
    let probed = 0;
    for (const y of await scrollStops(page)) {
      await scrollTo(page, y);
      const seen = await page.evaluate(coveredControls);
      probed += seen.probed;
      for (const item of seen.covered)
        problems.push(`${label} at ${size.width}px (scrolled ${y}px): ${item}`);
    }
    if (probed === 0) problems.push(`${label} at ${size.width}px: no control was probed`);
  }
  assert.deepEqual(problems, [], `the chat bubble covers controls:\n${problems.join('\n')}`);
}

test('the chat bubble covers no control on the public pages, at 360 px and 1366 px', async ({
  page,
}) => {
  const visit = (path, ready) => async () => {
    await page.goto(path);
    await ready().waitFor();
  };
  await expectNothingCovered(
    page,
    'home',
    visit('/', () => page.getByTestId('home-hero')),
  );
  await expectNothingCovered(
    page,
    'register (phone step)',
    visit('/register', () => page.getByRole('button', { name: 'Next' })),
  );
  await expectNothingCovered(
    page,
    'login',
    visit('/login', () => page.locator('input[type=password]')),
  );
  await expectNothingCovered(
    page,
    'contact us',
    visit('/contactUs', () => page.getByTestId('contact-form')),
  );
});

test('the chat bubble covers no control on the profile and the send steps', async ({
  page,
  baseUrl,
}) => {
  const account = await moneyAccount(page, baseUrl);
  await addMpesaPayeeViaApi(baseUrl, account.token, 'Wanjiku Kamau', '0722000111');
  await expectNothingCovered(page, 'dashboard', async () => {
    await page.goto('/home/dashboard');
    await page.locator('.dashboard').waitFor();
  });
  await expectNothingCovered(page, 'profile', async () => {
    await page.goto('/home/info');
    await page.getByText('Email').first().waitFor();
  });
  await expectNothingCovered(page, 'send: recipient step', async () => {
    await page.goto('/home/psp-index');
    await page.getByText('Wanjiku Kamau').waitFor();
  });
  await expectNothingCovered(page, 'send: amount step', async () => {
    await page.goto('/home/psp-index');
    await page.getByText('Wanjiku Kamau').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Amount (KES)').waitFor();
  });
});

test('the contact form checks its fields, then emails the support inbox and says so', async ({
  page,
  baseUrl,
}) => {
  await page.goto('/contactUs');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await form.getByText('Please fill in this field').first().waitFor();
  assert.equal(await form.getByText('Please fill in this field').count(), 3);

  const text = `How long does a Pesalink payment take? (${Date.now()})`;
  await form.getByLabel('Your name').fill('Wanjiru Kamau');
  await form.getByLabel('Email').fill('wanjiru@example.com');
  await form.locator('textarea').fill(text);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/common/contact'));
  await form.getByRole('button', { name: 'Send message' }).click();
  assert.equal((await (await sent).json()).code, 200);
  await form.getByText('Message sent').waitFor();
  await form.getByText('We will reply to wanjiru@example.com').waitFor();

  const outbox = await (await fetch(`${baseUrl}/api/dev/outbox?to=support@pesabridge.test`)).json();
  const mail = outbox.data.find((item) => item.text.includes(text));
  assert.ok(mail, 'the message is not in the support inbox (dev outbox)');
  assert.equal(mail.channel, 'email');
  assert.match(mail.text, /Name: Wanjiru Kamau/);

  // In Chinese, the page says so in Chinese.
  await page.evaluate(() => localStorage.setItem('locale', 'zh'));
  await page.reload();
  await form.getByLabel('您的姓名').fill('王芳');
  await form.getByLabel('邮箱').fill('wangfang@example.com');
  await form.locator('textarea').fill('请问如何开通 API 服务？');
  await form.getByRole('button', { name: '发送留言' }).click();
  await form.getByText('留言已发送').waitFor();
});
