import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, PLACEHOLDERS, type FavoriteBrand, type FavoriteSource } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { Button, Card, EmptyState, Img, Placeholder, StarRating, Tabs, confirm } from '@ironscore/ui';
import styles from './Favorites.module.css';

type Tab = 'all' | 'source' | 'brand';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'all', label: MSG.labels.all },
  { id: 'source', label: MSG.labels.source },
  { id: 'brand', label: MSG.labels.brand },
];

interface Item {
  type: 'source' | 'brand';
  id: number;
  name: string;
  href: string;
  image: string | null;
  rating: number;
}

const fromSource = (s: FavoriteSource): Item => ({
  type: 'source',
  id: s.source_id,
  name: s.source_name,
  href: `/source/${s.source_slug_url}`,
  image: uploadUrl('sources/profile', s.source_profile_image),
  rating: s.source_rating,
});
const fromBrand = (b: FavoriteBrand): Item => ({
  type: 'brand',
  id: b.brand_id,
  name: b.brand_name,
  href: `/brand/${b.brand_slug_url}`,
  image: uploadUrl('brands/profile', b.brand_profile_image),
  rating: b.brand_rating,
});

/** /profile/favorites: All / Source / Brand, removal after confirmation with the server's message. */
export function FavoritesPage() {
  const [tab, setTab] = useState<Tab>('all');
  const list = useCallQuery('Get_FavoriteList', {});
  const remove = useCallMutation('Set_UserFavoriteList');
  const items = [...(list.data?.data?.sources ?? []).map(fromSource), ...(list.data?.data?.brands ?? []).map(fromBrand)].filter(
    (i) => tab === 'all' || i.type === tab,
  );

  const onRemove = async (item: Item) => {
    if (!(await confirm({ title: item.name, text: MSG.confirm.removeFavorite, confirmVariant: 'danger' }))) return;
    const reply = await remove.send({ item_type: item.type, item_id: item.id, action: 'remove' });
    if (reply) toast('success', reply.message || MSG.favorites.removed);
  };

  return (
    <Card title={MSG.profile.favorites}>
      <Tabs tabs={TABS} value={tab} onChange={setTab} label={MSG.profile.favorites}>
        {list.isPending ? (
          <div className={styles.grid}>
            <Placeholder variant="card" count={PLACEHOLDERS.favorites} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState text={MSG.empty.noFavorites} />
        ) : (
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={`${item.type}-${item.id}`} className={styles.card} data-favorite={`${item.type}-${item.id}`}>
                <Img src={item.image} alt="" width={96} height={96} className={styles.logo} />
                <Link to={item.href} className={styles.name}>
                  {item.name}
                </Link>
                <StarRating value={item.rating} showValue />
                <Button variant="ghost" size="sm" onClick={() => void onRemove(item)} disabled={remove.isPending}>
                  {MSG.profile.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </Card>
  );
}
