/**
 * The catalog remote (`catalog/App`): the shell renders it for every catalog route of ROUTES and
 * passes the route id; route parameters are read with react-router's useParams (the router is a
 * shared singleton, so the shell's route context is visible here).
 */
import type { JSX } from 'react';
import type { RemoteAppProps } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { StaticPage } from './pages/StaticPage';
import { HomePage } from './pages/home/HomePage';
import { SourcesPage } from './pages/lists/SourcesPage';
import { BrandsPage } from './pages/lists/BrandsPage';
import { SourceDetailPage } from './pages/detail/SourceDetailPage';
import { BrandDetailPage } from './pages/detail/BrandDetailPage';
import { ProductDetailPage } from './pages/detail/ProductDetailPage';
import { PromosPage } from './pages/promos/PromosPage';
import { PromoDetailPage } from './pages/promos/PromoDetailPage';
import { NewsListPage } from './pages/news/NewsListPage';
import { NewsDetailPage } from './pages/news/NewsDetailPage';
import { ProductCategoriesPage } from './pages/categories/ProductCategoriesPage';
import { ProductsByCategoryPage } from './pages/categories/ProductsByCategoryPage';
import { PriceMatcherPage } from './pages/search/PriceMatcherPage';
import { SearchPage } from './pages/search/SearchPage';

type CatalogRoute = RemoteAppProps<'catalog'>['route'];

/** One page per route id: a route of the table without a page here fails to compile. */
const PAGES: Record<CatalogRoute, () => JSX.Element> = {
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
  return <DataProvider>{Page ? <Page /> : null}</DataProvider>;
}
