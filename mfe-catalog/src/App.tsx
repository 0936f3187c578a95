/**
 * The catalog remote (`catalog/App`): the shell renders it for every catalog route of ROUTES and
 * passes the route id; route parameters are read with react-router's useParams (the router is a
 * shared singleton, so the shell's route context is visible here).
 */
import type { JSX } from 'react';
import type { RemoteAppProps } from '@ironscore/contract';
import { SectionPending } from './components/SectionPending';
import { StaticPage } from './pages/StaticPage';

type CatalogRoute = RemoteAppProps<'catalog'>['route'];

/** One page per route id: a route of the table without a page here fails to compile. */
const PAGES: Record<CatalogRoute, () => JSX.Element> = {
  home: () => <SectionPending section="Home" />,
  sources: () => <SectionPending section="Best in Sources" />,
  source: () => <SectionPending section="Source detail" />,
  brands: () => <SectionPending section="Best in Brands" />,
  brand: () => <SectionPending section="Brand detail" />,
  product: () => <SectionPending section="Product detail" />,
  promos: () => <SectionPending section="Promotions" />,
  promo: () => <SectionPending section="Promotion detail" />,
  'promo-alias': () => <SectionPending section="Promotion detail" />,
  'news-list': () => <SectionPending section="News" />,
  news: () => <SectionPending section="News detail" />,
  page: () => <StaticPage />,
  'product-categories': () => <SectionPending section="Product categories" />,
  'products-by-category': () => <SectionPending section="Products by category" />,
  'price-matcher': () => <SectionPending section="Price Matcher" />,
  search: () => <SectionPending section="Search" />,
};

export default function App({ route }: RemoteAppProps<'catalog'>) {
  const Page = PAGES[route];
  return Page ? <Page /> : <SectionPending section="Catalog" />;
}
