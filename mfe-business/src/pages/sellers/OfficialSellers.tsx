/**
 * /profile/brand-offical-sellers (spec/3 §2.6): the brand's official sellers (source name, delete
 * after a confirmation) and the add-to-list search (from 3 characters, no duplicates); every change
 * is saved at once ("Transaction Successful.") and shows on the public brand's OFFICAL RESELLERS.
 */
import { MSG, type OfficialSeller } from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, EmptyState, Placeholder, confirm } from '@ironscore/ui';
import { SellerSearch } from './SellerSearch';
import styles from './Sellers.module.css';

export function OfficialSellers() {
  const list = useCallQuery('Get_BrandOfficalSellerList', {});
  const update = useCallMutation('Set_BrandOfficalSellerUpdate', { feedback: 'warning-toast' });
  const sellers = list.data?.data ?? [];

  const change = async (type: 'insert' | 'delete', seller: OfficialSeller) => {
    if (type === 'delete' && !(await confirm({ title: MSG.warningTitle, text: MSG.confirm.deleteOfficialSeller, confirmVariant: 'danger' }))) return;
    if (await update.send({ type, source_id: seller.source_id })) toast('success', MSG.success.transactionSuccessful);
  };

  return (
    <section aria-labelledby="sellers-title" className={styles.page}>
      <h1 id="sellers-title" className={styles.title}>
        Official Sellers
      </h1>
      <SellerSearch chosen={sellers.map((s) => s.source_id)} onAdd={(s) => void change('insert', s)} busy={update.isPending} />
      {list.isPending ? (
        <Placeholder variant="line" count={3} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : sellers.length === 0 ? (
        <EmptyState text={MSG.empty.noOfficialSellers} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Source name</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {sellers.map((s) => (
              <tr key={s.source_id}>
                <td>{s.source_name}</td>
                <td>
                  <Button size="sm" variant="danger" disabled={update.isPending} onClick={() => void change('delete', s)} aria-label={`Delete ${s.source_name}`}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
