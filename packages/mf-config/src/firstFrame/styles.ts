/**
 * Which style sheets a first frame needs. In the first-frame build every style sheet goes through
 * ./styleLoader.cjs, which hands css-loader's result (the CSS text, and for a CSS Module its class
 * names) to `track`. A CSS Module counts as used when a component reads one of its class names
 * while the frame renders; a global style sheet is always a candidate (render.tsx keeps it when the
 * markup uses it). Outside that build (jest) nothing is tracked and the CSS is empty.
 */

/** css-loader's export: a list of [module id, CSS text, media, …] with `toString()` and `locals`. */
type CssExport = Array<[string | number, string, ...unknown[]]> & { locals?: Record<string, string> };

interface Sheet {
  items: CssExport;
  global: boolean;
  used: boolean;
}

/** Every style sheet of the bundle, in the order the modules were evaluated (the cascade order). */
const sheets: Sheet[] = [];

/** Called by the module ./styleLoader.cjs generates for each style sheet; returns what the import gives. */
export function track(content: CssExport): Record<string, string> | CssExport {
  const { locals } = content;
  const sheet: Sheet = { items: content, global: !locals, used: false };
  sheets.push(sheet);
  if (!locals) return content;
  return new Proxy(locals, {
    get(target, key) {
      if (typeof key === 'string' && key in target) sheet.used = true;
      return Reflect.get(target, key);
    },
  });
}

/** Forget which CSS Modules were used (before rendering the next route of a remote). */
export function resetUsage(): void {
  for (const sheet of sheets) sheet.used = false;
}

export interface TrackedCss {
  /** CSS of the CSS Modules read while rendering (each module once, imports included). */
  modules: string;
  /** The global style sheets the bundle evaluated, each as its CSS text. */
  globals: string[];
}

function cssText(sheet: Sheet, seen: Set<string | number>): string {
  const fresh = sheet.items.filter(([id]) => !seen.has(id));
  for (const [id] of fresh) seen.add(id);
  // css-loader's toString wraps each item in its media / supports / layer; it reads only `this`.
  return fresh.length ? String(sheet.items.toString.call(fresh)) : '';
}

export function trackedCss(): TrackedCss {
  const seen = new Set<string | number>();
  return {
    modules: sheets
      .filter((s) => !s.global && s.used)
      .map((s) => cssText(s, seen))
      .join(''),
    globals: sheets.filter((s) => s.global).map((s) => cssText(s, seen)),
  };
}
