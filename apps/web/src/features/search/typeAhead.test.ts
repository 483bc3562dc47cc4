// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createTypeAhead, SEARCH_INPUT_ATTRIBUTE } from './typeAhead';

function press(key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the keys typed before the search box has focus', () => {
  it('are held from start on, Backspace included, and handed over once', () => {
    const typeAhead = createTypeAhead();
    press('x');
    typeAhead.start();
    for (const key of 'gonzx') press(key);
    press('Backspace');
    expect(typeAhead.take()).toBe('gonz');
    expect(typeAhead.take()).toBe('');
  });

  it('are kept out of the field that had focus', () => {
    const field = document.body.appendChild(document.createElement('input'));
    const typeAhead = createTypeAhead();
    typeAhead.start();
    expect(press('g', field).defaultPrevented).toBe(true);
    expect(typeAhead.take()).toBe('g');
    // After the hand-over, keys are the page's again.
    expect(press('h', field).defaultPrevented).toBe(false);
  });

  it('leave the keys that reach the search box itself, shortcuts and Escape alone', () => {
    const box = document.body.appendChild(document.createElement('input'));
    box.setAttribute(SEARCH_INPUT_ATTRIBUTE, '');
    const typeAhead = createTypeAhead();
    typeAhead.start();
    expect(press('a', box).defaultPrevented).toBe(false);
    expect(press('c', document.body, { ctrlKey: true }).defaultPrevented).toBe(false);
    press('Escape');
    press('z');
    expect(typeAhead.take()).toBe('');
  });
});
