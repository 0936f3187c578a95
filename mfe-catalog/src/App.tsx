/**
 * The catalog remote (`catalog/App`): the shell renders it for every catalog route of ROUTES and
 * passes the route id; route parameters are read with react-router's useParams (the router is a
 * shared singleton, so the shell's route context is visible here).
 */
import './calls';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteAppProps } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { Placeholder } from '@ironscore/ui';
import { HomePage } from './pages/home/HomePage';

/**
 * Every page but home is its own chunk, loaded when its route is first shown: the home route
 * does not carry the detail pages, the review forms and their libraries. Once loaded, a page
 * renders at once (no Suspense fallback on the next visit).
 */
const preloads: Array<() => Promise<unknown>> = [];
type LazyPage = ComponentType & { preload?: () => Promise<unknown> };
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
      return { default: loaded };
    });
  preloads.push(preload);
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = preload;
  return Page;
}

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = () => Promise.all(preloads.map((p) => p()));

const StaticPage = page(() => import('./pages/StaticPage'), 'StaticPage');
const SourcesPage = page(() => import('./pages/lists/SourcesPage'), 'SourcesPage');
const BrandsPage = page(() => import('./pages/lists/BrandsPage'), 'BrandsPage');
const SourceDetailPage = page(() => import('./pages/detail/SourceDetailPage'), 'SourceDetailPage');
const BrandDetailPage = page(() => import('./pages/detail/BrandDetailPage'), 'BrandDetailPage');
const ProductDetailPage = page(() => import('./pages/detail/ProductDetailPage'), 'ProductDetailPage');
const PromosPage = page(() => import('./pages/promos/PromosPage'), 'PromosPage');
const PromoDetailPage = page(() => import('./pages/promos/PromoDetailPage'), 'PromoDetailPage');
const NewsListPage = page(() => import('./pages/news/NewsListPage'), 'NewsListPage');
const NewsDetailPage = page(() => import('./pages/news/NewsDetailPage'), 'NewsDetailPage');
const ProductCategoriesPage = page(() => import('./pages/categories/ProductCategoriesPage'), 'ProductCategoriesPage');
const ProductsByCategoryPage = page(() => import('./pages/categories/ProductsByCategoryPage'), 'ProductsByCategoryPage');
const PriceMatcherPage = page(() => import('./pages/search/PriceMatcherPage'), 'PriceMatcherPage');
const SearchPage = page(() => import('./pages/search/SearchPage'), 'SearchPage');

type CatalogRoute = RemoteAppProps<'catalog'>['route'];

/** One page per route id: a route of the table without a page here fails to compile. */
const PAGES: Record<CatalogRoute, LazyPage> = {
  home: HomePage,
  sources: SourcesPage,
  source: SourceDetailPage,
  brands: BrandsPage,
  brand: BrandDetailPage,
  product: ProductDetailPage,
  promos: PromosPage,
  promo: PromoDetailPage,
  'promo-alias': PromoDetailPage,
  'news-list': NewsListPage,
  news: NewsDetailPage,
  page: StaticPage,
  'product-categories': ProductCategoriesPage,
  'products-by-category': ProductsByCategoryPage,
  'price-matcher': PriceMatcherPage,
  search: SearchPage,
};

/** Reads through the shell's QueryClient; standalone (or in a test) through one of its own. */
export default function App({ route }: RemoteAppProps<'catalog'>) {
  const Page = PAGES[route];
  return (
    <DataProvider>
      <Suspense fallback={<Placeholder variant="line" count={3} />}>{Page ? <Page /> : null}</Suspense>
    </DataProvider>
  );
}

/** The host API's `preload(route)` (PreloadableApp): loads the route's page chunk before the shell renders the App. */
App.preload = (route: string) => PAGES[route as CatalogRoute]?.preload?.();
