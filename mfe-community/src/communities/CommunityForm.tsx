/**
 * The create / edit community dialog (spec/2 §5); its form (CommunityFormBody.tsx) loads when the
 * dialog first opens (packages/ui `lazyForm`: react-hook-form comes with it).
 */
import type { Community } from '@ironscore/contract';
import { Modal, lazyForm } from '@ironscore/ui';
import type { CommunityFormBodyProps } from './CommunityFormBody';

const CommunityFormBody = lazyForm<CommunityFormBodyProps>(() => import('./CommunityFormBody').then((m) => m.CommunityFormBody));

export function CommunityFormDialog({ open, onClose, community }: { open: boolean; onClose: () => void; community?: Community }) {
  return (
    <Modal open={open} onClose={onClose} title={community ? 'Edit your community' : 'Create a community'}>
      {open && <CommunityFormBody community={community} onDone={onClose} />}
    </Modal>
  );
}
