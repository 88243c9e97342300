import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { fail, mockApi, ok, received, type Reply } from '../../../test/mockApi.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { apiAreaHandlers, apiInfo, approvedInfo, bodyOf } from '../testData.ts';
import type { UserApiInfo } from '@pesa/contract';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

function serve(info: () => UserApiInfo | null, save: () => Reply) {
  mockApi({ ...apiAreaHandlers(info), '/user/userApi/save': save });
}

// The route loads the page on demand: compiled here first, a busy machine's first compile of it
// cannot eat the first test's wait for its form.
beforeAll(async () => {
  await import('./ApiAccountCreatePage.tsx');
}, 60_000);

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 'main');
});

describe('applying for API access', () => {
  it('sends the application and then shows it awaiting review', async () => {
    let state = apiInfo();
    serve(
      () => state,
      () => {
        state = apiInfo({ auditStatus: 0, companyName: 'Duka Ltd' });
        return ok(null);
      },
    );
    renderApp('/homeApi/account-create');
    await screen.findByLabelText('Company name');
    expect(screen.getByText(/comma-separated addresses or CIDR ranges/)).toBeTruthy();
    fireEvent.change(field('Company name'), { target: { value: 'Duka Ltd' } });
    fireEvent.change(field('Expected monthly volume (USD)'), { target: { value: '25000' } });
    fireEvent.change(field('Notify URL'), { target: { value: 'https://duka.example/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(location()).toBe('/homeApi/account'));
    await screen.findByText('Your application is awaiting review');
    expect(bodyOf(received, '/user/userApi/save')).toEqual({
      companyName: 'Duka Ltd',
      description: '',
      monthlyVolume: '25000',
      notifyUrl: 'https://duka.example/hooks',
      ipWhitelist: '',
    });
  });

  it("marks the fields the server refused, in the server's words, and stays on the form", async () => {
    serve(
      () => apiInfo(),
      () => ({
        data: {
          code: -1008,
          msg: 'Parameter error',
          // What a production server answers to http, which the form lets through.
          data: [{ field: 'notifyUrl', message: 'The notify URL must use https' }],
        },
      }),
    );
    renderApp('/homeApi/account-create');
    await screen.findByLabelText('Company name');
    fireEvent.change(field('Company name'), { target: { value: 'Duka Ltd' } });
    fireEvent.change(field('Expected monthly volume (USD)'), { target: { value: '100' } });
    fireEvent.change(field('Notify URL'), { target: { value: 'http://localhost:4000/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The notify URL must use https')).toBeTruthy();
    expect(location()).toBe('/homeApi/account-create');
  });

  it('brings a rejected application back prefilled, with the reason, to correct and resubmit', async () => {
    serve(
      () =>
        apiInfo({
          auditStatus: 2,
          rejectReason: 'Add your office addresses to the allow-list',
          companyName: 'Duka Ltd',
          description: 'School fees',
          monthlyVolume: '25000.00',
          notifyUrl: 'https://duka.example/hooks',
          ipWhitelist: '',
        }),
      () => fail(-1108, 'no'),
    );
    renderApp('/homeApi/account-create');
    const reason = await screen.findByTestId('api-reject-reason');
    expect(reason.textContent).toContain('Add your office addresses to the allow-list');
    expect(field('Company name').value).toBe('Duka Ltd');
    expect(field('Notify URL').value).toBe('https://duka.example/hooks');
    fireEvent.change(field('IP allow-list'), { target: { value: '203.0.113.0/24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit application' }));
    await waitFor(() =>
      expect(bodyOf(received, '/user/userApi/save')).toMatchObject({
        companyName: 'Duka Ltd',
        monthlyVolume: '25000.00',
        ipWhitelist: '203.0.113.0/24',
      }),
    );
  });

  it('shows the application instead of the form while it awaits review', async () => {
    serve(
      () => apiInfo({ auditStatus: 0 }),
      () => ok(null),
    );
    renderApp('/homeApi/account-create');
    await screen.findByText('Your application is awaiting review');
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });

  it('lets the approved main account move its notify URL and allow-list', async () => {
    serve(
      () => approvedInfo(),
      () => ok(approvedInfo({ notifyUrl: 'https://duka.example/v2/hooks' })),
    );
    renderApp('/homeApi/account-create');
    await screen.findByText('API access approved');
    expect(field('Notify URL').value).toBe('https://duka.example/hooks');
    fireEvent.change(field('Notify URL'), { target: { value: 'https://duka.example/v2/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(bodyOf(received, '/user/userApi/save')).toEqual({
        companyName: 'Duka Ltd',
        description: '',
        monthlyVolume: '25000.00',
        notifyUrl: 'https://duka.example/v2/hooks',
        ipWhitelist: '203.0.113.5',
      }),
    );
  });

  it('checks the fields before sending anything', async () => {
    serve(
      () => apiInfo(),
      () => ok(null),
    );
    renderApp('/homeApi/account-create');
    await screen.findByLabelText('Company name');
    fireEvent.change(field('Expected monthly volume (USD)'), { target: { value: '12.345' } });
    fireEvent.change(field('Notify URL'), { target: { value: 'duka.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeTruthy();
    expect(
      screen.getByText(
        'Enter an https address, or on a test installation http://localhost or http://127.0.0.1',
      ),
    ).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(received.some((c) => c.url === '/user/userApi/save')).toBe(false);
  });

  it("takes a notify URL by the server's rule: http only to this machine, as the guide says", async () => {
    serve(
      () => apiInfo(),
      () => ok(null),
    );
    renderApp('/homeApi/account-create');
    await screen.findByLabelText('Company name');
    expect(screen.getByText(/http to your own machine/)).toBeTruthy();
    fireEvent.change(field('Company name'), { target: { value: 'Duka Ltd' } });
    fireEvent.change(field('Expected monthly volume (USD)'), { target: { value: '100' } });
    // Plain http to another host is refused before anything is sent.
    fireEvent.change(field('Notify URL'), { target: { value: 'http://duka.example/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText(
        'Enter an https address, or on a test installation http://localhost or http://127.0.0.1',
      ),
    ).toBeTruthy();
    expect(received.some((c) => c.url === '/user/userApi/save')).toBe(false);
    // The guide's local receiver is sent; in production the server answers on the field.
    fireEvent.change(field('Notify URL'), {
      target: { value: 'http://127.0.0.1:8081/pesa-webhook' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(bodyOf(received, '/user/userApi/save')).toMatchObject({
        notifyUrl: 'http://127.0.0.1:8081/pesa-webhook',
      }),
    );
  });
});
