import assert from 'node:assert/strict';
import { apiData, latestCode, strongPassword, uniquePhone } from '../support/api.mjs';
import { test } from '../support/harness.mjs';
import { chooseOption, operatorCall } from '../support/money.mjs';
import { operatorCallAs } from '../support/operators.mjs';
import { createOperator } from '../support/server.mjs';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SECOND_OPERATOR = { username: 'e2e-kyb-second', password: 'E2e-second-2026' };

/** Registers an account of the given type through the API and signs the browser in with it. */
async function signedInAccount(page, baseUrl, userType) {
  const phone = uniquePhone();
  await apiData(baseUrl, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const code = await latestCode(baseUrl, phone);
  const token = await apiData(baseUrl, '/user/register', {
    userType,
    countryId: 254,
    phone,
    code,
    password: strongPassword,
  });
  await page.context().addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('locale', 'en');
  }, token);
  const info = await apiData(baseUrl, '/user/info', {}, { token });
  return { token, userId: info.userId };
}

const formItem = (page, label) =>
  page.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });

/** Uploads a small file into a document field and waits until the field shows its name. */
async function upload(page, label, name, buffer = PNG) {
  const mimeType = name.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  const item = formItem(page, label);
  await item.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await item.getByText(name).waitFor();
}

/** Picks countries in a multi-select (it stays open between picks), then checks the tags. */
async function pickCountries(page, label, names) {
  await page.getByLabel(label, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  for (const name of names) {
    await dropdown.locator('.ant-select-item-option', { hasText: name }).first().click();
  }
  await page.keyboard.press('Escape');
  for (const name of names) {
    await formItem(page, label).locator('.ant-select-selection-item', { hasText: name }).waitFor();
  }
}

const stepTitle = (page, title) => page.locator('h4', { hasText: title });

async function expectStatus(page, label) {
  await page.getByTestId('kyc-status').getByText(label, { exact: true }).waitFor();
}

async function saveDraft(page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/auth/save'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  const body = await (await saved).json();
  assert.equal(body.code, 200, `saving the draft failed: ${body.msg}`);
}

test('a company completes the four-step KYB with a saved draft, and two operators approve it', async ({
  page,
  baseUrl,
}) => {
  const company = await signedInAccount(page, baseUrl, 1);
  await page.goto('/home/kyc');
  await expectStatus(page, 'Not submitted');
  await page.getByRole('button', { name: 'Start verification' }).click();
  await page.waitForURL((url) => url.pathname === '/home/kyc-auth');

  // Step 1: Next is refused until the required answers are there.
  await stepTitle(page, 'Company details').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await formItem(page, 'Registered company name').getByText('Please fill in this field').waitFor();
  await page.getByLabel('Registered company name').fill('Savannah Freight Ltd');
  await page.getByLabel('Trading name (optional)').fill('Savannah Freight');
  await page.getByLabel('Company phone').fill('+254 700 123 456');
  await page.getByLabel('Company email').fill('compliance@savannah.example');
  await page.getByLabel('Registered business address').fill('Mombasa Road 12, Nairobi');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the business profile with localized bands and countries.
  await stepTitle(page, 'Business profile').waitFor();
  await page.getByLabel('Nature and scope of business').fill('Freight forwarding and customs');
  await chooseOption(page, 'Industry', 'Logistics');
  await chooseOption(page, 'Annual transaction volume', '$100K – $249.9K');
  await pickCountries(page, 'Countries you receive money from', ['Kenya', 'Tanzania']);
  await pickCountries(page, 'Countries you send money to', ['China']);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3, midway: two documents, then a draft, then a reload.
  await stepTitle(page, 'Company documents').waitFor();
  await upload(page, 'Certificate of incorporation', 'incorporation.pdf', PDF);
  await upload(page, 'Memorandum and articles of association', 'memorandum.png');
  await saveDraft(page);
  await page.reload();
  await stepTitle(page, 'Company documents').waitFor();
  const incorporation = formItem(page, 'Certificate of incorporation');
  await incorporation.getByRole('button', { name: 'View' }).waitFor();
  assert.equal(
    await formItem(page, 'Board resolution').getByRole('button', { name: 'View' }).count(),
    0,
  );
  await page.getByRole('button', { name: 'Back' }).click();
  await stepTitle(page, 'Business profile').waitFor();
  await formItem(page, 'Industry').getByText('Logistics').waitFor();
  await formItem(page, 'Countries you send money to').getByText('China').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await stepTitle(page, 'Company details').waitFor();
  assert.equal(
    await page.getByLabel('Registered company name').inputValue(),
    'Savannah Freight Ltd',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await stepTitle(page, 'Business profile').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3 again: Next is refused while documents are missing.
  await stepTitle(page, 'Company documents').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await formItem(page, 'Board resolution').getByText('Please upload this document').waitFor();
  await upload(page, 'Board resolution', 'board.png');
  await upload(page, 'Tax registration certificate', 'tax.pdf', PDF);
  await upload(page, 'Proof of business address', 'address.png');
  await upload(page, 'Audited financial report', 'audited.pdf', PDF);
  await upload(page, 'Business permit', 'permit.png');
  await upload(page, 'Anti-money-laundering (AML) policy', 'aml.pdf', PDF);
  await upload(page, 'Proof of source of funds', 'funds.png');
  await upload(page, 'Trading licence', 'licence.png');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the director's ID and photo, then Submit.
  await stepTitle(page, 'Director ID and photo').waitFor();
  await upload(page, 'ID document (front)', 'id-front.png');
  await upload(page, 'ID document (back)', 'id-back.png');
  await upload(page, 'Photo of the ID holder', 'photo.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL((url) => url.pathname === '/home/kyc');
  await expectStatus(page, 'Under review');

  // Four eyes: the first approval leaves it pending approval, a second operator approves it.
  const first = await operatorCall(baseUrl, '/ops/kyc/approve', { userId: company.userId });
  assert.equal(first.auditStatus, '00');
  await page.reload();
  await expectStatus(page, 'Pending approval');
  createOperator(SECOND_OPERATOR.username, SECOND_OPERATOR.password, 'compliance');
  const final = await operatorCallAs(baseUrl, SECOND_OPERATOR, '/ops/kyc/approve', {
    userId: company.userId,
  });
  assert.equal(final.auditStatus, 1);

  await page.reload();
  await expectStatus(page, 'Approved');
  const summary = page.getByTestId('kyc-summary');
  await summary.getByText('Savannah Freight Ltd', { exact: true }).waitFor();
  await summary.getByText('Kenya, Tanzania').waitFor();
  await summary.getByText('Trading licence').waitFor();
  assert.equal(await page.getByRole('button', { name: /Start|Continue|Correct/ }).count(), 0);

  await page.goto('/home/dashboard');
  await page.locator('.dashboard').getByText('Approved', { exact: true }).waitFor();
  const link = page.getByTestId('dashboard-kyc-link');
  assert.equal(await link.getAttribute('href'), '/home/kyc');
});

test('an individual sees why the KYC was rejected, corrects it and submits again', async ({
  page,
  baseUrl,
}) => {
  const person = await signedInAccount(page, baseUrl, 2);
  await page.goto('/home/kyc-auth');
  await page.getByLabel('Full name (as on your ID)').fill('Amina Wanjiru');
  await chooseOption(page, 'ID type', 'National ID');
  await page.getByLabel('ID number').fill('12345678');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.keyboard.press('Enter');
  await chooseOption(page, 'Nationality', 'Kenya');
  await page.getByLabel('Address', { exact: true }).fill('Ngong Road 5, Nairobi');
  await upload(page, 'ID document (front)', 'front.png');
  await upload(page, 'ID document (back)', 'back.png');
  await upload(page, 'Photo of the ID holder', 'blurred.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL((url) => url.pathname === '/home/kyc');
  await expectStatus(page, 'Under review');

  const reason = 'The photo is blurred and the ID number does not match the ID';
  await operatorCall(baseUrl, '/ops/kyc/reject', { userId: person.userId, reason });
  await page.reload();
  await expectStatus(page, 'Rejected');
  await page.getByTestId('kyc-reject-reason').getByText(reason).waitFor();

  await page.getByRole('button', { name: 'Correct and resubmit' }).click();
  await page.waitForURL((url) => url.pathname === '/home/kyc-auth');
  await page.getByTestId('kyc-reject-reason').getByText(reason, { exact: false }).waitFor();
  const idNumber = page.getByLabel('ID number');
  assert.equal(await idNumber.inputValue(), '12345678');
  await idNumber.fill('87654321');
  await upload(page, 'Photo of the ID holder', 'sharp.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL((url) => url.pathname === '/home/kyc');
  await expectStatus(page, 'Under review');
  assert.equal(await page.getByTestId('kyc-reject-reason').count(), 0);

  const application = await apiData(baseUrl, '/user/auth', {}, { token: person.token });
  assert.equal(application.auditStatus, 0);
  assert.equal(application.idNumber, '87654321');
  assert.equal(application.dateOfBirth, '1990-05-17');
  assert.equal(application.rejectReason, null);
});
