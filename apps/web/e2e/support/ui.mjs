import assert from 'node:assert/strict';

/** The form on the login page (the header also has a "Login" button, outside the form). */
const loginForm = (page) =>
  page.locator('form').filter({ has: page.locator('input[type=password]') });

/** Logs in through the login page by phone; `/login/{countryId}` preselects the country. */
export async function loginByPhone(
  page,
  { countryId, phone, password },
  path = `/login/${countryId}`,
) {
  if (path) await page.goto(path);
  const form = loginForm(page);
  await form.locator('input[autocomplete=tel-national]').fill(phone);
  await form.locator('input[type=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

export async function loginByEmail(page, { email, password }) {
  await page.goto('/login');
  await page.locator('.auth-method').getByText('Email', { exact: true }).click();
  const form = loginForm(page);
  await form.locator('input[autocomplete=email]').fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

/** Waits for the dashboard of the logged-in area, with its account card rendered. */
export async function expectDashboard(page, { accountTitle = 'My account' } = {}) {
  await page.waitForURL((url) => url.pathname === '/home/dashboard');
  await page.locator('.dashboard').getByText(accountTitle).first().waitFor();
}

export const sidebar = (page) => page.locator('aside.shell-sider');

/** Asserts an element's rendered width once it has had the chance to settle (CSS transitions). */
export async function expectWidth(locator, expected) {
  const handle = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      ([el, want]) => Math.round(el.getBoundingClientRect().width) === want,
      [handle, expected],
    )
    .catch(() => undefined); // the assertion below reports the width it found instead
  const box = await locator.boundingBox();
  assert.equal(Math.round(box.width), expected, `expected a width of ${expected}px`);
}

/** Top-level labels of the side menu (groups and single entries), in order. */
export async function sideMenuLabels(page) {
  const items = sidebar(page).locator('ul.side-nav > li > .side-nav-link .side-nav-label');
  return (await items.allInnerTexts()).map((s) => s.trim());
}

/** Clicks an entry of an open menu: antd's (menuitem) or the shell's light one (menuitemradio). */
export async function pickMenuItem(page, label) {
  await page
    .getByRole('menuitemradio', { name: label })
    .or(page.getByRole('menuitem', { name: label }))
    .click();
}

/** Picks a language from the language menu inside `scope` (public or logged-in header). */
export async function switchLanguage(page, scope, label) {
  await scope.getByRole('button', { name: 'Language' }).click();
  await pickMenuItem(page, label);
}

/**
 * Waits until a dialog (or any element) has finished its CSS animations: antd's modals zoom in
 * and out, and a click that lands while the box is still moving can miss its button.
 */
export async function settled(locator) {
  await locator.waitFor();
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

/**
 * Picks an option of antd's open select list by its title once the list has finished opening (a
 * click while it still zooms in can miss and leave the list open over the form), then waits for
 * the list to close.
 */
export async function pickOpenSelectOption(page, title) {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await settled(list);
  await list.locator(`.ant-select-item-option[title="${title}"]`).click();
  await list.waitFor({ state: 'hidden' });
}
