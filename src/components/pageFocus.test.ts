// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { focusPageStart } from './pageFocus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusPageStart', () => {
  it('focuses the page\'s heading', () => {
    document.body.innerHTML = '<main><h1>Logga in</h1></main>';
    focusPageStart();
    expect(document.activeElement?.textContent).toBe('Logga in');
  });

  it('holds focus on the main area while the page has no heading, then moves it to the heading when it comes', async () => {
    document.body.innerHTML = '<main></main>';
    const main = document.querySelector('main')!;
    focusPageStart();
    expect(document.activeElement).toBe(main);
    main.innerHTML = '<h1>Logga in</h1>';
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Logga in'));
  });

  it('leaves focus alone when something else took it before the heading came', async () => {
    document.body.innerHTML = '<main></main><button>Stäng</button>';
    const main = document.querySelector('main')!;
    focusPageStart();
    document.querySelector('button')!.focus();
    main.innerHTML = '<h1>Logga in</h1>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.textContent).toBe('Stäng');
  });
});
