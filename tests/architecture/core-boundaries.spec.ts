// The dependency rule: core/ is reusable in a kiosk or an app only if it depends on nothing outside it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { findCoreViolations, type SourceFile } from './core-boundaries';

const coreDir = path.resolve(__dirname, '../../core');

function coreSources(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        files.push({ path: full, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(coreDir);
  return files;
}

const fake = (name: string, text: string): SourceFile => ({ path: path.join(coreDir, name), text });

describe('core dependency rule', () => {
  it('given the core sources, then none imports an outer layer, a Node built-in, another package or a host global', () => {
    const files = coreSources();
    expect(files.length).toBeGreaterThan(20);
    expect(findCoreViolations(coreDir, files)).toEqual([]);
  });

  it('given core compiled alone with ES2022 and no DOM or Node types, then it type-checks', () => {
    const configPath = path.join(coreDir, 'tsconfig.json');
    const config = ts.readConfigFile(configPath, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, coreDir);
    expect(parsed.options.lib).toEqual(['lib.es2022.d.ts']);
    const program = ts.createProgram(parsed.fileNames, { ...parsed.options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });

  describe('the checker itself', () => {
    it.each([
      ["import { Api } from '../../adapters/http/axios-booking.api';", 'layer'],
      ["import { App } from '../../web/app';", 'layer'],
      ["export * from '../../server/main';", 'layer'],
      ["import * as fs from 'node:fs';", 'node-builtin'],
      ["import { readFileSync } from 'fs';", 'node-builtin'],
      ["import { randomUUID } from 'crypto';", 'node-builtin'],
      ["import { Container } from 'inversify';", 'package'],
      ["import { makeAutoObservable } from 'mobx';", 'package'],
      ["const x = require('axios');", 'package'],
      ["const m = await import('react');", 'package'],
      ['export const w = window.innerWidth;', 'global'],
      ["export const v = localStorage.getItem('k');", 'global'],
      ['export const d = document.title;', 'global'],
      ['export const e = process.env.X;', 'global'],
      ['setTimeout(() => 1, 5);', 'global'],
      ['export const n = globalThis.navigator;', 'global'],
      ['export const t = Date.now();', 'clock'],
      ['export const t = new Date();', 'clock'],
      ['export const r = Math.random();', 'random'],
      ["import { IsEmail } from 'class-validator';", 'class-validator'],
      ["import { validateSync } from 'class-validator/cjs/index';", 'class-validator'],
      ["import { validateDto } from '../dto/validate-dto';", 'class-validator'],
      ["export * from '../dto';", 'class-validator'],
    ])('given %p, then it reports a %s violation', (text, rule) => {
      const violations = findCoreViolations(coreDir, [fake('booking/bad.ts', text)]);
      expect(violations.map((v) => v.rule)).toContain(rule);
    });

    it.each([
      ["import { IsEmail } from 'class-validator';", 'validation/bad.ts'],
      ["import { SignUpDto } from './dto';", 'index.ts'],
      ["export { validateDto } from '../dto/validate-dto';", 'validation/index.ts'],
      ["import { Required } from '../dtos/x';", 'validation/x.ts'],
    ])('given %p in core/%s, outside core/dto, then class-validator is refused', (text, name) => {
      const violations = findCoreViolations(coreDir, [fake(name, text)]);
      expect(violations.map((v) => v.rule)).toEqual(name === 'validation/x.ts' ? [] : ['class-validator']);
    });

    it.each([
      "import dayjs from 'dayjs';",
      "import utc from 'dayjs/plugin/utc';",
      "import { BOOKING } from '../constants';",
      'export const at = new Date(0);',
      'export function f(location: string) { return location; }',
      'export const o = { window: 1, document: 2 };',
      'export const p = config.window;',
    ])('given the allowed %p, then nothing is reported', (text) => {
      expect(findCoreViolations(coreDir, [fake('booking/ok.ts', text)])).toEqual([]);
    });

    it.each([
      "import { IsEmail, ValidateNested } from 'class-validator';",
      "import { validateDto } from './validate-dto';",
      "import { SIGN_UP_SCHEMA } from '../validation/sign-up';",
    ])('given %p in core/dto, then nothing is reported', (text) => {
      expect(findCoreViolations(coreDir, [fake('dto/ok.ts', text)])).toEqual([]);
    });
  });
});
