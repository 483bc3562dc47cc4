// @vitest-environment happy-dom
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** The route a URL lands on, below the root and the shell. */
function leaf(url: string): RouteObject {
  const matches = matchRoutes(routes, url);
  expect(matches, url).not.toBeNull();
  return matches!.at(-1)!.route;
}

/** Where a redirect route sends the user. */
function redirectTarget(url: string): string | undefined {
  const { element } = leaf(url);
  return isValidElement<{ to: string }>(element) ? element.props.to : undefined;
}

describe('the route table', () => {
  it('opens every signed-in screen at its path, each as its own chunk', () => {
    const paths = [
      'dashboard',
      'contacts',
      'documents',
      'task-manager',
      'support',
      'support/new',
      'support/edit/:id',
      'file-upload-demo',
      'settings',
      'quotations/new',
      'quotations/:id',
      'quotations/:id/edit',
      'quotations/:id/cost-breakdown',
      'addresses/create',
      'addresses/:id/edit',
      'box-items/new',
      'box-items/:id/edit',
      'diagnostics',
      'rates',
      'pending-quotations',
      'working-quotations',
      'on-client-review',
      'active-orders',
      'completed-orders',
      'cancelled-orders',
    ];
    for (const path of paths) {
      const route = leaf(`/${path.replaceAll(':id', '7')}`);
      expect(route.path).toBe(path);
      expect(typeof route.lazy).toBe('function');
    }
  });

  it('sends old and bare paths on to their screens', () => {
    expect(redirectTarget('/')).toBe('/dashboard');
    expect(redirectTarget('/crm')).toBe('/support');
    expect(redirectTarget('/quotations')).toBe('/pending-quotations');
    expect(redirectTarget('/test-logo')).toBe('/diagnostics');
    expect(redirectTarget('/no-such-page')).toBe('/pending-quotations');
  });

  it('keeps the signed-out pages outside the shell', () => {
    expect(leaf('/login').path).toBe('/login');
    expect(leaf('/reset-password').path).toBe('/reset-password');
    expect(leaf('/q/abc').path).toBe('/q/:token');
    expect(leaf('/t/abc').path).toBe('/t/:token/*');
    expect(leaf('/t/abc/confirm/xyz').path).toBe('/t/:token/*');
  });
});
