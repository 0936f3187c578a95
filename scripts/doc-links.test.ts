/**
 * Every relative link of every README and docs/ markdown file points at a file or folder that
 * exists (a moved or renamed file breaks this test, not a newcomer's reading).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.data', '.git', 'test-results']);

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(full, out);
    else if (entry.name === 'README.md' || (full.startsWith(path.join(root, 'docs') + path.sep) && entry.name.endsWith('.md'))) out.push(full);
  }
  return out;
}

/** The targets of `[text](target)` and `[text]: target` links, without code spans and fenced blocks. */
export function relativeLinks(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!),
  ];
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#'));
}

const files = markdownFiles(root);

test('the READMEs and docs are found (the root README, docs/, every app and package)', () => {
  const names = files.map((f) => path.relative(root, f));
  expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions.md', 'docs/performance.md', 'server/README.md']));
});

test('every app and workspace package has a README', () => {
  // The `packages:` list of pnpm-workspace.yaml (up to the next top-level key).
  const workspace = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split(/^packages:\s*$/m)[1]!.split(/^\S/m)[0]!;
  const folders = new Set<string>();
  for (const [, pattern] of workspace.matchAll(/^\s*-\s*['"]?([^'"\n]+)['"]?\s*$/gm)) {
    const glob = pattern!.trim();
    if (glob.endsWith('/*')) {
      const parent = path.join(root, glob.slice(0, -2));
      for (const name of fs.readdirSync(parent)) if (fs.existsSync(path.join(parent, name, 'package.json'))) folders.add(path.join(glob.slice(0, -2), name));
    } else if (fs.existsSync(path.join(root, glob, 'package.json'))) folders.add(glob);
  }
  expect(folders.size).toBeGreaterThan(10);
  expect([...folders].filter((folder) => !fs.existsSync(path.join(root, folder, 'README.md'))).sort()).toEqual([]);
});

test('every relative link of every README and docs file resolves', () => {
  const broken: string[] = [];
  for (const file of files) {
    for (const target of relativeLinks(fs.readFileSync(file, 'utf8'))) {
      const withoutAnchor = decodeURIComponent(target.split('#')[0]!.split('?')[0]!);
      if (!withoutAnchor) continue;
      if (!fs.existsSync(path.resolve(path.dirname(file), withoutAnchor))) broken.push(`${path.relative(root, file)} → ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

test('the link reader sees links and ignores code, absolute URLs and anchors', () => {
  expect(relativeLinks('See [the log](docs/performance.md#today) and [site](https://x.example) [top](#a)\n`[no](nope.md)`\n[ref]: ../server/README.md')).toEqual([
    'docs/performance.md#today',
    '../server/README.md',
  ]);
});
