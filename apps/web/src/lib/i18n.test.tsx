import { describe, expect, it } from 'vitest';
import { render, act } from '@testing-library/react';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { changeLocale, firstPageNamespaces, i18n, PUBLIC_NAMESPACES } from './i18n.ts';
import { AntdProviders } from '../app/providers/AntdProviders.tsx';
import { PERMISSION_TABLE, MENU_GROUP_INFO } from '@pesa/domain';

describe('firstPageNamespaces', () => {
  it('asks for the sign-in texts on the sign-in and sign-up pages, the public site’s elsewhere', () => {
    for (const path of ['/login', '/login/255', '/register', '/register/'])
      expect(firstPageNamespaces(path)).toEqual(['common', 'layout', 'auth', 'request']);
    for (const path of ['/', '/aboutUs', '/register/success', '/home/dashboard'])
      expect(firstPageNamespaces(path)).toEqual(PUBLIC_NAMESPACES.filter((ns) => ns !== 'auth'));
  });
});

describe('changeLocale', () => {
  it('switches the catalogs, the stored value and <html lang>', async () => {
    await changeLocale('zh');
    expect(i18n.t('layout:user.exitSuccess')).toBe('退出成功！');
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    await changeLocale('en');
    expect(i18n.t('layout:user.exitSuccess')).toBe('Exit Success!');
  });

  it('starts the week on Monday in Chinese and on Sunday in English', async () => {
    await changeLocale('zh');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-19').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
    await changeLocale('en');
    expect(dayjs('2026-11-19').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-15');
  });

  it("switches antd's locale with the language", async () => {
    await changeLocale('en');
    const { container } = render(
      <AntdProviders>
        <Empty />
      </AntdProviders>,
    );
    const description = () => container.querySelector('.ant-empty-description')?.textContent;
    expect(description()).toBe('No data');
    await act(() => changeLocale('zh'));
    expect(description()).toBe('暂无数据');
    await act(() => changeLocale('en'));
  });

  it('has a title in both languages for every menu group and permission screen', () => {
    for (const key of [...PERMISSION_TABLE, ...MENU_GROUP_INFO].map((e) => e.titleKey)) {
      for (const lng of ['en', 'zh']) {
        expect(i18n.exists(key, { lng }), `${lng} ${key}`).toBe(true);
      }
    }
  });
});
