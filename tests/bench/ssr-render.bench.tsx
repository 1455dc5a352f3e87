// Benchmark (not a test): renderToString against streaming (renderToPipeableStream, all content ready)
// on the real home page, to choose the server's rendering by figures. Run with `npm run bench:render`.
import { PassThrough } from 'node:stream';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createApiRuntime } from '../../server/api/api-runtime';
import { readApiConfig } from '../../server/api/config';
import { createServerContainer } from '../../server/container';
import { createRenderContext, requestContext } from '../../server/site/render';
import { readSiteConfig } from '../../server/site/site-config';
import { RootStore } from '../../web/stores/root.store';
import { StoreProvider } from '../../web/stores/store-context';
import type { AddressInfo } from 'node:net';

const ROUNDS = 400;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function renderStream(element: React.ReactElement): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (size += chunk.length));
    sink.on('end', () => resolve(size));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

async function main(): Promise<void> {
  process.env.NODE_ENV = 'production';
  enableStaticRendering(true);
  const api = await createApiRuntime({ ...readApiConfig({}), dataDir: 'memory://' }, quiet);
  const server = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = { ...readSiteConfig({}), apiBaseUrl };
  const container = createServerContainer({ apiBaseUrl, brandKey: config.brandKey });
  // The site's own handler, built once, and one request's loaders (server/site/render.tsx).
  const render = createRenderContext(container, config, { script: null, stylesheet: null, preload: [] });
  const { handler } = render;
  const context = await handler.query(new Request('http://localhost/'), requestContext(render));
  if (context instanceof Response) throw new Error('home redirected');
  const element = () => (
    <StoreProvider store={new RootStore({ cookies: { get: () => null, set: () => undefined } })}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </StoreProvider>
  );

  for (let i = 0; i < 50; i += 1) {
    renderToString(element());
    await renderStream(element());
  }
  let started = performance.now();
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i += 1) bytes = renderToString(element()).length;
  const stringMs = (performance.now() - started) / ROUNDS;
  started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await renderStream(element());
  const streamMs = (performance.now() - started) / ROUNDS;

  server.close();
  await api.close();
  console.log(`Home page (${bytes} bytes of HTML), ${ROUNDS} renders each`);
  console.log(`renderToString          ${stringMs.toFixed(2)} ms per render`);
  console.log(`renderToPipeableStream  ${streamMs.toFixed(2)} ms per render (all ready)`);
  console.log(`streaming / string: ${(streamMs / stringMs).toFixed(2)}x`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
