/**
 * The catalog remote (`catalog/App`): the shell renders it for every route it declares
 * (src/routes.ts, published as routes.json) and passes the route id; route parameters are read with react-router's useParams (the router is a
 * shared singleton, so the shell's route context is visible here). Built by the host's page recipe
 * (`createRemoteApp`, packages/host/src/remoteApp.tsx): DataProvider, Suspense, a per-route error
 * boundary, one page per route id checked at compile time.
 */
import './calls';
import { createRemoteApp, page } from '@ironscore/host/src/remoteApp';
import { HomePage } from './pages/home/HomePage';
import { ROUTES } from './routes';

/**
 * Every page but home is its own chunk, loaded when its route is first shown: the home route
 * does not carry the detail pages, the review forms and their libraries. Once loaded, a page
 * renders at once (no Suspense fallback on the next visit).
 */
const PromoDetailPage = page(() => import('./pages/promos/PromoDetailPage'), 'PromoDetailPage');

const App = createRemoteApp({
  routes: ROUTES,
  pages: {
    home: HomePage,
    sources: page(() => import('./pages/lists/SourcesPage'), 'SourcesPage'),
    source: page(() => import('./pages/detail/SourceDetailPage'), 'SourceDetailPage'),
    brands: page(() => import('./pages/lists/BrandsPage'), 'BrandsPage'),
    brand: page(() => import('./pages/detail/BrandDetailPage'), 'BrandDetailPage'),
    product: page(() => import('./pages/detail/ProductDetailPage'), 'ProductDetailPage'),
    promos: page(() => import('./pages/promos/PromosPage'), 'PromosPage'),
    promo: PromoDetailPage,
    'promo-alias': PromoDetailPage,
    'news-list': page(() => import('./pages/news/NewsListPage'), 'NewsListPage'),
    news: page(() => import('./pages/news/NewsDetailPage'), 'NewsDetailPage'),
    page: page(() => import('./pages/StaticPage'), 'StaticPage'),
    'product-categories': page(() => import('./pages/categories/ProductCategoriesPage'), 'ProductCategoriesPage'),
    'products-by-category': page(() => import('./pages/categories/ProductsByCategoryPage'), 'ProductsByCategoryPage'),
    'price-matcher': page(() => import('./pages/search/PriceMatcherPage'), 'PriceMatcherPage'),
    search: page(() => import('./pages/search/SearchPage'), 'SearchPage'),
  },
});

export default App;

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = App.preloadPages;
