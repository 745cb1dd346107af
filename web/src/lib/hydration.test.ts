import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useHydrated } from './hydration';

function Probe() {
  return createElement('b', null, useHydrated() ? 'browser' : 'server');
}

// Hydration itself (false while hydrating, then the browser's values without a warning or a
// shift) runs in a real Chromium: e2e/server-rendering.spec.ts.
describe('useHydrated', () => {
  it('is false in a render of the server markup, so hydration draws the same', () => {
    const html = renderToString(
      createElement(HydrationProvider, { serverMarkup: true, children: createElement(Probe) }),
    );
    expect(html).toBe('<b>server</b>');
  });

  it('is true from the first render of a page drawn only in the browser', () => {
    const html = renderToString(
      createElement(HydrationProvider, { serverMarkup: false, children: createElement(Probe) }),
    );
    expect(html).toBe('<b>browser</b>');
  });

  it('is true outside a provider (a part drawn on its own)', () => {
    expect(renderToString(createElement(Probe))).toBe('<b>browser</b>');
  });
});
