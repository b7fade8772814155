import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './harness/chromium';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { ADMIN, addUser, callApi, signInToken } from './harness/accounts';

const browser = useBrowser();

describe('signing in', () => {
  it('sends an anonymous browser to the sign-in page and back to the page it asked for', async () => {
    const tab = await newStudioPage(browser(), inject('studioUrl'), { as: null });
    await tab.goto('/cards/blast-bolt');
    expect(new URL(tab.page.url()).pathname).toBe('/signin');
    expect(new URL(tab.page.url()).searchParams.get('next')).toBe('/cards/blast-bolt');
    await tab.page.fill('input[name="name"]', ADMIN.name);
    await tab.page.fill('input[name="password"]', 'not the password');
    await tab.page.click('button[type="submit"]');
    await waitForSelector(tab.page, '.form__error');
    expect(await tab.page.textContent('.form__error')).toBe('wrong user name or password');
    await screenshot(tab.page, 'signin');
    await tab.page.fill('input[name="password"]', ADMIN.password);
    await Promise.all([tab.page.waitForURL('**/cards/blast-bolt'), tab.page.click('button[type="submit"]')]);
    await waitForSelector(tab.page, '[data-testid="user-name"]');
    expect(await tab.page.textContent('[data-testid="user-name"]')).toBe(ADMIN.name);
    // The session cookie is http-only: page scripts cannot read it.
    expect(await tab.page.evaluate(() => document.cookie)).toBe('');
    await tab.close();
  });

  it('answers anonymous API calls with UNAUTHORIZED and nothing else', async () => {
    const url = inject('studioUrl');
    const list = await callApi(url, undefined, 'query', 'cards.list');
    expect(list.status).toBe(401);
    expect(JSON.stringify(list.body)).not.toContain('blast-bolt');
    expect((await callApi(url, undefined, 'query', 'auth.me')).body).toEqual({ result: { data: null } });
    expect((await callApi(url, await signInToken(url), 'query', 'cards.list')).status).toBe(200);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('shows a viewer no user management, and signing out ends the session', async () => {
    const url = inject('studioUrl');
    const viewer = await addUser(url, 'vera', 'viewer');
    const tab = await newStudioPage(browser(), url, { as: viewer });
    await tab.goto('/library');
    await waitForSelector(tab.page, '[data-testid="user-menu"]');
    expect(await tab.page.textContent('.user-menu__role')).toBe('viewer');
    expect(await tab.page.$('.user-menu a[href="/users"]')).toBeNull();
    await tab.goto('/users');
    expect(await tab.page.textContent('.notice--error')).toBe('Only publishers manage accounts.');
    await Promise.all([tab.page.waitForURL('**/signin'), tab.page.click('text=Sign out')]);
    await tab.goto('/library');
    expect(new URL(tab.page.url()).pathname).toBe('/signin');
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('lets the admin add a designer on the Users page, who can then sign in', async () => {
    const url = inject('studioUrl');
    const tab = await newStudioPage(browser(), url);
    await tab.goto('/users');
    await waitForSelector(tab.page, '[data-testid="user-table"]');
    const form = tab.page.locator('form[aria-label="Add a user"]');
    await form.locator('input').first().fill('dora');
    await form.locator('select').selectOption('designer');
    await form.locator('input[type="password"]').fill('dora-password');
    await form.locator('button').click();
    await waitForSelector(tab.page, '[data-testid="user-row"][data-user="dora"]');
    await screenshot(tab.page, 'users');
    expect(tab.errors).toEqual([]);
    await tab.close();
    expect((await callApi(url, await signInToken(url, { name: 'dora', password: 'dora-password' }), 'query', 'auth.me')).body).toMatchObject({
      result: { data: { name: 'dora', role: 'designer' } },
    });
  });
});
