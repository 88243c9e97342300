import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadableLazy.tsx';

const greeting = () =>
  Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> });

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, without the fallback', async () => {
    const Greeting = preloadableLazy(greeting);
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Amina" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Amina')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when the module has not been loaded yet', async () => {
    const Greeting = preloadableLazy(greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Baraka" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Baraka')).toBeTruthy();
  });
});
