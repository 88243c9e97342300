import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useAppConfig } from './appConfig.ts';

function ChatUrl() {
  const { data } = useAppConfig();
  return <output>{data === undefined ? 'loading' : (data?.chatUrl ?? 'none')}</output>;
}

describe('useAppConfig', () => {
  it('reads the settings once for every reader and re-renders them when they arrive', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 200, data: { chatUrl: 'https://chat.example/x', devOutbox: false } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <ChatUrl />
        <ChatUrl />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('https://chat.example/x')).toHaveLength(2);
    render(<ChatUrl />);
    expect(screen.getAllByText('https://chat.example/x')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/common/appConfig');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('POST');
    vi.unstubAllGlobals();
  });
});
