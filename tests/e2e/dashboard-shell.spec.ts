/**
 * Issue 15 §5, the dashboard shell: the left menu's new entries, `/dashboard/score` (how complete
 * the profile and each startup are, with what to add next), `/dashboard/management` (what the
 * user manages, with their rights), the submenus loaded when opened and the remembered open state,
 * `/dashboard/incubation-applications`, and "Message the team" on a startup's page. Turkish at
 * 390 px (menu closed until opened and after navigating), English at desktop width; axe on each page.
 */
import { expect, test } from './fixtures';
import { createStartupThroughApi } from './api-setup';
import { expectAccessible, expectNoSidewaysScroll, signedInUser } from './helpers';

test('Türkçe, 390 px: menüden Puanım ve Yönetim, alt menüler, kuluçka başvuruları, ekiple iletişim', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = `Puan Girişimi ${Date.now() % 1_000_000}`;
  await signedInUser(page, 'tr', 'puan');
  await createStartupThroughApi(page.request, name);
  await page.goto('/tr/panel/mesajlar');
  const menu = page.getByTestId('dashboard-menu');
  await menu.getByRole('button', { name: 'Panel menüsü' }).click();
  await menu.getByRole('link', { name: 'Puanım' }).click();
  await expect(page).toHaveURL(/\/tr\/panel\/puanim$/);
  const score = page.getByTestId('score');
  await expect(score.getByRole('heading', { name: 'Puanım', level: 1 })).toBeVisible();
  await expect(score.getByRole('meter', { name: 'Profiliniz' })).toBeVisible();
  const startupMeter = score.getByRole('meter', { name });
  await expect(startupMeter).toBeVisible();
  // Sectors were given at creation; a logo was not.
  const card = score.locator('div', { has: page.getByRole('heading', { name, level: 2 }) }).last();
  await expect(card).toContainText('Logo');
  await expect(card).not.toContainText('Sektörler');
  await expect(card.getByRole('link', { name: `${name} sayfasını tamamlayın` })).toHaveAttribute(
    'href',
    /\/tr\/profilim\/girisim-duzenle\//,
  );
  await expectAccessible(page);

  await page.goto('/tr/panel/yonetim');
  const management = page.getByTestId('management');
  await expect(management.getByRole('heading', { name: 'Girişimler', level: 2 })).toBeVisible();
  await expect(management.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /\/tr\/girisim\//,
  );
  await expect(management).toContainText('FULL_ACCESS');
  await expectAccessible(page);

  // The Startups submenu loads the user's startups when opened; the menu closes after navigating.
  await menu.getByRole('button', { name: 'Panel menüsü' }).click();
  await menu.getByRole('button', { name: 'Girişimler listesini aç' }).click();
  await menu.getByTestId('dashboard-submenu-startup').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/tr\/profilim\/girisim-duzenle\//);
  const seoUrl = decodeURIComponent(page.url().split('/').pop()!);
  await expect(menu.getByRole('button', { name: 'Panel menüsü' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByTestId('dashboard-submenu-startup')).toBeHidden();

  // Incubation applications: none yet, with where to find programs.
  await page.goto('/tr/panel/kulucka-basvurulari');
  const incubation = page.getByTestId('incubation-applications');
  await expect(incubation.getByRole('heading', { name: 'Kuluçka Başvuruları', level: 1 })).toBeVisible();
  await expect(incubation).toContainText('Girişimlerinizin henüz bir kuluçka programına başvurusu yok.');
  await expect(
    incubation.getByRole('link', { name: 'Açık programı olan teknoloji merkezlerini bulun' }),
  ).toHaveAttribute('href', /\/tr\/teknoloji-merkezleri\?open=yes/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A visitor on the startup's page can reach its team: the founder's name and a login link. The
  // founder did not choose to be listed, so the name leads to no talent page (decision 0025).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(`/tr/girisim/${seoUrl}`);
  const team = visitor.getByTestId('team-contacts');
  await expect(team.getByRole('heading', { name: 'Ekiple iletişime geçin' })).toBeVisible();
  await expect(team.getByText('Elif Şahin', { exact: true })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Elif Şahin' })).toHaveCount(0);
  await expect(team.getByRole('link', { name: 'Mesaj göndermek için giriş yapın' })).toHaveAttribute(
    'href',
    new RegExp(`redirectUrl=%2Ftr%2Fgirisim%2F`),
  );
  await expectAccessible(visitor);
  await visitor.context().close();
});

test('English: the menu of the spec, submenus loaded when opened, open state remembered', async ({
  page,
}) => {
  await signedInUser(page, 'en', 'shell');
  await page.goto('/dashboard/management');
  await expect(page.getByTestId('management')).toContainText(
    'You do not manage any startup, organization, provider or program yet.',
  );
  const menu = page.getByTestId('dashboard-menu');
  for (const entry of [
    'My profile',
    'Personal Details',
    'Messages',
    'Notifications',
    'My Job Applications',
    'My Program Applications',
    'Create Job',
    'My Jobs',
    'Applications to My Jobs',
    'Applications to My Programs',
    'Membership packages',
    'Incubation Applications',
    'My Score',
    'Team invitations',
    'Management',
  ])
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Management', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Personal Details' })).toHaveAttribute(
    'href',
    '/profile#personal-details',
  );

  // A submenu loads when opened and stays open on the next visit.
  const startups = menu.getByRole('button', { name: 'Show Startups' });
  await expect(startups).toHaveAttribute('aria-expanded', 'false');
  await startups.click();
  const list = menu.getByTestId('dashboard-submenu-startup');
  await expect(list).toContainText('None yet.');
  await expect(list.getByRole('link', { name: '+ Add a startup' })).toBeVisible();
  await page.goto('/dashboard/score');
  await expect(menu.getByTestId('dashboard-submenu-startup')).toContainText('None yet.');
  await expect(menu.getByRole('button', { name: 'Hide Startups' })).toHaveAttribute('aria-expanded', 'true');

  // Keyboard: the toggle hides the whole menu at desktop width, and that is remembered too.
  const toggle = menu.getByRole('button', { name: 'Dashboard menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeHidden();
  await page.reload();
  await expect(menu.getByRole('button', { name: 'Dashboard menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeHidden();
  await menu.getByRole('button', { name: 'Dashboard menu' }).click();
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expectAccessible(page);
});

test('Türkçe, oturum açık: başlık 768–1280 px arasında tek satıra sığar, bağlantılar dar ekranda menüde', async ({
  page,
}) => {
  await signedInUser(page, 'tr', 'baslik');
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tr/is-ilanlari');
    const banner = page.getByRole('banner');
    // Nothing past the right edge, and one row (the logo, search and icons are 36–40 px tall).
    const overflowing = await banner.evaluate(
      (header) =>
        [...header.querySelectorAll('*')].filter(
          (e) => e.getBoundingClientRect().right > window.innerWidth + 0.5,
        ).length,
    );
    expect(overflowing, `${width} px`).toBe(0);
    expect((await banner.boundingBox())!.height, `${width} px`).toBeLessThan(70);
    await expect(banner.getByRole('link', { name: 'Bildirimler' })).toBeVisible();
    const inline = banner.getByRole('link', { name: 'İş ilanları', exact: true });
    if (width < 1280) {
      await expect(inline).toBeHidden();
      await banner.getByRole('button', { name: 'Menü', exact: true }).click();
      await expect(
        page.getByRole('dialog').getByRole('link', { name: 'İş ilanları', exact: true }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    } else await expect(inline).toBeVisible();
  }
});
