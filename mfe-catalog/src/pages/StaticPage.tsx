import { SectionPending } from '../components/SectionPending';

export function StaticPage() {
  return <SectionPending section="Page" />;
}
