// The content pages rendered on the server as the site does (createStaticHandler, renderToString), in
// Node without a DOM: every seed page renders whole, with its data, and with no script from the CMS.
import { renderToString } from 'react-dom/server';
import { Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router-dom';
import { seedData } from '../../server/api/seed';
import { contentLoaders } from '../../server/site/loaders/content.loaders';
import { seedRootData, seedServices } from '../../tests/builders/content-page.builder';
import { ContentPage } from './content-page';

function routes(): RouteObject[] {
  const loaders = contentLoaders(seedServices());
  return [
    {
      id: 'root',
      path: '/',
      loader: () => seedRootData(),
      element: (
        <main>
          <Outlet />
        </main>
      ),
      // The site's error page stands in: these tests only read the status.
      errorElement: <p>Error page</p>,
      children: [
        { id: 'home', index: true, loader: loaders.home, element: <ContentPage /> },
        { id: 'cookie-policy', path: 'cookie-policy', loader: loaders['cookie-policy'], element: <ContentPage /> },
        { id: 'content-page', path: ':id1', loader: loaders['content-page'], element: <ContentPage /> },
        { id: 'content-subpage', path: ':id1/:id2', loader: loaders['content-subpage'], element: <ContentPage /> },
      ],
    },
  ];
}

async function serverHtml(path: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected redirect ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return { html: renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />), status: context.statusCode };
}

describe('ContentPage on the server', () => {
  it.each(seedData.pages.map((page) => (page.id === 'home' ? '/' : `/${page.id}`)))('renders %s whole, with one h1', async (path) => {
    const { html, status } = await serverHtml(path);
    expect(status).toBe(200);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script/i);
  });

  it('renders the home page with its data: the booking anchor, offers, menus, restaurants and posts', async () => {
    const { html } = await serverHtml('/');
    expect(html).toContain('id="booking"');
    expect(html).toContain('href="/offer/two-for-tuesday"');
    expect(html).toContain('href="/our-menu/a-la-carte"');
    expect(html).toContain('href="/restaurants/london/oxford-circus"');
    expect(html).toContain('src="/images/social/post-01.svg"');
    expect(html).toContain('action="/find-us"');
  });

  it('renders /london/oxford-circus as the Oxford Circus page', async () => {
    const { html } = await serverHtml('/london/oxford-circus');
    expect(html).toContain('Casa Ventura Oxford Circus</h1>');
    expect(html).toContain('id="group-booking"');
  });

  it('answers 404 for a page that does not exist or a malformed id', async () => {
    expect((await serverHtml('/no-such-page')).status).toBe(404);
    expect((await serverHtml('/Oxford-Circus')).status).toBe(404);
    expect((await serverHtml('/manchester/oxford-circus')).status).toBe(404);
  });
});
