import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { mockApi, ok, received } from '../../../test/mockApi.ts';
import { renderApp, userInfo } from '../../../test/renderApp.tsx';

const countries = [
  { countryId: 254, nameEn: 'Kenya', nameZh: '肯尼亚' },
  { countryId: 255, nameEn: 'Tanzania', nameZh: '坦桑尼亚' },
];

const NO_ANSWERS = {
  id: null,
  rejectReason: null,
  submitTime: null,
  reviewTime: null,
};

function serve(application: Record<string, unknown>, userType = 2) {
  localStorage.setItem('token', 'main');
  mockApi({
    '/common/appConfig': () => ok({ chatUrl: '', devOutbox: false }),
    '/common/country': () => ok(countries),
    '/user/info': () => ok(userInfo({ userType, auditStatus: application.auditStatus })),
    '/user/auth': () => ok({ ...NO_ANSWERS, userType, ...application }),
    '/user/auth/save': () => ok({ id: 7 }),
  });
}

const bodyOf = (url: string) => JSON.parse(String(received.find((c) => c.url === url)?.data));

beforeEach(async () => {
  await changeLocale('en');
});

describe('KYC status page', () => {
  it('shows a rejection with its reason and offers to correct and resubmit', async () => {
    serve({ id: 3, auditStatus: 2, rejectReason: 'ID photo is blurred' });
    renderApp('/home/kyc');
    expect(await screen.findByTestId('kyc-reject-reason')).toHaveProperty(
      'textContent',
      'ReasonID photo is blurred',
    );
    expect(screen.getByTestId('kyc-status').textContent).toContain('Rejected');
    const link = screen.getByRole('link', { name: 'Correct and resubmit' });
    expect(link.getAttribute('href')).toBe('/home/kyc-auth');
  });

  it('offers nothing to do while the application awaits its second approval', async () => {
    serve({ id: 3, auditStatus: '00', submitTime: '2026-11-20T08:00:00Z' }, 1);
    renderApp('/home/kyc');
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('Pending approval');
    expect(screen.getByText(/second reviewer's final approval/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /verification|Continue|resubmit/ })).toBeNull();
  });

  it('summarises what was verified for an approved company, in words', async () => {
    serve(
      {
        id: 3,
        auditStatus: 1,
        companyName: 'Acme Freight Ltd',
        industry: 20,
        volumeBand: 6,
        receiveCountries: [254, 255],
        incorporationFile: '1/a.png',
      },
      1,
    );
    renderApp('/home/kyc');
    const summary = await screen.findByTestId('kyc-summary');
    expect(within(summary).getByText('Acme Freight Ltd')).toBeTruthy();
    expect(within(summary).getByText('IT')).toBeTruthy();
    expect(within(summary).getByText('More than $1,000K')).toBeTruthy();
    expect(await within(summary).findByText('Kenya, Tanzania')).toBeTruthy();
    expect(within(summary).getByText('Certificate of incorporation')).toBeTruthy();
  });
});

// The first render of the form compiles antd's form controls, slow on a busy machine.
describe('KYB form', () => {
  it('refuses Next while a required answer of the step is missing', async () => {
    serve({ auditStatus: -1 }, 1);
    renderApp('/home/kyc-auth');
    fireEvent.click(await screen.findByText('Next'));
    expect((await screen.findAllByText('Please fill in this field')).length).toBe(4);
    // The address names the step shown (a history entry per step: docs/web-app.md).
    expect(screen.getByTestId('location').textContent).toBe('/home/kyc-auth?step=1');
    expect(received.some((c) => c.url === '/user/auth/save')).toBe(false);
    fireEvent.change(screen.getByLabelText('Registered company name'), {
      target: { value: 'Acme Freight Ltd' },
    });
    fireEvent.change(screen.getByLabelText('Company phone'), { target: { value: '+254 700 1' } });
    fireEvent.change(screen.getByLabelText('Company email'), { target: { value: 'not-mail' } });
    fireEvent.change(screen.getByLabelText('Registered business address'), {
      target: { value: 'Mombasa Rd 1' },
    });
    fireEvent.click(screen.getByText('Next'));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company email'), { target: { value: 'ops@acme.ke' } });
    fireEvent.click(screen.getByText('Next'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/home/kyc-auth?step=2'),
    );
    // Next saved the step's answers as the draft on the way.
    expect(bodyOf('/user/auth/save')).toMatchObject({ companyName: 'Acme Freight Ltd' });
  }, 60_000);

  it('reopens a draft at its first missing answer and saves only what is given', async () => {
    serve(
      {
        id: 7,
        auditStatus: -1,
        companyName: 'Acme Freight Ltd',
        phone: '+254700100200',
        email: 'ops@acme.ke',
        address: 'Mombasa Rd 1',
        industry: 1,
      },
      1,
    );
    renderApp('/home/kyc-auth');
    await waitFor(() =>
      expect(screen.getByText('Business profile', { selector: 'h4' })).toBeTruthy(),
    );
    expect(screen.getByText('Logistics')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nature and scope of business'), {
      target: { value: '  Freight forwarding  ' },
    });
    fireEvent.click(screen.getByText('Save draft'));
    await waitFor(() => expect(received.some((c) => c.url === '/user/auth/save')).toBe(true));
    expect(bodyOf('/user/auth/save')).toEqual({
      companyName: 'Acme Freight Ltd',
      phone: '+254700100200',
      email: 'ops@acme.ke',
      address: 'Mombasa Rd 1',
      natureScope: 'Freight forwarding',
      industry: 1,
    });
  }, 60_000);

  it('shows an application under review instead of the form', async () => {
    serve({ id: 7, auditStatus: 0 });
    renderApp('/home/kyc-auth');
    expect(await screen.findByText(/cannot be changed while it is being reviewed/)).toBeTruthy();
    expect(screen.queryByText('Save draft')).toBeNull();
  }, 60_000);
});
