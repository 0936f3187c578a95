import { Badge, CheckIcon, AlertIcon } from '@ironscore/ui';
import { isVerified } from '@ironscore/contract';

/** "Verified" (green) or "Unverified" (grey) marker of a source or brand. */
export function VerifiedBadge({ status, size = 'sm', compact }: { status: unknown; size?: 'sm' | 'md'; compact?: boolean }) {
  const verified = isVerified(status);
  if (compact) {
    return verified ? (
      <Badge tone="success" size={size} solid title="Verified" role="img" aria-label="Verified" icon={<CheckIcon size={12} strokeWidth={3} />} />
    ) : (
      <Badge tone="neutral" size={size} title="Unverified" role="img" aria-label="Unverified" icon={<AlertIcon size={12} />} />
    );
  }
  return verified ? (
    <Badge tone="success" size={size} icon={<CheckIcon size={12} strokeWidth={3} />}>
      Verified
    </Badge>
  ) : (
    <Badge tone="neutral" size={size} icon={<AlertIcon size={12} />}>
      Unverified
    </Badge>
  );
}
