import * as React from 'react';
import { renderHook } from '@testing-library/react';
import { SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/customer/serverDrawnPage';
import type * as KeptEmail from '../../../src/features/track/lib/keptEmail';

type KeptEmailModule = typeof KeptEmail;

/**
 * The module as it loads in a browser tab whose page the customer site drew as `html`: loaded
 * afresh, since it reads the page once as it loads, with the React the test renders with.
 */
function loadOnPage(html?: string): KeptEmailModule {
  if (html !== undefined) document.body.innerHTML = html;
  let loaded: KeptEmailModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    loaded = jest.requireActual<KeptEmailModule>('../../../src/features/track/lib/keptEmail');
  });
  if (!loaded) throw new Error('keptEmail did not load');
  return loaded;
}

const DRAWN = `<div ${SERVER_RENDERED_ATTRIBUTE}><form><input name="email" value="jane@example.test"></form></div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useKeptEmail in the browser', () => {
  it('gives the e-mail the server drew to the form that takes the page over, and to no later form', () => {
    const { useKeptEmail } = loadOnPage(DRAWN);
    expect(renderHook(() => useKeptEmail()).result.current).toBe('jane@example.test');
    expect(renderHook(() => useKeptEmail()).result.current).toBe('');
  });

  it('reads what the server drew, not what was typed since', () => {
    document.body.innerHTML = DRAWN;
    (document.querySelector('input') as HTMLInputElement).value = 'typed@example.test';
    const { useKeptEmail } = loadOnPage();
    expect(renderHook(() => useKeptEmail()).result.current).toBe('jane@example.test');
  });

  it('starts empty on a page the server did not draw', () => {
    const { useKeptEmail } = loadOnPage('<form><input name="email" value="x@example.test"></form>');
    expect(renderHook(() => useKeptEmail()).result.current).toBe('');
  });
});
