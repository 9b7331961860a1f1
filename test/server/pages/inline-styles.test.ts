import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStyles } from '../../../server/pages/inline-styles';

describe('the page template’s stylesheet goes inline', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'shop-inline-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'assets', 'style-abc.css'),
    'body{color:red}a::after{content:"</style>"}',
  );
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('a built stylesheet becomes a <style> element with its rules, unable to end it early', () => {
    const template =
      '<head><script type="module" src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>';
    expect(inlineStyles(template, clientDir)).toBe(
      '<head><script type="module" src="/assets/index.js"></script><style>body{color:red}a::after{content:"<\\/style>"}</style></head>',
    );
  });

  it('a stylesheet that is not in the build stays a link; other links are left alone', () => {
    const template =
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/style-missing.css">';
    expect(inlineStyles(template, clientDir)).toBe(template);
  });
});
