/** @jest-environment jsdom */
// The footer: social icons named by their descriptions, the copyright line, the footer links, and the
// legal block only for the configured site id.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '../../server/api/seed/site-config';
import { renderSite, seedSettings, TEST_YEAR } from './layout.test-kit';

async function renderFooter(settings = {}) {
  const site = renderSite({ settings });
  return { ...site, footer: await screen.findByRole('contentinfo') };
}

describe('Footer', () => {
  it("shows '© year, site name, All rights reserved' with the server's year", async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByText(`© ${TEST_YEAR}, Casa Ventura, All rights reserved`)).toBeInTheDocument();
  });

  it('names each social icon by its description and opens it in a new tab', async () => {
    const { footer } = await renderFooter();
    const instagram = within(footer).getByRole('link', { name: 'Casa Ventura on Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/casaventura');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(instagram).toHaveAccessibleDescription('Opens in a new tab');
    expect(instagram.querySelector('img')).toHaveAttribute('src', '/images/icons/instagram.svg');
    for (const name of ['Casa Ventura on Facebook', 'Casa Ventura on TikTok', 'Casa Ventura on X']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('lists the footer links from the settings in a labelled navigation', async () => {
    const { footer } = await renderFooter();
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(nav).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(within(nav).getByRole('link', { name: 'Share your feedback' })).toHaveAttribute('href', '/contact?type=feedback');
  });

  it('shows the legal address and customer-services e-mail for the configured site id', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByText(siteConfig.legalAddress)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: siteConfig.customerServicesEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.customerServicesEmail}`,
    );
  });

  it('shows the seed company\'s number as Companies House writes one, not a placeholder', async () => {
    const { footer } = await renderFooter();
    const line = within(footer).getByText(/^Company number /);
    const number = (line.textContent ?? '').replace('Company number ', '');
    // Eight digits (or two letters and six), and not one digit repeated (the old 00000000).
    expect(number).toMatch(/^([0-9]{8}|[A-Z]{2}[0-9]{6})$/);
    expect(number).not.toMatch(/^(.)\1+$/);
  });

  it('leaves the legal block out for any other site id', async () => {
    const other = seedSettings({}, 'another-site');
    expect(other.legal).toBeNull();
    const { footer } = await renderFooter({ legal: other.legal });
    expect(within(footer).queryByText(siteConfig.legalAddress)).not.toBeInTheDocument();
    expect(within(footer).queryByText(siteConfig.customerServicesEmail)).not.toBeInTheDocument();
    expect(footer.querySelector('address')).toBeNull();
  });

  it('reopens the cookie choices from the footer', async () => {
    const user = userEvent.setup();
    const { footer, store } = await renderFooter();
    await user.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
    expect(store.consent.modalOpen).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Cookie preferences' })).toBeInTheDocument();
  });
});
