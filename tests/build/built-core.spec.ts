// Another project uses the core as a built package: plain Node, no bundler, no jsdom, both module systems.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(__dirname, '../..');

beforeAll(() => {
  // `npm test` builds first; a lone `npx jest` run builds here so the test never reads a stale or missing package.
  if (!existsSync(path.join(root, 'dist/core/index.cjs')) || !existsSync(path.join(root, 'dist/core/index.mjs'))) {
    execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'ignore' });
  }
}, 120_000);

function node(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }).trim();
}

const program = `
  const hours = { wednesdayOpen: '12:00', wednesdayClose: '00:00', thursdayOpen: '12:00', thursdayClose: '22:00' };
  // 2026-11-25 23:30 in London (GMT): open until midnight.
  const late = core.openingStatus(hours, [], Date.UTC(2026, 10, 25, 23, 30));
  // Christmas Day closed by an override.
  const closed = core.openingStatus(hours, [{ endDate: '2026-11-26', openTime: 'CLOSED', closeTime: 'CLOSED' }], Date.UTC(2026, 10, 26, 13, 0));
  const voucher = core.validateOfferVoucher({ emailAddress: 'not-an-address', acceptTerms: true, offerSlug: 'aperitivo' });
  const nearest = core.nearestLocations({ lat: 51.5154, lng: -0.1418 }, [{ lat: 53.4808, lng: -2.2426, storeId: 'M' }, { lat: 51.5114, lng: -0.1231, storeId: 'CG' }]);
  console.log(JSON.stringify({
    late: late.label,
    closed: closed.state,
    voucher: voucher.valid ? null : voucher.errors[0],
    nearest: nearest.map((l) => l.storeId),
    message: core.errorMessage(core.ErrorCode.RestaurantDisabled),
    redirect: core.resolveRedirect('//evil.example/Book-Now/?utm=x'),
  }));
`;

const expected = {
  late: 'closes 00:00',
  closed: 'closed',
  voucher: { field: 'emailAddress', key: 'invalid', message: 'E-mail address is not valid' },
  nearest: ['CG'],
  message: 'This restaurant cannot be booked online.',
};

describe('the built core', () => {
  it('given CommonJS require of the package export, then the rules run', () => {
    const out = JSON.parse(node(['-e', `const core = require('tavola/core');${program}`]));
    expect(out).toMatchObject(expected);
    expect(out.redirect.location.startsWith('/')).toBe(true);
    expect(out.redirect.location.startsWith('//')).toBe(false);
  });

  it('given an ES module import of the package export, then the rules run', () => {
    const out = JSON.parse(node(['--input-type=module', '-e', `import * as core from 'tavola/core';${program}`]));
    expect(out).toMatchObject(expected);
  });

  it('given the package, then it ships type declarations for both module systems', () => {
    expect(existsSync(path.join(root, 'dist/core/index.d.ts'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/core/index.d.mts'))).toBe(true);
  });
});
