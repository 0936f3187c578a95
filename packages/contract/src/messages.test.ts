import * as fs from 'node:fs';
import * as path from 'node:path';
import { MSG } from './index';

const SPEC_DIR = path.resolve(__dirname, '../../../../shared/spec');
const SPECS = [
  '1-accounts-public-browsing-reviews.md',
  '2-member-area-community-news-catalogue.md',
  '3-business-areas-routes-calls.md',
];

/** Every string of MSG; parametrised messages are rendered with the placeholder '{X}'. */
function allMessages(node: unknown, out: string[] = []): string[] {
  for (const value of Object.values(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push((value as (x: string) => string)('{X}'));
    else if (value && typeof value === 'object') allMessages(value, out);
  }
  return out;
}

/** Quoted text of the spec that is not a message (file names, fragments of the prose). */
const NOT_MESSAGES = new Set(['default.jpg', '... a product!', 'Post #id', 'Active,']);

describe('messages', () => {
  const all = allMessages(MSG);

  it('renders the parametrised messages as the spec writes them', () => {
    expect(MSG.thrownError('boom')).toBe('boom -> Something went wrong, please try again.!');
    expect(MSG.imageFailure('bad')).toBe('Something went wrong, please try again! - bad');
    expect(MSG.validation.websiteInvalid('https://www.example.com')).toBe(
      'Website is not valid! Example: https://www.example.com',
    );
    expect(MSG.claim.emailHint('ironshop.com')).toBe('xxx@ironshop.com');
    expect(MSG.karmaPoint(120)).toBe('Karma Point : 120');
    expect(MSG.profileTitle('ironman')).toBe('ironman | Profile');
  });

  it('has no empty strings', () => {
    expect(all.filter((m) => m.trim() === '')).toEqual([]);
  });

  const present = SPECS.every((f) => fs.existsSync(path.join(SPEC_DIR, f)));
  (present ? it : it.skip)('holds every quoted message of the three spec documents verbatim', () => {
    const missing: string[] = [];
    for (const file of SPECS) {
      const text = fs.readFileSync(path.join(SPEC_DIR, file), 'utf8');
      const quoted = /"([^"\n]{3,})"|(?<![a-z])'([^'\n]{3,}?)'(?![a-z])/g;
      for (const match of text.matchAll(quoted)) {
        const s = (match[1] ?? match[2]).trim();
        if (s.startsWith(';') || NOT_MESSAGES.has(s)) continue;
        const asTemplate = s.replace(/\{[a-z_]+\}/g, '{X}');
        if (!all.some((m) => m === s || m.includes(asTemplate))) missing.push(`${file}: ${s}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
