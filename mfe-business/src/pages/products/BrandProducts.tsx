/**
 * /profile/brand-products (spec/3 §2.6): the brand's products (image, name, reviews, edit,
 * delete), 20 per page; "Add product" and edit open the product form; delete asks "Are you sure
 * you want to delete the selected product?"; the reviews button opens the product's reviews (each
 * with READ → comment and report), "There has been no review of the product." when none. A saved
 * active product appears at once on the public brand page, its category and search (server).
 */
import { useState } from 'react';
import { MSG, PAGE_SIZE, type BrandProduct } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, DataTable, EmptyState, Img, Modal, Pagination, Placeholder, StarRating, confirm, pageOffset } from '@ironscore/ui';
import { ReviewModal } from '../reviews/ReviewModal';
import { ProductForm } from './ProductForm';
import styles from './Products.module.css';

const SIZE = PAGE_SIZE.brandProducts;

export function BrandProducts() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BrandProduct | 'new' | null>(null);
  const [reviewsOf, setReviewsOf] = useState<BrandProduct | null>(null);
  const query = useCallQuery('Get_BrandProductsPaginationToken', { limit: SIZE, offset: pageOffset(page, SIZE) });
  const remove = useCallMutation('Set_BrandProductDelete', { feedback: 'warning-toast' });
  const rows = query.data?.data ?? [];

  const del = async (p: BrandProduct) => {
    if (!(await confirm({ title: MSG.warningTitle, text: MSG.confirm.deleteProduct, confirmVariant: 'danger' }))) return;
    if (await remove.send({ product_id: p.product_id })) toast('success', MSG.success.productDeleted);
  };

  return (
    <section aria-labelledby="brand-products-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="brand-products-title" className={styles.title}>
          Products
        </h1>
        <Button onClick={() => setEditing('new')}>Add product</Button>
      </div>
      {query.isPending ? (
        <Placeholder variant="line" count={5} />
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : rows.length === 0 ? (
        <EmptyState text={MSG.empty.noSourceReview} />
      ) : (
        <DataTable columns={['Image', 'Name', 'Reviews', 'Edit', 'Delete']}>
          {rows.map((p) => (
            <tr key={p.product_id} data-product={p.product_id}>
              <td>
                <Img src={uploadUrl('brands/products', p.product_image)} alt="" width={48} height={48} className={styles.thumb} />
              </td>
              <td>
                <span className={styles.name}>{p.product_name}</span>
                <span className={styles.meta}>
                  {p.category_name} · {p.product_type} · {p.product_status === '1' ? MSG.labels.active : MSG.labels.passive}
                </span>
              </td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => setReviewsOf(p)} aria-label={`${p.total_review} reviews of ${p.product_name}`}>
                  {p.total_review}
                </Button>
              </td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => setEditing(p)} aria-label={`Edit ${p.product_name}`}>
                  {MSG.labels.edit}
                </Button>
              </td>
              <td>
                <Button size="sm" variant="danger" onClick={() => void del(p)} aria-label={`Delete ${p.product_name}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={query.data?.total ?? 0} pageSize={SIZE} onChange={setPage} hideIfSinglePage disabled={query.isFetching} previousLabel={MSG.labels.previousPage} nextLabel={MSG.labels.nextPage} />
      {editing && <ProductForm product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {reviewsOf && <ProductReviews product={reviewsOf} onClose={() => setReviewsOf(null)} />}
    </section>
  );
}

function ProductReviews({ product, onClose }: { product: BrandProduct; onClose: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Modal open={open === null} onClose={onClose} title={`Reviews of ${product.product_name}`} size="lg">
        {product.reviews.length === 0 ? (
          <EmptyState text={MSG.empty.noProductReview} />
        ) : (
          <ul className={styles.reviews}>
            {product.reviews.map((r) => (
              <li key={r.rating_id}>
                <span className={styles.name}>{r.user_name}</span>
                <StarRating value={r.product_rating} showValue />
                <Button size="sm" variant="secondary" onClick={() => setOpen(r.rating_id)} aria-label={`${MSG.labels.read} the review by ${r.user_name}`}>
                  {MSG.labels.read}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {open !== null && <ReviewModal kind="product" ratingId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
